"""A claim crediting to its subject a deed the evidence has its subject do *to* or *with* that person: "I spoke to
Dr. Brown about your scan" for "Dr. Brown spoke about the scan", "I called Dr. Brown" for "Dr. Brown called", "I
met Ann" for "Ann met the patient". Every word of the claim is there, but the claim's subject stands after the
deed in the evidence's clause (its object, the one after "to" / "with", or further: "I referred you to Dr.
Brown"), and no place of the deed has it before ("I called Ann and Ann called the pharmacy"): the evidence says who
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
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token, skip_over
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term, claim_tokens
from factlayer.proof.predicate import BETWEEN, deed
from factlayer.proof.source import Statement
from factlayer.proof.titled_names import written_titled_name
from factlayer.proof.word_order import symmetric

__all__ = ["claim_verb", "subject_as_object", "subject_names"]

_JOINS = lexicon.words("deed_clause_joins")


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
    deeds = {m.token for m in matches if m.statement == core.index and m.term.low == verb.low}
    deeds |= {
        k for k, t in enumerate(tokens) if t.low == verb.low or stem(t.low) == verb.stem
    }  # "I called Ann and Ann called"
    note = None
    for k in sorted(deeds):
        start = max((j + 1 for j in range(k) if tokens[j].low in _JOINS), default=0)
        before = tokens[start:k]
        if any(t.low in names for t in before):
            return None  # "Dr. Brown called me", "Ann and I met": the subject before the deed
        end = next((j for j in range(k + 1, len(tokens)) if tokens[j].low in _JOINS), len(tokens))
        j = next((j for j in range(k + 1, end) if tokens[j].low in names), None)
        if j is None:
            continue
        if tokens[j - 1].low == "by" or (symmetric(tokens[k].low) and _doer_named(claim, core, before)):
            return None  # "I was called by Dr. Brown"; "Dr. Brown spoke to the doctor", the doctor's "I spoke to …"
        note = f"roles: in the evidence {tokens[j].text!r} is the one {tokens[k].text!r} is done to or with"
    return note
