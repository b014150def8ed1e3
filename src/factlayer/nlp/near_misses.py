"""Near misses: words that say a deed came close and did not happen ("almost", "nearly", "practically") or barely
happened at all ("hardly", "hardly ever", "barely ever") — ``lexicon/near_misses.txt``, read by proof/realis.py
before the deed's verb ("I almost quit", "I hardly ever had time") or before a verb and "to" ("I almost had to have
surgery")."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp.phrases import find_phrase, phrases

_NEAR_MISSES = phrases("near_misses")  # longest first
OPENERS = frozenset(p[0] for p in _NEAR_MISSES)  # the word a near miss opens on: "almost", "hardly", "barely"


def near_miss_at(lows: Sequence[str], end: int) -> int | None:
    """Where a near miss that ends at token ``end`` opens ("almost", "hardly ever"), or None."""
    for phrase in _NEAR_MISSES:
        start = end - len(phrase) + 1
        if start >= 0 and tuple(lows[start : end + 1]) == phrase:
            return start
    return None


def says_near_miss(lows: Sequence[str]) -> bool:
    """Some near miss stands among ``lows``."""
    return find_phrase(lows, "near_misses") is not None
