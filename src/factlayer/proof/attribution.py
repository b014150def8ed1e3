"""Who the evidence is about, and whose things it speaks of: another person in the subject's, the holder's or
the owner's place is a conflict that decides when nothing supports the claim ("weak" findings).

- the subject: "she has irritable bowel syndrome", said by the patient, is not about the patient;
- the holder: a named speaker's claim must be their words, or about them;
- the owner: "Andrew's dog Pepper loves the beach" is not borne out by Audrey's "my dog Pepper loves the
  beach" — a named speaker's "my" is theirs, "Nate's" Nate's.
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.subjects import Subject, aliases, person
from factlayer.proof.align import Match
from factlayer.proof.claim import PERSONAL, Proposition, claim_tokens
from factlayer.proof.source import THIRD_PERSON, Source, Statement

_ROLES = frozenset(lexicon.groups("speakers").values())
_OWN = frozenset({"my", "mine"})  # not "our" (the team's), nor "your" (whom "you" is can be wrong)
_REACH = 3  # words between an owner and the thing ("my hand-painted bowl", "Andrew's dog Pepper")


def of_a_group(prop: Proposition, core: Statement) -> bool:
    """The claim is about one person, the statement about "they" ("they built the stadium"): not that person,
    either way."""
    if prop.subject.kind != "person" or not core.third_person or prop.subject.same(core.subject) is not None:
        return False
    if _said_of_a_thing(prop):
        return False  # "Ivo says whales are harmless" from Ivo's "they're quite harmless": the whales
    first = next((t.low for t in core.tokens if t.low in THIRD_PERSON), "")
    return first.startswith("they")


def about_subject(prop: Proposition, core: Statement, window: list[Statement], matches: list[Match]) -> Statement:
    """The statement whose subject the claim's is checked against: the core, or, when the core names no one, a
    clause of its sentence holding claim words that names the claim's subject ("I think you can create | that
    space you're imagining": the space is the listener's) — not when the core is about "he / she / they" or
    another clause there names someone else ("i'm almost 40 and my mom was almost 45 | when she was diagnosed")."""
    if prop.subject.same(core.subject) is not None or core.third_person:
        return core
    holding = {m.statement for m in matches if m.how != "context"}
    clauses = [st for st in window if st.index in holding and st.sentence == core.sentence]
    named = [prop.subject.same(st.subject) for st in clauses]
    return clauses[named.index(True)] if True in named and False not in named else core


def _named_speaker(subject: Subject, source: Source) -> bool:
    """A speaker called by name, not by a role ("Freeland", not "the patient")."""
    return subject.kind == "person" and bool(subject.names & source.speaker_names_full()) and not subject.names & _ROLES


def another_speaker_of_someone(prop: Proposition, core: Statement, source: Source) -> bool:
    """The claim is about a named speaker; another named speaker says it of a subject that is not plainly that
    one ("The government met with lobbyists", said by Scheer, for "Freeland has not met with lobbyists"): it can
    neither bear out nor deny what that speaker did."""
    holder = core.holder()
    return (
        _named_speaker(prop.subject, source)
        and prop.subject.same(core.subject) is None
        and holder.known()
        and not holder.names & _ROLES
        and prop.subject.same(holder) is False
    )


def unresolved_pronoun(prop: Proposition, core: Statement, source: Source) -> bool:
    """The claim names a speaker other than the one talking, who says "he"/"she": perhaps that speaker, perhaps
    another — no coreference is attempted, so neither support nor conflict."""
    return (
        core.third_person
        and not _said_of_a_thing(prop)
        and not of_a_group(prop, core)
        and _named_speaker(prop.subject, source)  # a role ("the patient") is who the doctor's "she" is
        and prop.subject.same(core.holder()) is False
    )


def attribution(prop: Proposition, core: Statement, source: Source, matches: list[Match]) -> list[str]:
    """Another person in the subject's, the holder's or the owner's place."""
    out: list[str] = []
    holder = core.holder()
    named_speaker = (  # "Evan's wife wants ...": the wife holds it, told by Evan — not a speaker's holding
        prop.holder is not None
        and prop.holder.kind == "person"
        and bool(prop.holder.names & source.speaker_names_full())
    )
    if prop.holder is not None and named_speaker and holder.known() and prop.holder.same(holder) is False:
        out.append(f"holder: said by {core.speaker}, not {prop.holder.describe()}")
        return out
    if prop.modality == "requested" and prop.holder is not None and _wish_of_another(core, prop.holder):
        # "The user interface people want a big screen", said by the designer: their wish, not the designer's
        return [f"holder: the wish is {core.subject.describe()}'s, not {prop.holder.describe()}'s"]
    if prop.modality in ("requested", "asked") and prop.holder is not None:
        return out  # "I want you to ...": the holder asks; whom it is about is the addressee, not the subject
    same = prop.subject.same(core.subject)
    if same is None and core.third_person and prop.subject.same(holder) is True and not _said_of_a_thing(prop):
        # "she has irritable bowel syndrome", said by the patient: about someone else, not the patient.
        return [f"speaker: {core.speaker} speaks of someone else (he/she/they), not of {prop.subject.describe()}"]
    if of_a_group(prop, core):
        # "they built the stadium", said by the doctor: a group, not the one person the claim is about
        return [f"subject: {core.speaker} speaks of 'they', not of {prop.subject.describe()}"]
    if same is False and not (prop.subject_is_holder and prop.subject.same(holder)):
        kind = "speaker" if prop.subject.kind == core.subject.kind == "person" else "subject"
        out.append(f"{kind}: the evidence is about {core.subject.describe()}, not {prop.subject.describe()}")
    elif same is None and _named_speaker(prop.subject, source) and prop.subject.same(holder) is False:
        # A named speaker (not a role): the words must be theirs, or be about them.
        out.append(f"holder: said by {core.speaker}, not {prop.subject.describe()}")
    return out + owner_conflicts(prop, core, source, matches)


