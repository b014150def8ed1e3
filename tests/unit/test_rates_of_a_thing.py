"""Issue #12, true statements refused (a value written differently): a sum of money with its period ("$2,500 a
year", "$20 every month") was read as the sum and, apart, a duration of one year ("a year") or nothing ("per
year"), so "$2,500 a year" demanded a "1 year" that "$2,500 per year" never says. It reads now as "2,500 dollars a
year" already did: one rate (nlp.value_forms); another amount or period is no support."""

from __future__ import annotations

import pytest

from factlayer.nlp.normalise import values
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

_FEE = "Agent: The parking pass is $20 every month, and you can cancel it any time.\n"
_RENT = "Speaker: The benefit provides up to $2,500 per year to help families with their rent.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_RENT, "The benefit provides up to $2,500 a year to families."),
        (_FEE, "The parking pass is $20 a month."),
    ],
)
def test_a_rate_is_read_as_one_value(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_FEE, "The parking pass is $20 a week."),
        (_FEE, "The parking pass is $30 a month."),
        (_RENT, "The benefit provides up to $2,500 a month to families."),
        (_RENT, "The benefit provides up to $3,500 a year to families."),
    ],
)
def test_another_amount_or_period_is_no_support(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("$20 every month", "dollar per month"),
        ("$2,500 a year", "dollar per year"),
    ],
)
def test_values_of_a_rate(text: str, unit: str) -> None:
    assert [v.unit for v in values(tokenize(text))] == [unit]


def test_a_point_in_time_is_no_rate() -> None:
    assert [v.unit for v in values(tokenize("I paid $300 a week ago"))] == ["dollar", "week"]
