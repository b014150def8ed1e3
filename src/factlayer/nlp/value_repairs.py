"""A value the speaker corrects in the same sentence: "around 5000 units on sundays … or 50,000 units on sundays,
excuse me" states 50,000 units, not 5000; "five milligrams, sorry, fifteen milligrams" states fifteen.

A value replaces the nearest value of the same kind and unit before it (within ``_REACH`` tokens) when a
correction word (``lexicon/value_corrections``) stands right before it ("…, sorry, fifteen"), or right after an
alternative it opens with "or" ("or 50,000 units …, excuse me"). The replaced value is no longer stated.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.normalise import Value, values
from factlayer.nlp.tokens import Token

__all__ = ["replaced_values", "stated_values"]

_REACH = 15  # tokens from the corrected value to its correction
_NEAR = 4  # tokens between a correction word and the value it goes with ("or 50,000 units on sundays , excuse me")
_SKIP = frozenset({",", "-", "--", "...", "…", "uh", "um", "no"})


@lru_cache(maxsize=1)
def _phrases() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(line.split()) for line in lexicon.words("value_corrections"))


def _marker_ends(words: Sequence[str]) -> dict[int, int]:
    """Start index → index after, of each correction phrase in ``words``."""
    out: dict[int, int] = {}
    for i in range(len(words)):
        for phrase in _phrases():
            if tuple(words[i : i + len(phrase)]) == phrase:
                out[i] = max(out.get(i, i), i + len(phrase))
    return out


def _said_as_correction(words: Sequence[str], value: Value, markers: dict[int, int]) -> bool:
    before = value.first
    while before > 0 and words[before - 1] in _SKIP:
        before -= 1
    if any(end == before for end in markers.values()):
        return True  # "…, sorry, fifteen milligrams"
    opened_by_or = value.first > 0 and words[value.first - 1] == "or"
    return opened_by_or and any(value.last < start <= value.last + 1 + _NEAR for start in markers)


def replaced_values(tokens: Sequence[Token]) -> frozenset[int]:
    """Where (source offsets) the values of a sentence's ``tokens`` start that a later value of it corrects."""
    words = [t.low for t in tokens]
    markers = _marker_ends(words)
    if not markers:
        return frozenset()
    found = values(tokens)
    replaced: set[int] = set()
    for k, value in enumerate(found):
        if not _said_as_correction(words, value, markers):
            continue
        earlier = [j for j in range(k) if found[j].same_slot(value) and value.first - found[j].last <= _REACH]
        if earlier and not found[earlier[-1]].equals(value):
            replaced.add(tokens[found[earlier[-1]].first].start)
    return frozenset(replaced)


def stated_values(tokens: Sequence[Token], replaced: frozenset[int] = frozenset()) -> tuple[Value, ...]:
    """The values of ``tokens`` (a clause of a sentence) less those the sentence corrects (``replaced``)."""
    return tuple(v for v in values(tokens) if tokens[v.first].start not in replaced)
