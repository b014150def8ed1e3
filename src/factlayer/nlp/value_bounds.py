"""Bounds on amounts: "less than three times a week", "at least 4 million", "up to 400 mg", "almost 40", "65 or
older". The bound words (``lexicon/bounds.txt``) join the value they bound, which then carries the bound
(:class:`factlayer.nlp.value_forms.Value`), so "less than three times a week" is no "three times a week"."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import cache
from typing import cast

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token
from factlayer.nlp.value_forms import TIME_UNITS, Bound, Value

__all__ = ["bounded"]

_BOUNDED_KINDS = frozenset({"quantity", "number", "frequency"})
_PLACE_WORDS = frozenset({"over", "under", "above", "below"})  # also "over two months", "under the skin"
_AFTER_TIME = frozenset({"ago", "old", "back"})


@cache
def _phrases(side: str) -> tuple[tuple[tuple[str, ...], Bound], ...]:
    """(words, bound) of ``side`` ("before" / "after"), longest first."""
    found = [(row[2:], cast("Bound", row[1])) for row in lexicon.rows("bounds") if row[0] == side]
    return tuple(sorted(found, key=lambda item: -len(item[0])))


def bounded(tokens: Sequence[Token], found: list[Value]) -> list[Value]:
    """``found`` with each amount that bound words stand next to read as that bound, its span over them."""
    out: list[Value] = []
    lows = [t.low for t in tokens]
    for v in found:
        before = _before(lows, v) if v.kind in _BOUNDED_KINDS and v.bound is None else None
        after = _after(lows, v) if v.kind in _BOUNDED_KINDS and v.bound is None else None
        if out and out[-1].bound and out[-1].amount == v.amount and _only_hesitations(lows[out[-1].last + 1 : v.first]):
            # "maximal uh twelve uh twelve Euro": the bound said once, the amount twice
            out[-1] = dataclasses.replace(v, bound=out[-1].bound, first=out[-1].first)
        elif before is not None:
            out.append(dataclasses.replace(v, bound=before[1], first=before[0]))
        elif after is not None:
            out.append(dataclasses.replace(v, bound=after[1], last=after[0]))
        else:
            out.append(v)
    return out


def _only_hesitations(lows: list[str]) -> bool:
    return all(low in lexicon.words("hesitations") or low == "," for low in lows)


def _before(lows: list[str], v: Value) -> tuple[int, Bound] | None:
    """(first token, bound) of the bound words just before ``v`` (a hesitation between: "maximal uh twelve"); a
    word of place before an amount of time only as a bound ("for over two weeks", "over a year ago"), not "lost
    ten pounds over two months"."""
    first = v.first
    while first > 0 and lows[first - 1] in lexicon.words("hesitations"):
        first -= 1
    for words, bound in _phrases("before"):
        start = first - len(words)
        if start < 0 or tuple(lows[start:first]) != words:
            continue
        if words[0] in _PLACE_WORDS and v.kind == "quantity" and v.unit in TIME_UNITS:
            lead = lows[start - 1] if start > 0 else ""
            tail = lows[v.last + 1] if v.last + 1 < len(lows) else ""
            if lead not in lexicon.words("time_bound_leads") and tail not in _AFTER_TIME:
                return None
        return start, bound
    return None


def _after(lows: list[str], v: Value) -> tuple[int, Bound] | None:
    """(last token, bound) of the bound words just after ``v``: "65 or older", "40 plus"."""
    for words, bound in _phrases("after"):
        if tuple(lows[v.last + 1 : v.last + 1 + len(words)]) == words:
            return v.last + len(words), bound
    return None
