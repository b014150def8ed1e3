"""The one whose belief or report frames a clause is no doer of that clause: "my manager thinks | I should take the
lead" does not bear out "Ben's manager should take the lead", nor "my doctor says | I should cut back on salt" "The
patient's doctor should cut back on salt". The claim names no holder ("… thinks …"), its subject is named by the words
before a verb of believing or saying (``lexicon/believing.txt``, ``saying.txt``) in the core, and the clause after that
verb ("that", and the one told, "me", passed over) opens on a subject surely someone else ("I", "we", "you"; not "she",
who may be the framer), where the claim's own words are: the window is refused (neither support nor conflict). A claim
that gives the framer as its holder ("Ben's manager thinks Ben should …") is ``proof.framed_by``'s; the speaker's own
view ("I think | you …") is not read here."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.parties import same_party
from factlayer.proof.source import Statement

__all__ = ["framer_as_doer"]

_JOINS = lexicon.words("deed_clause_joins")
_SELF = lexicon.union("first_person", "we_forms")
# The framed clause's subject surely not the framer: the one speaking or spoken to ("my boss said | she will …" may
# be the boss herself)
_CLAUSE_SUBJECTS = (lexicon.words("subject_openers") & lexicon.union("first_person", "we_forms", "second_person")) - (
    lexicon.words("possessive_determiners")
)


@cache
def _frame_stems() -> frozenset[str]:
    """The stems of the one-word verbs of believing and of saying."""
    return frozenset(stem(w) for w in lexicon.union("believing", "saying") if " " not in w)


@cache
def _passed() -> frozenset[str]:
    """Words between a frame's verb and its clause's subject: "that", the one told ("told me | I …")."""
    return frozenset({"that"}) | lexicon.union("speaker_objects", "object_pronouns")


def _inner_subject(tokens: Sequence[Token], f: int) -> int | None:
    """Where the subject of the clause framed by the verb at ``f`` stands, or None when no clause follows."""
    k = f + 1
    while k < len(tokens) and tokens[k].low in _passed():
        k += 1
    return k if k < len(tokens) - 1 and tokens[k].is_word else None


def framer_as_doer(prop: Proposition, core: Statement, matches: Sequence[Match]) -> str | None:
    """The note refusing the window when the claim's subject only frames the clause holding its words (module
    docstring), or None."""
    if prop.holder is not None or prop.subject_is_holder:
        return None
    claim = [t.low for t in claim_tokens(prop.text)]
    if any(stem(low) in _frame_stems() for low in claim):
        return None  # "Ben's manager thinks …": the claim says the framing
    tokens = core.tokens
    here = [m for m in matches if m.statement == core.index]
    for f, tok in enumerate(tokens):
        if stem(tok.low) not in _frame_stems() or f == 0 or (k := _inner_subject(tokens, f)) is None:
            continue
        if tokens[k].low not in _CLAUSE_SUBJECTS or tokens[k].low in claim:
            continue
        start = max((j + 1 for j in range(f) if tokens[j].low in _JOINS or not tokens[j].is_word), default=0)
        if all(t.low in _SELF for t in tokens[start:f]):
            continue  # "I think | you …": the speaker's own view, of the listener (another check's)
        framer = [m for m in here if start <= m.token < f]
        inner = [m for m in here if m.token > k]
        if not inner or any(f <= m.token <= k for m in here):
            continue
        if _first_in_claim(claim, framer, inner) if framer else _named(prop, tokens, start, f, core):
            return f"roles: in the evidence {tokens[k].text!r} is the one framed by {tok.text!r}, not its framer"
    return None


def _named(prop: Proposition, tokens: Sequence[Token], start: int, end: int, core: Statement) -> bool:
    """Do ``tokens[start:end]`` surely name the claim's subject, a person ("my doctor" of "The patient's doctor")?"""
    if prop.subject.kind not in ("person", "relation"):
        return False
    return same_party(prop.subject, tokens, start, end, core.speaker, core.addressee) is True


def _first_in_claim(claim: Sequence[str], framer: Sequence[Match], inner: Sequence[Match]) -> bool:
    """Do the claim's words found in the frame's subject open the claim, before those found in the framed clause:
    the framer is the claim's subject?"""
    at = {low: k for k, low in reversed(list(enumerate(claim)))}
    said = [at[m.term.low] for m in framer if m.term.low in at]
    after = [at[m.term.low] for m in inner if m.term.low in at]
    return bool(said) and bool(after) and max(said) < min(after)
