"""Whose thing it is: a claim that gives a speaker's thing ("Andrew's dog", "The caller's order") to someone the
evidence does not — "my order" said by the agent, "your novel" said to the guest, a thing a confirmed question gave
to the answerer ("Your second novel came out in March." — "It did, yes."), "his / their" of someone else."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.persons import THIRD_PERSON, aliases
from factlayer.nlp.possessed import possessive
from factlayer.nlp.spoken_of import CARE_ROLES
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Source, Statement

__all__ = ["owner_conflicts", "relation_owned"]

_ROLES = frozenset(lexicon.groups("speakers").values())
_OWN = lexicon.words("speaker_own")  # not "our" (the team's), nor "your" (whom "you" is can be wrong)
_THIRD_OWNERS = frozenset({"his", "their"})  # not "her": also an object ("I showed her pictures")
_SOMEONE_ELSE = "(someone else)"
_REACH = 3  # words between an owner and the thing ("my hand-painted bowl", "Andrew's dog Pepper")


def owner_conflicts(prop: Proposition, core: Statement, source: Source, matches: list[Match]) -> list[str]:
    """The claim gives a speaker's thing ("Andrew's dog") that the evidence gives to another speaker."""
    claim = claim_tokens(prop.text)
    speakers = source.speaker_names_full() | frozenset(n for names in source.called.values() for n in names)
    roles = lexicon.groups("speakers")
    term_lows = {t.low for t in prop.terms}

    def known_as(label: str) -> frozenset[str]:  # "Speaker 2" is Grace Liu too, once she is called so
        return aliases(label) | source.called.get(label, frozenset())

    out: list[str] = []
    for k, tok in enumerate(claim):
        if not possessive(tok.low):
            continue
        base = tok.low[:-2]
        claimed = aliases(roles.get(base, base))
        role = bool(claimed & _ROLES)  # a role label ("the patient"): a clinician's "my" may be the practice's
        if not claimed & speakers:
            continue
        # "Melanie's daughter's name": Melanie's thing is the daughter (a possessive is read as its word)
        after = (t.low.removesuffix("'s") for t in claim[k + 1 : k + 1 + _REACH])
        kin = claim[k + 1].low if k + 1 < len(claim) and claim[k + 1].low in lexicon.groups("relations") else None
        # "The patient's uncle had lung cancer": the patient's thing is the uncle ("my uncle's lung cancer")
        thing = kin or next((low for low in after if low in term_lows), None)
        found = _where_said(thing, core, source, matches)
        if found is None:
            continue
        where = source.statements[found[0]]
        owner, mine = _owner_before(where, found[1], source)
        if role and mine and owner is not None and {roles.get(a, a) for a in aliases(owner)} & CARE_ROLES:
            continue  # "my nurse will call you", said by the doctor: the practice's, may be "the patient's nurse"
        if owner == _SOMEONE_ELSE:  # "Jon told me his dance studio …", said by Gina: never Gina's own
            if where.speaker is not None and known_as(where.speaker) & claimed:
                out.append(f"owner: the evidence's {thing} is someone else's (his/her/their), not {base}'s")
        elif owner is not None and owner in lexicon.groups("relations"):
            continue  # "my wife's thumb": a relation's thing, none of the claim's owner's (relation_owned)
        elif owner is not None and not known_as(owner) & claimed:
            shown = max(source.called.get(owner, ()), key=len, default=owner)  # "Speaker 2" by her name
            out.append(f"owner: the evidence's {thing} is {shown}'s, not {base}'s")
    return out


def _where_said(thing: str | None, core: Statement, source: Source, matches: list[Match]) -> tuple[int, int] | None:
    """Where the claim's thing is said, as (statement, token): in the core; else in the core's own sentence ("Hi, my
    internet has been down | since yesterday morning": whose internet is told in the clause beside the core, not
    by a word lent from a turn before — "calling Acme Internet"); else wherever the window matched it."""
    if thing is None:
        return None
    found = next((m for m in matches if m.statement == core.index and m.term.low == thing), None)
    if found is not None:
        return found.statement, found.token
    for st in source.statements_of_sentence(core.sentence):
        k = next((k for k, t in enumerate(st.tokens) if t.low.removesuffix("'s") == thing), None)
        if k is not None:
            return st.index, k
    found = next((m for m in matches if m.term.low == thing), None)
    return None if found is None else (found.statement, found.token)


def _owner_before(core: Statement, index: int, source: Source) -> tuple[str | None, bool]:
    """Whose the word at ``index`` is by the words just before it — "my" (the speaker), "Nate's", or
    :data:`_SOMEONE_ELSE` for "his / their" (whoever it is, not the one speaking); None when no owner is
    said or it cannot be told — and whether it was the speaker's own "my". A question read through its answer
    ("Your novel came out in March?" — "Yes.") is the answerer's: its "your" is theirs, its "my" the asker's."""
    asker = source.sentences[core.sentence].speaker if core.answered else None
    own, yours = (asker, core.speaker) if core.answered else (core.speaker, core.addressee)
    for k in range(index - 1, max(-1, index - 1 - _REACH), -1):
        low = core.tokens[k].low
        if low in _OWN:
            return own, True
        if low == "your" and yours:  # two speak: "your" is the other one's
            return yours, False
        if low in _THIRD_OWNERS or (low == "her" and _her_owns(core, k)):
            return _SOMEONE_ELSE, False
        if possessive(low):
            base = low[:-2]  # "Nate's", not "it's" / "that's" / "he's"
            no_one = base in lexicon.words("stopwords") or base in THIRD_PERSON or base == "let"
            return (None if no_one else base), False
        if core.tokens[k].is_number:
            continue  # "my 2015 Civic"
        if low in lexicon.groups("relations"):
            return None, False  # "my mom's mom | lives in Ohio": the relation's, whoever's relation it is
        if not core.tokens[k].is_word or low in ("the", "a", "an", "this", "that", "her"):
            return None, False
    return None, False


def _her_owns(core: Statement, k: int) -> bool:
    """ "her" at ``k`` owns the word after it: it opens the statement or follows a mark, a preposition or a
    conjunction ("Her crown is ready", "with her husband") — not a verb, where it may be the one done to ("I showed
    her pictures")."""
    before = next((t for t in reversed(core.tokens[:k])), None)
    return before is None or not before.is_word or before.low in lexicon.words("her_owner_leads")


def relation_owned(prop: Proposition, core: Statement, source: Source, matches: list[Match]) -> str | None:
    """Why the thing the claim gives a speaker ("The patient's thumb") is not borne out when the evidence gives it
    to a relation of someone's ("my wife's thumb locks up" — "does it stay locked?" — "no"): neither support nor
    conflict, as the speaker's own thing is not said either way; else None."""
    claim = claim_tokens(prop.text)
    term_lows = {t.low for t in prop.terms}
    relations = lexicon.groups("relations")
    for k, tok in enumerate(claim):
        if not possessive(tok.low) or tok.low[:-2] in relations:
            continue
        if k + 1 < len(claim) and claim[k + 1].low.removesuffix("'s") in relations:
            continue  # "the patient's wife's …", "the patient's father's side": the claim gives it to the relation too
        thing = next((t.low.removesuffix("'s") for t in claim[k + 1 : k + 1 + _REACH] if t.low in term_lows), None)
        found = _where_said(thing, core, source, matches)
        if found is None:
            continue
        owner, _ = _owner_before(source.statements[found[0]], found[1], source)
        if owner is not None and owner in relations and owner not in (t.low.removesuffix("'s") for t in claim):
            return f"owner: the evidence's {thing} is a {owner}'s, not {tok.low[:-2]}'s"
    return None
