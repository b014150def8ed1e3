"""A hedge that qualifies only an amount: "our bike for probably about 45 minutes", "it started i would say
probably about three days ago", "couple years ago maybe four or so years ago". The speaker is sure of the deed and
approximate about the amount, which a claim's "about" carries; the clause is not hedged by it. Only hedges of
``lexicon/amount_hedges.txt`` right before an amount made approximate — by a word of ``approximators.txt`` before
it, or "or so" after it. Not a hedge before a verb ("I probably quit about 30 years ago": the quitting in doubt),
nor before a bare amount ("maybe twice a week": the amount itself in doubt)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.numbers import is_number_word

__all__ = ["amount_hedged", "without_amount_hedges"]

_OR_SO = ("or", "so")


@cache
def _hedges() -> tuple[tuple[str, ...], ...]:
    return tuple(sorted((tuple(p.split()) for p in lexicon.words("amount_hedges")), key=len, reverse=True))


def _hedge_at(words: Sequence[str], i: int) -> int:
    """The length of the amount hedge at ``words[i]``, or 0."""
    return next((len(p) for p in _hedges() if tuple(words[i : i + len(p)]) == p), 0)


_TIMES = frozenset({"once", "twice", "thrice"})


def _number(word: str) -> bool:
    return word[:1].isdigit() or is_number_word(word) or word in _TIMES


def _approximate_amount(words: Sequence[str], j: int) -> bool:
    """An amount made approximate starts at ``words[j]``: "about 45", "around three", "four or so"."""
    if j < len(words) and words[j] in lexicon.words("approximators"):
        return j + 1 < len(words) and _number(words[j + 1])
    return j < len(words) and _number(words[j]) and tuple(words[j + 1 : j + 3]) == _OR_SO


def amount_hedged(words: Sequence[str]) -> frozenset[int]:
    """The indexes of the words of ``words`` that hedge an approximate amount only (a run of them: "i would say
    probably about three days")."""
    out: set[int] = set()
    i = 0
    while i < len(words):
        j = i
        while n := _hedge_at(words, j):
            j += n
        if j > i and _approximate_amount(words, j):
            out.update(range(i, j))
            i = j
        else:
            i += 1
    return frozenset(out)


def without_amount_hedges(words: Sequence[str]) -> list[str]:
    """``words`` without the hedges that qualify an approximate amount only."""
    dropped = amount_hedged(words)
    return [w for k, w in enumerate(words) if k not in dropped]
