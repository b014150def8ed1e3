"""A date said in words ("July twenty ninth two thousand eight", "the third of May") is read as a date and a year
by the one number parser (``nlp.numbers``), never merged into one wrong cardinal ("twenty" read alone made a
"729 vs 720" conflict out of a true statement). Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.normalise import values
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import prove


def _read(text: str) -> list[tuple[str, float]]:
    return [(v.kind, v.amount) for v in values(tokenize(text))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("it was on July twenty ninth two thousand eight", [("date", 729.0), ("year", 2008.0)]),
        ("it was on July 29, 2008", [("date", 729.0), ("year", 2008.0)]),
        ("the twenty ninth", [("ordinal", 29.0)]),
        ("in nineteen ninety-nine", [("year", 1999.0)]),
        ("in nineteen ninety nine", [("year", 1999.0)]),
        ("on the third of May", [("date", 503.0)]),
        ("on the twenty first of June nineteen eighty", [("date", 621.0), ("year", 1980.0)]),
        ("one hundred and two", [("number", 102.0)]),
        ("at eleven thirty", [("number", 11.0), ("number", 30.0)]),  # a clock's two numbers, no year 1130
    ],
)
def test_dates_and_numbers_in_words(text: str, expected: list[tuple[str, float]]) -> None:
    assert _read(text) == expected


_VISIT = (
    "Doctor: When was your last visit, sir?\n"
    "Patient: Um, it was on July twenty ninth two thousand eight.\n"
    "Doctor: Yes, I see."
)


def test_a_date_said_in_words_bears_out_the_same_date() -> None:
    assert prove("The patient's last visit was on July 29, 2008.", _VISIT).status == "VERIFIED"


@pytest.mark.parametrize(
    "claim", ["The patient's last visit was on July 20, 2008.", "The patient's last visit was on July 29, 2009."]
)
def test_another_date_is_contradicted(claim: str) -> None:
    assert prove(claim, _VISIT).status == "CONTRADICTED"
