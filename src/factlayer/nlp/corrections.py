"""A value corrected as it is said: "around 5000 units on sundays, and two thous ... or 50,000 units on sundays,
excuse me" says 50,000. When a correction phrase (``lexicon/value_corrections.txt``) follows a value within a few
tokens, with no other value between, the values of the same kind said before it in the sentence are withdrawn; when
there are none and another value of its kind follows the phrase ("twice a week, sorry, I mean once a week"), the one
before the phrase is."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp.modality import phrases
from factlayer.nlp.normalise import values
from factlayer.nlp.tokens import Token
from factlayer.nlp.value_forms import Value

_REACH = 6  # tokens after a value where its correction phrase may start


def _corrects(tokens: Sequence[Token], value: Value, later: Sequence[Value]) -> bool:
    stop = min([len(tokens), value.last + 1 + _REACH, *(v.first for v in later)])
    lows = [t.low for t in tokens]
    return any(
        tuple(lows[k : k + len(p)]) == p for k in range(value.last + 1, stop) for p in phrases("value_corrections")
    )


def withdrawn(sentence: Sequence[Token]) -> frozenset[int]:
    """Offsets (the first token's start) of the values a later value of the same kind corrects in ``sentence``."""
    found = values(sentence)
    out: set[int] = set()
    for j, value in enumerate(found):
        if not _corrects(sentence, value, found[j + 1 :]):
            continue
        earlier = [sentence[v.first].start for v in found[:j] if v.same_slot(value) and not v.equals(value)]
        if earlier:
            out.update(earlier)  # "5000 units ... or 50,000 units, excuse me": the one before is taken back
        elif any(v.same_slot(value) and not v.equals(value) for v in found[j + 1 :]):
            out.add(sentence[value.first].start)  # "twice a week, sorry, I mean once a week": this one is
    return frozenset(out)


def kept_values(clause: Sequence[Token], taken_back: frozenset[int]) -> tuple[Value, ...]:
    """The values of a clause of a sentence, without those ``taken_back`` (:func:`withdrawn`)."""
    return tuple(v for v in values(clause) if clause[v.first].start not in taken_back)
