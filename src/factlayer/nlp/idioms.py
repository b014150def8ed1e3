"""Where a word stands inside a set phrase of a lexicon file and names nothing of its class ("on my feet all day" holds
"feet" but speaks of standing, not of the feet)."""

from __future__ import annotations

from functools import lru_cache

from factlayer.nlp.phrases import phrases

__all__ = ["idiom_positions"]


@lru_cache(maxsize=4096)
def idiom_positions(words: tuple[str, ...], name: str = "body_idioms") -> frozenset[int]:
    """The indices of ``words`` (lower case) that a phrase of ``lexicon/name.txt`` covers; read once per statement
    (the rival checks ask it for every candidate token)."""
    out: set[int] = set()
    for phrase in phrases(name):
        n = len(phrase)
        for i in range(len(words) - n + 1):
            if tuple(words[i : i + n]) == phrase:
                out.update(range(i, i + n))
    return frozenset(out)
