"""A verbless part of a sentence and the part before it that lends it its verb ("I take two tablets in the morning
| and one at night"): the gapped part borrows the verb and, for a bare count, the unit ("one" is one tablet) — not
the lender's qualifiers or values, which are its own part's. A bare count after "from" counts in the unit said
before it ("300 units, up from 200")."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp.sentences import looks_like_predicate
from factlayer.nlp.value_forms import Value
from factlayer.proof.source import Statement

__all__ = ["lender_of", "lends_its_verb", "with_from_unit", "with_lent_unit"]


def lends_its_verb(earlier: Statement, gapped: Statement) -> bool:
    """Is ``gapped`` a verbless part of the sentence that ``earlier`` opens?"""
    return (
        earlier.sentence == gapped.sentence
        and earlier.index < gapped.index
        and not looks_like_predicate(" ".join(t.text for t in gapped.tokens))
    )


def lender_of(gapped: Statement, statements: Sequence[Statement]) -> Statement | None:
    """The nearest statement of ``statements`` that lends ``gapped`` its verb, or None."""
    lenders = [st for st in statements if lends_its_verb(st, gapped)]
    return max(lenders, key=lambda st: st.index) if lenders else None


def with_lent_unit(gapped: Statement, statements: Sequence[Statement]) -> tuple[Value, ...]:
    """The values of ``gapped``, a bare count given the one unit its lender counts in ("and one at night" after
    "two tablets in the morning": 1 tablet)."""
    lender = lender_of(gapped, statements)
    units = {v.unit for v in lender.values if v.kind == "quantity"} if lender else set()
    if len(units) != 1:
        return with_from_unit(gapped)
    unit = units.pop()
    return tuple(Value("quantity", v.amount, unit, v.first, v.last) if v.kind == "number" else v for v in gapped.values)


def with_from_unit(st: Statement) -> tuple[Value, ...]:
    """The statement's values, a bare count after "from" given the one unit counted before it ("we sold 300 units in
    March, up from 200 in February": 200 units, what the 300 units rose from)."""
    out: list[Value] = []
    for v in st.values:
        units = {u.unit for u in st.values if u.kind == "quantity" and u.last < v.first}
        after_from = v.first > 0 and st.tokens[v.first - 1].low == "from"
        if v.kind == "number" and after_from and len(units) == 1:
            v = Value("quantity", v.amount, units.pop(), v.first, v.last)
        out.append(v)
    return tuple(out)
