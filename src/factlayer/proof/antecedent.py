"""A claim's subject read through "it": "my right knee has been hurting for a week, so i take the ibuprofen. it
helps a little." says the ibuprofen helps — not the knee, nor the week, though all three lie in the window.

When a statement's predicate follows "it" and the words of a claim opening on a noun phrase, said before its
predicate, are found only before that "it", another noun phrase said between them ("the ibuprofen": an opener
from ``determiners.txt`` and a word) is the nearer referent, so the window does not bear the claim out (nor
contradict it: the referent is a guess). Not a noun phrase here: a degree ("a little", ``vague_degrees.txt``), a
time ("the whole time", ``units.txt`` and ``time_openers.txt``), a phrase after "of" ("a ct of your side": still
the ct).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.phrases import phrases
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match, match_term
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

_IT = frozenset({"it", "it's"})
_PHRASE_WORDS = 3  # words after an opener that may hold its noun ("the left big toe")


@cache
def _openers() -> frozenset[str]:
    return frozenset(w for w in lexicon.words("determiners") if " " not in w)


@cache
def _not_nouns() -> frozenset[str]:
    names = ("stopwords", "auxiliaries", "common_verbs", "finite_verbs", "hesitations")
    return lexicon.union(*names)


@cache
def _times() -> frozenset[str]:
    units = set(lexicon.groups("units"))
    periods = {w for w, kind in lexicon.classes("time_openers").items() if kind in ("period", "alone")}
    return frozenset(units | periods)


def _opens_on_it(statement: Statement, first: int) -> int | None:
    """The offset of the "it" the statement's words before ``first`` open on, after nothing that could be a noun
    ("so it helps", "and it's fine"), else None."""
    skip = _not_nouns()
    for tok in statement.tokens[:first]:
        if tok.low in _IT:
            return tok.start
        if tok.is_word and tok.low not in skip:
            return None
    return None


def _degree_at(tokens: Sequence[Token], i: int) -> bool:
    lows = tuple(t.low for t in tokens[i : i + 3])
    return any(lows[: len(p)] == p for p in phrases("vague_degrees"))


def noun_phrase_between(tokens: Sequence[Token], start: int, end: int) -> bool:
    """Does an opener and a word that can be a noun stand between offsets ``start`` and ``end``? (The extractor
    asks the same before it writes a referent in: ``digest.referents``.)"""
    inside = [t for t in tokens if start < t.start < end]
    for i, tok in enumerate(inside):
        if tok.low not in _openers() or (i and inside[i - 1].low == "of") or _degree_at(inside, i):
            continue
        words = [t for t in inside[i + 1 : i + 1 + _PHRASE_WORDS] if t.is_word]
        nouns = [t for t in words if t.low not in _not_nouns() and t.low not in _openers()]
        if nouns and not any(t.low in _times() for t in words):
            return True
    return False


def misread_antecedent(prop: Proposition, usable: Sequence[Statement], matches: list[Match]) -> bool:
    """True when the claim's leading words come from before an "it" with another noun phrase between. Only for a
    claim that opens on a noun phrase ("The right knee helps"): a person ("John read it") is never "it"."""
    opening = claim_tokens(prop.text)
    if not opening or opening[0].low not in _openers():
        return False
    order = {term: k for k, term in enumerate(prop.terms)}
    by_index = {st.index: st for st in usable}
    tokens = [t for st in sorted(usable, key=lambda st: st.index) for t in st.tokens]
    for statement in usable:
        here = [m for m in matches if m.statement == statement.index]
        if statement.answered or not here:
            continue
        it = _opens_on_it(statement, min(m.token for m in here))
        if it is None:
            continue
        leading = min(order[m.term] for m in here)
        before = [
            by_index[m.statement].tokens[m.token].start
            for m in matches
            if order[m.term] < leading
            and m.statement in by_index
            and m.statement < statement.index
            and match_term(m.term, statement) is None
        ]
        if before and noun_phrase_between(tokens, max(before), it):
            return True
    return False
