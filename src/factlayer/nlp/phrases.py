"""Phrases of the word lists (``lexicon/*.txt``, one phrase a line) found in a clause's words: :func:`phrases` as word
tuples, longest first; :func:`find_phrase` where the first found starts; :func:`phrases_in` all those held."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon

__all__ = ["find_phrase", "phrases", "phrases_in"]


@cache
def phrases(name: str) -> tuple[tuple[str, ...], ...]:
    """The phrases of ``lexicon/name.txt`` as word tuples, longest first."""
    return tuple(sorted((tuple(p.split()) for p in lexicon.words(name)), key=len, reverse=True))


@cache
def _by_first_word(name: str) -> dict[str, tuple[tuple[int, tuple[str, ...]], ...]]:
    out: dict[str, list[tuple[int, tuple[str, ...]]]] = {}  # first word → (rank in ``phrases``, phrase)
    for rank, phrase in enumerate(phrases(name)):
        out.setdefault(phrase[0], []).append((rank, phrase))
    return {first: tuple(ranked) for first, ranked in out.items()}


def find_phrase(words: Sequence[str], name: str, *, at_start: bool = False) -> int | None:
    """Index where a phrase of ``lexicon/name.txt`` starts in ``words`` (only at 0 if ``at_start``): the first of
    :func:`phrases` found (the longest), at its first place; only phrases opening on a word of ``words`` are tried."""
    index = _by_first_word(name)
    opening = words[:1] if at_start else words
    ranked = [p for first in opening if first in index for p in index[first]]  # hot: most calls find none
    for _, phrase in sorted(ranked) if len(ranked) > 1 else ranked:
        n = len(phrase)
        for i, word in enumerate(opening):
            if word == phrase[0] and tuple(words[i : i + n]) == phrase:
                return i
    return None


def phrases_in(words: Sequence[str], name: str) -> list[tuple[str, ...]]:
    """Every phrase of ``lexicon/name.txt`` that ``words`` hold, in the order of :func:`phrases`."""
    index = _by_first_word(name)
    ranked = sorted(p for first in set(words) for p in index.get(first, ()))
    return [p for _, p in ranked if any(tuple(words[i : i + len(p)]) == p for i in range(len(words)))]
