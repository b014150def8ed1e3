"""A time said after another value is that value's: "Your A1c is 7.4, down from 8.1 in March" dates the 8.1, not the
7.4, so it does not bear out "The patient's A1c was 7.4 in March" ("Your weight today is 180, up from 170 last
year" does not say the weight was 180 last year). Read when the claim's value stands before the claim's time word in
the statement and another value of the same kind and unit, not the claim's, stands between them."""

from __future__ import annotations

from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.class_words import TIME_CLASSES
from factlayer.proof.gapping import with_from_unit
from factlayer.proof.source import Statement

_PAST_TIMES = frozenset({"last", "ago", "yesterday", "year", "years"})


def time_of_another_value(prop: Proposition, core: Statement, matches: list[Match]) -> bool:
    """The claim's time word, in the core, follows another value said after the claim's own."""
    if not prop.values:
        return False
    claimed = {v.amount for v in prop.values}
    said = with_from_unit(core)  # "180 pounds now, down from 200 in May": the 200 is pounds too
    own = [v for v in said if v.amount in claimed]
    others = [v for v in said if v.amount not in claimed]
    times = [
        m.token
        for m in matches
        if m.statement == core.index
        and m.how != "context"
        and (m.term.category in TIME_CLASSES or m.term.low in _PAST_TIMES)
    ]
    return any(o.last < x.first and x.last < t and x.same_slot(o) for t in times for o in own for x in others)
