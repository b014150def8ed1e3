"""A claim crediting to its subject a deed the evidence has its subject do *to* or *with* that person: "I spoke to
Dr. Brown about your scan" for "Dr. Brown spoke about the scan", "I called Dr. Brown" for "Dr. Brown called", "I
met Ann" for "Ann met the patient". Every word of the claim is there, but the claim's subject stands after the
deed in the evidence's clause (its object, or the one after "to" / "with"), not before it: the evidence says who
spoke, called or met — someone else.

A verb whose two people may be said either way round (``lexicon/symmetric_verbs.txt``: "met", "spoke", "talked")
still bears the claim out when the claim also names the evidence's doer ("Dr. Brown spoke to the doctor", the
doctor saying "I spoke to Dr. Brown"); an agent after "by" ("I was called by Dr. Brown") is the doer. Such a
window is refused (neither support nor conflict): word order is a weak reading of roles.
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.persons import SECOND_PERSON, aliases
from factlayer.nlp.tokens import Token, skip_over
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term, claim_tokens
from factlayer.proof.predicate import BETWEEN, deed
from factlayer.proof.source import Statement
from factlayer.proof.titled_names import written_titled_name
from factlayer.proof.word_order import symmetric

__all__ = ["claim_verb", "subject_as_object", "subject_names"]

_JOINS = lexicon.words("deed_clause_joins")


def _lead_in(low: str) -> bool:
    """A word between a deed and its object: a particle or preposition, a determiner or a title ("Dr", "Mrs")."""
    return low in lexicon.words("object_lead_ins") | lexicon.words("determiners") | lexicon.words("title_abbreviations")


def _doer_named(claim: set[str], core: Statement, before: Sequence[Token]) -> bool:
    """The claim names the evidence's doer after its deed (``claim``: the words there): the one saying "I" / "we",
    the one told "you", or a name before the deed."""
    lows = {t.low for t in before}
    if (
        core.speaker
        and lows & (lexicon.words("i_forms") | lexicon.words("we_subjects"))
        and aliases(core.speaker) & claim
    ):
        return True
    if core.addressee and lows & SECOND_PERSON and aliases(core.addressee) & claim:
        return True
    return bool({t.low for t in before if t.text[:1].isupper() and t.low != "i"} & claim)


def subject_names(prop: Proposition) -> set[str]:
    """The words naming the claim's subject, with its titled name ("Dr. Brown …", read as the doctor: Brown is whom
    the claim credits)."""
    titled = written_titled_name(prop)
    return {w for name in prop.subject.names for w in name.split()} | ({titled} if titled else set())


def claim_verb(prop: Proposition) -> Term | None:
    """The claim's deed: the verb after its subject's name or relation ("Dr. Brown reviewed the results":
    "reviewed")."""
    if prop.subject.kind not in ("person", "relation"):
        return None
    lows = [t.low for t in claim_tokens(prop.text)]
    verb = deed(prop) or _after(prop, lows, subject_names(prop))
    return verb if verb is not None and verb.low in lows else None


def _after(prop: Proposition, lows: list[str], names: set[str]) -> Term | None:
    """The claim's word right after its subject's name ("Dr. Brown called", "Ann Lee phoned"), when a word to find."""
    at = next((k for k, low in enumerate(lows) if low in names), None)
    while at is not None and at + 1 < len(lows) and lows[at + 1] in names:
        at += 1
    k = skip_over(lows, at + 1, BETWEEN) if at is not None else len(lows)
    return next((t for t in prop.terms if k < len(lows) and t.low == lows[k]), None)


def subject_as_object(prop: Proposition, core: Statement, matches: Sequence[Match]) -> str | None:
    """Why the claim's subject is no doer of the evidence's deed (module docstring); None if it may be."""
    if prop.subject.kind != "person":
        return None
    lows = [t.low for t in claim_tokens(prop.text)]
    names = subject_names(prop)
    verb = claim_verb(prop)
    if verb is None:
        return None
    claim = set(lows[lows.index(verb.low) + 1 :])
    tokens = core.tokens
    for m in matches:
        if m.statement != core.index or m.term.low != verb.low:
            continue
        start = max((k + 1 for k in range(m.token) if tokens[k].low in _JOINS), default=0)
        before = tokens[start : m.token]
        if any(t.low in names for t in before):
            continue  # "Dr. Brown called me", "Ann and I met": the subject before the deed
        j = m.token + 1
        while j < len(tokens) and tokens[j].low not in names and _lead_in(tokens[j].low):
            j += 1
        if j >= len(tokens) or tokens[j].low not in names or tokens[j - 1].low == "by":
            continue
        if symmetric(m.term.low) and _doer_named(claim, core, before):
            continue
        return f"roles: in the evidence {tokens[j].text!r} is the one {tokens[m.token].text!r} is done to or with"
    return None
