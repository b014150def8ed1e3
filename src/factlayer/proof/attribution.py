"""Who the evidence is about, and whose things it speaks of: another person in the subject's, the holder's or
the owner's place is a conflict that decides when nothing supports the claim ("weak" findings).

- the subject: "she has irritable bowel syndrome", said by the patient, is not about the patient (someone else
  where the evidence names no one: ``proof.someone_else``);
- the holder: a named speaker's claim must be their words, or about them;
- the owner: "Andrew's dog Pepper loves the beach" is not borne out by Audrey's "my dog Pepper loves the
  beach" — a named speaker's "my" is theirs, "Nate's" Nate's.
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.persons import THIRD_PERSON, Subject, aliases, person
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.stems import stem
from factlayer.proof.align import Match
from factlayer.proof.appositives import appositive_note
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.comitative import went_along
from factlayer.proof.done_to_speaker import done_to_the_speaker
from factlayer.proof.escorted import visit_of_the_taken
from factlayer.proof.framed_by import framed_by_another
from factlayer.proof.kin_lists import kin_group, kin_part, listed_with, names_kin
from factlayer.proof.named_doer import named_doer
from factlayer.proof.owners import owner_conflicts
from factlayer.proof.passive_doer import done_by_the_speaker
from factlayer.proof.predicate import doer_before_deed
from factlayer.proof.preferred import preferred_by_another, prefers_another
from factlayer.proof.same_subject import pronoun_for_the_claims_thing
from factlayer.proof.someone_else import delegated_in, held_of_the_same_pronoun, said_of_a_thing, someone_else
from factlayer.proof.source import Source, Statement
from factlayer.proof.taken_up import taken_up

_ROLES = frozenset(lexicon.groups("speakers").values())
_LOOK_AHEAD = 8  # statements on to the reply that joins in ("me too")


def of_a_group(prop: Proposition, core: Statement, matches: Sequence[Match] = ()) -> bool:
    """The claim is about one person, the statement about "they" ("they built the stadium"): not that person,
    either way — unless "they" may be a thing the claim names (``proof.same_subject``)."""
    if prop.subject.kind != "person" or not core.third_person or prop.subject.same(core.subject) is not None:
        return False
    if said_of_a_thing(prop) or pronoun_for_the_claims_thing(prop, core, matches):
        return False  # "Ivo says whales are harmless" from Ivo's "they're quite harmless": the whales
    if held_of_the_same_pronoun(prop, core):
        return False  # "The doctor thinks they did a straight cath": the doctor's own "they"
    if done_to_the_speaker(prop, core, matches):
        return False  # "they let me go" for "… was let go": the speaker it is done to (whose words say who)
    first = next((t.low for t in core.tokens if t.low in THIRD_PERSON), "")
    return first.startswith("they")


def about_subject(prop: Proposition, core: Statement, window: list[Statement], matches: list[Match]) -> Statement:
    """The statement whose subject the claim's is checked against: the core, or, when the core names no one, a
    clause of its sentence holding claim words that names the claim's subject ("I think you can create | that
    space you're imagining": the space is the listener's) — not when the core is about "he / she / they" or
    another clause there names someone else ("i'm almost 40 and my mom was almost 45 | when she was diagnosed")."""
    if prop.subject.same(core.subject) is not None or core.third_person or doer_before_deed(prop, core, matches):
        return core  # "I had a friend | that was visiting and so she heard me fall": she heard it, not "I"
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


def word_of_another_relative(
    prop: Proposition, core: Statement, window: list[Statement], matches: list[Match], source: Source
) -> bool:
    """A claim about a relative takes a word from a statement about another one — named (beside the core: the
    core's named subject is :func:`attribution`'s to judge), or a "he"/"she" right after one: "my brother had a
    brain aneurysm and he died. … My father had a stroke. He was left with tremors after his stroke." does not
    say the brother died of a stroke."""
    if prop.subject.kind != "relation":
        return False

    def about(st: Statement) -> Subject:
        before = source.statements[st.index - 1] if st.index else None
        if st.third_person and before is not None and before.speaker == st.speaker and not before.answered:
            return before.subject  # "My father had a stroke. He was left with tremors": the father
        return st.subject

    others = {st.index for st in window if st.index != core.index and prop.subject.same(about(st)) is False}
    if not core.subject.known() and prop.subject.same(about(core)) is False:
        others.add(core.index)  # a "he" the judge of the core's subject cannot tell
    return any(m.statement in others and m.how != "context" for m in matches)


def unresolved_pronoun(prop: Proposition, core: Statement, source: Source) -> bool:
    """The claim names a speaker other than the one talking, who says "he"/"she": perhaps that speaker, perhaps
    another — no coreference is attempted, so neither support nor conflict."""
    return (
        core.third_person
        and not said_of_a_thing(prop)
        and not of_a_group(prop, core)
        and _named_speaker(prop.subject, source)  # a role ("the patient") is who the doctor's "she" is
        and prop.subject.same(core.holder()) is False
    )


def attribution(prop: Proposition, core: Statement, source: Source, matches: list[Match]) -> list[str]:
    """Another person in the subject's, the holder's or the owner's place."""
    if (apposed := appositive_note(prop, core, matches)) is not None:
        return apposed  # "my guest is Dr. Henry Lao, a marine biologist": Henry Lao's, not the speaker's
    if rival := prefers_another(prop, source):  # "I would rather go with grey", for "… prefers yellow"
        return [f"preference: {(prop.holder or prop.subject).describe()} said they prefer {rival!r}"]
    known_as = {label: aliases(label) | source.called.get(label, frozenset()) for label in source.speakers}
    if preferrer := preferred_by_another(prop, source, known_as):  # "My wife wanted a red one, but I prefer the blue"
        return [f"preference: {preferrer} said they prefer it, not {(prop.holder or prop.subject).describe()}"]
    out: list[str] = []
    holder = core.holder()
    named_speaker = (  # "Evan's wife wants ...": the wife holds it, told by Evan — not a speaker's holding
        prop.holder is not None
        and prop.holder.kind == "person"
        and bool(prop.holder.names & source.speaker_names_full())
    )
    if prop.holder is not None and named_speaker and holder.known() and prop.holder.same(holder) is False:
        if not taken_up(prop, core, source):  # "You should stop the statin." — "Okay.": the patient's too
            out.append(f"holder: said by {core.speaker}, not {prop.holder.describe()}")
        return out
    if framed := framed_by_another(prop, core, source):
        return [framed]  # "my husband thinks | we should wait", for "Dana thinks they should wait"
    if prop.modality == "requested" and prop.holder is not None and _wish_of_another(core, prop.holder):
        # "The user interface people want a big screen", said by the designer: their wish, not the designer's
        return [f"holder: the wish is {core.subject.describe()}'s, not {prop.holder.describe()}'s"]
    if prop.modality in ("requested", "asked") and prop.holder is not None:
        return out  # "I want you to ...": the holder asks; whom it is about is the addressee, not the subject
    group = kin_group(prop, core) or kin_part(prop, core, matches) or _people_of_the_speaker(prop, core)  # "my kids"
    if prop.subject.kind in ("person", "relation") and group:
        return [f"subject: the evidence is about {group}, not {prop.subject.describe()}"]  # "two of my engineers"
    taken = listed_with(prop, core, source) or visit_of_the_taken(prop, core, matches)  # "My dad, | my uncle | and …"
    same = (  # "took me to see"; "my daughter was driven to school by me": the speaker drove
        True if taken or done_by_the_speaker(prop, core, matches) else prop.subject.same(core.subject)
    )
    spoken_by = prop.subject.same(holder)  # the claim is about the one speaking (True), someone else (False)
    claim_words = frozenset(t.low for t in claim_tokens(prop.text) if t.is_word)
    own_deed = prop.subject.kind == "person" and prop.holder is None and not prop.subject_is_holder
    if same is None and spoken_by and own_deed and (doer := named_doer(core.tokens, claim_words)):
        return [f"subject: the evidence is about {doer}, not {prop.subject.describe()}"]  # "Tom: Sam finished it"
    helper = delegated_in([t.low for t in core.tokens]) if same and spoken_by and own_deed else None
    if helper is not None and helper not in claim_words:
        return [f"speaker: {core.speaker} has the {helper} do it"]  # "I'll have my assistant call you tomorrow"
    if same is None and (note := someone_else(prop, core, source, matches, spoken_by)):
        return [note]
    if of_a_group(prop, core, matches):
        # "they built the stadium", said by the doctor: a group, not the one person the claim is about
        return [f"subject: {core.speaker} speaks of 'they', not of {prop.subject.describe()}"]
    before = source.statements[core.index - 1] if core.index > 0 else None
    if same is False and (_joined_by(prop, core, source) or went_along(prop, core, before)):
        return out  # "I lost my job." — "Me too.": the replier's own as well; "I went there with my brother"
    if same is False and prop.holder is not None and prop.holder.same(holder) and _belief_of_a_thing(core):
        return out + owner_conflicts(prop, core, source, matches)  # the doctor's "I think the pain is …"
    if same is False and not (prop.subject_is_holder and spoken_by):
        kind = "speaker" if prop.subject.kind == core.subject.kind == "person" else "subject"
        out.append(f"{kind}: the evidence is about {core.subject.describe()}, not {prop.subject.describe()}")
    elif same is None and _named_speaker(prop.subject, source) and spoken_by is False:
        # A named speaker (not a role): the words must be theirs, or be about them.
        out.append(f"holder: said by {core.speaker}, not {prop.subject.describe()}")
    return out + owner_conflicts(prop, core, source, matches)


