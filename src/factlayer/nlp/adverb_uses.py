"""A closed-class word used as an adverb: "see you back here in three months", "come back in two weeks", "right
after the fall", "right now" (``lexicon/adverb_uses``). Such a word names no member of its class (no body part,
no side), so another member is no rival of it."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token

__all__ = ["adverb_use"]


@lru_cache(maxsize=1)
def _uses() -> dict[str, frozenset[str]]:
    return {word: frozenset(after) for word, after in lexicon.table("adverb_uses").items()}


def adverb_use(tokens: Sequence[Token], i: int) -> bool:
    """Is ``tokens[i]`` a class word used as an adverb: one of ``lexicon/adverb_uses`` before one of the words
    listed with it, not after a determiner or a word that qualifies a body part ("your back in the morning",
    "her lower back on the left", "low back in the morning" are body parts)?"""
    after = _uses().get(tokens[i].low)
    if after is None or i + 1 >= len(tokens) or tokens[i + 1].low not in after:
        return False
    before = tokens[i - 1].low if i > 0 else ""
    return (
        before not in lexicon.words("determiners")
        and before not in lexicon.classes("categories")
        and before not in _QUALIFIERS
    )


_QUALIFIERS = frozenset({"low", "mid", "middle", "upper", "lower", "whole", "entire"})
