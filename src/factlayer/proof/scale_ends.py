"""The ends of a rating scale are no rating: "On a scale of one to ten, how bad is your pain?" — "About a four."
says the pain is a four, not a one or a ten, though both numbers are in the window. A scale's end: a ten after
"out of" ("a nine out of ten"; not the three of "two out of three tests"), a number before "being" ("zero being
none, ten being the worst"), or either number of "N to M" in a sentence that names a "scale" ("on a scale of 1 to
10"). Such a value bears out only a claim's own scale end ("… a four out of ten"); a claim's "out of ten" needs no
scale said (the ten-point scale a note writes a rating on), another scale must be said.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from factlayer.nlp.tokens import Token
from factlayer.nlp.value_forms import Value
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["claim_scale_end", "without_scale_ends"]

_SCALE = frozenset({"scale", "scales"})
_TEN = 10.0


def _ends(tokens: Sequence[Token], values: Sequence[Value]) -> set[int]:
    """The ``first`` token index of each value that is an end of a scale in ``tokens``."""
    lows = [t.low for t in tokens]
    numbers = [v for v in values if v.kind == "number"]
    scaled = any(low in _SCALE for low in lows)
    out: set[int] = set()
    for v in numbers:
        out_of = lows[max(0, v.first - 2) : v.first] == ["out", "of"] and v.amount == _TEN  # not "two out of three"
        ranged = scaled and (
            any(w.last == v.first - 2 and lows[v.first - 1] == "to" for w in numbers)
            or any(w.first == v.last + 2 and lows[v.last + 1] == "to" for w in numbers)
        )
        if out_of or ranged or lows[v.last + 1 : v.last + 2] == ["being"]:
            out.add(v.first)
    return out


def without_scale_ends(statement: Statement) -> Statement:
    """``statement`` with the values that end a scale left out."""
    ends = _ends(statement.tokens, statement.values)
    if not ends:
        return statement
    return replace(statement, values=tuple(v for v in statement.values if v.first not in ends))


def claim_scale_end(prop: Proposition, value: Value, window: Sequence[Statement]) -> bool | None:
    """None unless ``value`` ends a scale in the claim; else whether the window bears it out (any value of it, a
    scale's end included) or it is the ten of "out of ten", which needs no scale said."""
    tokens = claim_tokens(prop.text)
    if value.first not in _ends(tokens, prop.values):
        return None
    if [t.low for t in tokens[max(0, value.first - 2) : value.first]] == ["out", "of"]:
        return True  # the ten-point scale ("two out of three" is no end)
    return any(v.bears_out(value) for st in window for v in st.values)