def _people_of_the_speaker(prop: Proposition, core: Statement) -> str | None:
    """The statement opens on people of the speaker's or someone's, or some of them ("my engineers", "two of my
    engineers", "one of our clients": ``lexicon/staff_words.txt``), whom the claim does not name: its subject, as
    written ("my engineers"), else None."""
    words = [t.low for t in core.tokens if t.is_word]
    while words and words[0] in ("and", "but", "so", "also", "plus", "oh", "well"):
        words = words[1:]  # "And one of our friends is vegetarian."
    k = 2 if len(words) > 2 and words[1] == "of" and words[0] in _SOME else 0
    if len(words) < k + 3 or words[k] not in ("my", "our", "your", "the") or words[k + 1] not in _STAFF:
        return None
    claim = {stem(t.low) for t in claim_tokens(prop.text)}
    return None if stem(words[k + 1]) in claim or names_kin(prop, words[k + 1]) else " ".join(words[: k + 2])


_SOME = frozenset({"one", "two", "three", "some", "most", "all", "many", "few", "several", "both", "none", "half"})
_STAFF = lexicon.words("staff_words")


def _joined_by(prop: Proposition, core: Statement, source: Source) -> bool:
    """The claim's subject answers the statement's turn with "me too", "so did I" (``lexicon/me_too``)."""
    turn = source.sentences[core.sentence].turn
    for st in source.statements[core.index + 1 : core.index + _LOOK_AHEAD]:
        if source.sentences[st.sentence].turn == turn:
            continue
        opening = [t.low for t in st.tokens if t.is_word]
        return (
            source.sentences[st.sentence].turn == turn + 1
            and prop.subject.same(st.holder()) is True
            and find_phrase(opening, "me_too", at_start=True) is not None
        )
    return False


