"""A fact's statement as the merge rules read it: its words, its polarity, its numbers (one place for both
``merge`` and ``endings``)."""

from __future__ import annotations

import re

from factlayer.nlp.stems import stem

_NEGATORS = frozenset({"not", "no", "never", "don't", "doesn't", "didn't", "isn't", "aren't", "wasn't", "weren't",
                       "won't", "can't", "cannot", "haven't", "hasn't", "do", "does", "did"})  # fmt: skip
_NEGATIVE = frozenset(_NEGATORS - {"do", "does", "did"})


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text.lower().replace("’", "'"))


def normalise(text: str) -> str:
    return " ".join(words(re.sub(r"\s*\([^)]*\)", "", text)))


def negator(word: str) -> bool:
    """A word of negation or its auxiliary ("not", "never", "does", "didn't")."""
    return word in _NEGATORS or word.endswith("n't")


def polarity(text: str) -> bool:
    return not any(w in _NEGATIVE or w.endswith("n't") for w in words(text))


def without_negation(text: str) -> str:
    """The statement's words without its negation, stemmed ("has" and "does not have" meet)."""
    return " ".join(stem(w) for w in words(text) if not negator(w))


def numbers(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"\d+(?:[.,]\d+)?", text))
