"""Word error rate, for tests and benchmarks."""

from __future__ import annotations

import re

from rapidfuzz.distance import Levenshtein

_APOSTROPHES = re.compile(r"['’]")
_NON_WORD = re.compile(r"[^\w\s]|_")


def normalize_words(text: str) -> list[str]:
    """Lowercase, drop apostrophes ("neighbor's" -> "neighbors"), turn other punctuation into spaces, split."""
    return _NON_WORD.sub(" ", _APOSTROPHES.sub("", text.lower())).split()


def word_error_rate(reference: str, hypothesis: str) -> float:
    """(substitutions + deletions + insertions) / reference words, after :func:`normalize_words`.

    Can exceed 1.0 when the hypothesis has many extra words. Raises ``ValueError`` for an empty reference.
    """
    ref = normalize_words(reference)
    if not ref:
        raise ValueError("the reference has no words")
    return Levenshtein.distance(ref, normalize_words(hypothesis)) / len(ref)