def _said_of_a_thing(prop: Proposition) -> bool:
    """The claim tells what its subject says of a thing it names ("The designer says whales are harmless"): the
    speaker's "they" there ("And they're quite harmless") is that thing, not someone other than the speaker."""
    first = next((t.low for t in claim_tokens(prop.text) if t.is_word), "")
    return prop.subject_is_holder and first not in THIRD_PERSON and first not in PERSONAL


def _wish_of_another(core: Statement, holder: Subject) -> bool:
    """The statement tells what someone other than the claim's holder (nor the listener) wants or recommends."""
    if core.subject.same(holder) is not False or core.subject.same(person(core.addressee)) is True:
        return False
    return any(t.low in lexicon.words("requesting") for t in core.tokens)


def owner_conflicts(prop: Proposition, core: Statement, source: Source, matches: list[Match]) -> list[str]:
    """The claim gives a speaker's thing ("Andrew's dog") that the evidence gives to another speaker."""
    claim = claim_tokens(prop.text)
    speakers = source.speaker_names_full()
    roles = lexicon.groups("speakers")
    term_lows = {t.low for t in prop.terms}
    out: list[str] = []
    for k, tok in enumerate(claim):
        if not tok.low.endswith("'s"):
            continue
        base = tok.low[:-2]
        claimed = aliases(roles.get(base, base))
        if not claimed & speakers or claimed & _ROLES:
            continue  # only a named speaker: "my" of a role label ("the doctor") may be the practice's
        thing = next((t.low for t in claim[k + 1 : k + 1 + _REACH] if t.low in term_lows), None)
        found = next((m for m in matches if m.statement == core.index and m.term.low == thing), None)
        if found is None:
            continue
        owner = _owner_before(core, found.token)
        if owner is not None and not aliases(owner) & claimed:
            out.append(f"owner: the evidence's {thing} is {owner}'s, not {base}'s")
    return out


def _owner_before(core: Statement, index: int) -> str | None:
    """Whose the word at ``index`` is by the words just before it: "my" (the speaker) or "Nate's"; None when no
    owner is said or it cannot be told."""
    for k in range(index - 1, max(-1, index - 1 - _REACH), -1):
        low = core.tokens[k].low
        if low in _OWN:
            return core.speaker
        if low.endswith("'s") and len(low) > 2:
            base = low[:-2]  # "Nate's", not "it's" / "that's" / "he's"
            return None if base in lexicon.words("stopwords") or base in THIRD_PERSON or base == "let" else base
        if not core.tokens[k].is_word or low in ("the", "a", "an", "this", "that", "his", "her", "their"):
            return None
    return None
