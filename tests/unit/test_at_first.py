""" "At first" is a time, not a place in an order (issue #12): it was read as the ordinal 1, so "The patient iced it
at first" found no "1" in "i iced it initially" and was CONTRADICTED by the next clause's denial ("but i haven't
iced it at all recently"). It is a word now, found as "initially" too. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.normalise import values
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

_SOURCE = (
    "[doctor] did you try icing it at all ?\n[patient] i iced it initially but i haven't iced it at all recently .\n"
)


def test_at_first_is_no_value() -> None:
    assert values(tokenize("i iced it at first")) == []
    assert [v.amount for v in values(tokenize("my first surgery"))] == [1.0]


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The patient iced it at first.", Status.VERIFIED),
        ("The patient did not ice it at first.", Status.CONTRADICTED),
    ],
)
def test_at_first_said_as_initially(claim: str, status: Status) -> None:
    assert prove(claim, _SOURCE).status is status


def test_another_deed_at_first_is_not_borne_out() -> None:
    assert prove("The patient heated it at first.", _SOURCE).status is not Status.VERIFIED