def _wish_of_another(core: Statement, holder: Subject) -> bool:
    """The statement tells what someone other than the claim's holder (nor the listener) wants or recommends."""
    if core.subject.same(holder) is not False or core.subject.same(person(core.addressee)) is True:
        return False
    return any(t.low in lexicon.words("requesting") for t in core.tokens)


def unnamed_role(subject: Subject, source: Source) -> bool:
    """Is ``subject`` a speaker labelled by a role ("Patient", "Guest_family") whom no one in the source names? A
    name the source says but ties to no speaker may be theirs: neither the same nor someone else."""
    roles = lexicon.groups("speakers")
    return any(
        subject.names == aliases(label)
        and any(word in roles for word in aliases(label))
        and not source.called.get(label)
        for label in source.speakers
    )


_THING_OPENERS = frozenset({"the", "this", "that", "it", "it's", "its", "these", "those", "there", "a", "an"})


def _belief_of_a_thing(core: Statement) -> bool:
    """ "I think the pain is from impingement": the speaker's belief about a thing, not about the speaker (the
    claim's "The doctor thinks the patient's pain …" holds it as the doctor's and says whose the pain is)."""
    lows = [t.low for t in core.tokens if t.is_word]
    k = 2 if lows[:1] == ["i"] and lows[1:2] and lows[1] in lexicon.words("believing") else 0
    k += 1 if k and lows[k : k + 1] == ["that"] else 0
    return bool(k) and lows[k : k + 1] != [] and lows[k] in _THING_OPENERS
