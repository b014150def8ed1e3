"""A claim word borrowed from another statement of the window, while the core statement fills its place with a word
of its own: "No, the car is paid off. We owe about 140,000 on the house." does not bear out "The client owes about
140,000 on the car" — "car" is said, but of the paying off; where the owing says "on the …" it says "house". The
place is read by a preposition (``lexicon/modifier_prepositions``) right before the word in the claim, over
determiners and possessives, and the same preposition in the core before a content word the claim does not hold."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["borrowed_into_a_taken_place"]


def _preposition_before(tokens: Sequence[Token], k: int) -> str | None:
    """The preposition that opens the phrase ending at ``tokens[k]`` ("on | the car"), over determiners and
    possessives only."""
    skip = lexicon.words("determiners")
    j = k - 1
    while j >= 0 and (tokens[j].low in skip or tokens[j].low.endswith("'s")):
        j -= 1
    return tokens[j].low if j >= 0 and tokens[j].low in lexicon.words("modifier_prepositions") else None


def _word_after(tokens: tuple[Token, ...], prep: str) -> list[Token]:
    """The first content word after each ``prep`` of the statement, over determiners and possessives."""
    skip = lexicon.words("determiners")
    out: list[Token] = []
    for j, tok in enumerate(tokens):
        if tok.low != prep:
            continue
        n = j + 1
        while n < len(tokens) and (tokens[n].low in skip or tokens[n].low.endswith("'s")):
            n += 1
        if n < len(tokens) and tokens[n].is_word and tokens[n].low not in lexicon.words("stopwords"):
            out.append(tokens[n])
    return out


def borrowed_into_a_taken_place(prop: Proposition, core: Statement, matches: list[Match]) -> list[str]:
    """Weak conflicts (module docstring): a claim word matched outside ``core`` whose place ``core`` fills."""
    claim = claim_tokens(prop.text)
    claim_stems = {stem(t.low) for t in claim if t.is_word}
    out: list[str] = []
    for m in matches:
        if m.statement == core.index or m.how == "context":
            continue
        k = next((i for i, t in enumerate(claim) if t.low == m.term.low), None)
        prep = _preposition_before(claim, k) if k is not None else None
        if prep is None:
            continue
        own = [t for t in _word_after(core.tokens, prep) if stem(t.low) not in claim_stems]
        if own:
            out.append(f"entity: the claim says {m.term.text!r}, the evidence says {own[0].low!r} after {prep!r}")
    return out
