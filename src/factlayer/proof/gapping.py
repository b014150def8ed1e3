"""A verbless part of a sentence and the part before it that lends it its verb ("I take two tablets in the morning
| and one at night"): the gapped part borrows the verb and, for a bare count, the unit ("one" is one tablet) — not
the lender's qualifiers or values, which are its own part's."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp.sentences import looks_like_predicate
from factlayer.nlp.value_forms import Value
from factlayer.proof.source import Statement

__all__ = ["lender_of", "lends_its_verb", "with_lent_unit"]


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
        return tuple(gapped.values)
    unit = units.pop()
    return tuple(Value("quantity", v.amount, unit, v.first, v.last) if v.kind == "number" else v for v in gapped.values)
