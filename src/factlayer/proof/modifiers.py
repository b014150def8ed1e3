"""A claim's modifier moved to another noun of the sentence: "It's navy blue with a yellow strap" does not say "The bag
is yellow with a navy blue strap" — every word is there, but "yellow" stands before "strap" in the evidence and
"blue" before it in the claim. A claim word of a class (``lexicon/categories.txt``: a colour, a side) right before a
noun (past one more word of its own, "navy blue") is read against that noun in the evidence: when the evidence puts
another word of the same class right before it, and never the claim's, the claim moved the modifier."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.claim import claim_tokens

__all__ = ["moved_modifier"]

_CLASSES = frozenset({"colour", "side"})
_SKIP = frozenset({"a", "an", "the", "his", "her", "their", "its", "my", "your", "our"})


def _modified(tokens: Sequence[Token]) -> list[tuple[str, str, str]]:
    """(class, modifier, noun stem) for each word of ``_CLASSES`` right before a noun (past one more modifier)."""
    classes = lexicon.classes("categories")
    stop = lexicon.words("stopwords")
    out: list[tuple[str, str, str]] = []
    for k, tok in enumerate(tokens):
        kind = classes.get(tok.low)
        if kind not in _CLASSES:
            continue
        for j in (k + 1, k + 2):
            if j >= len(tokens) or not tokens[j].is_word or tokens[j].low in stop:
                break
            if classes.get(tokens[j].low) is None:
                out.append((kind, tok.low, stem(tokens[j].low)))
                break
    return out


def moved_modifier(claim_text: str, evidence: Sequence[Token]) -> str | None:
    """A note when the evidence puts another word of the claim modifier's class before the claim's noun and never the
    claim's own (module docstring), else None."""
    said = _modified([t for t in evidence if t.low not in _SKIP])
    for kind, word, noun in _modified([t for t in claim_tokens(claim_text) if t.low not in _SKIP]):
        theirs = {w for k, w, n in said if n == noun and k == kind}
        if theirs and word not in theirs:
            return f"modifier: the evidence says {sorted(theirs)[0]!r} {noun!r}, not {word!r}"
    return None
