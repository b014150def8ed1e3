"""A hedge right before an approximate amount qualifies the amount, not the deed (issue #12): "I ride our bike for
probably about 45 minutes" says the patient rides the bike, for about 45 minutes; "it started i would say probably
about three days ago" says when. A hedge before the verb ("I probably quit") or before a bare amount ("maybe twice a
week") still hedges the clause. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.modality import modality
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    "clause",
    [
        "i ride our bike for probably about 45 minutes or so .",
        "it started i would say probably about three days ago",
        "we walk maybe around twice a week",
        "the line was perhaps four or so hours long",
    ],
)
def test_a_hedge_of_an_approximate_amount_leaves_the_clause_asserted(clause: str) -> None:
    assert modality(tokenize(clause), spoken=True) == "asserted"


@pytest.mark.parametrize(
    "clause",
    [
        "i probably quit about 30 years ago .",  # before the verb: the quitting in doubt
        "i drink maybe twice a week .",  # a bare amount: the amount in doubt
        "maybe she has about 45 minutes",
        "it was probably about time",  # no amount
    ],
)
def test_other_hedges_still_hedge_the_clause(clause: str) -> None:
    assert modality(tokenize(clause), spoken=True) == "hedged"


_BIKE = "[doctor] do you exercise ?\n[patient] yes . i ride our bike for probably about 45 minutes or so .\n"
_PAIN = "[patient] i've been in a lot of pain , it started i would say probably about three days ago .\n"


def test_the_deed_and_its_approximate_amount_are_borne_out() -> None:
    assert prove("The patient rides the bike for about 45 minutes.", _BIKE).status is Status.VERIFIED
    assert prove("The patient rides the bike for about 25 minutes.", _BIKE).status is Status.CONTRADICTED
    assert prove("The pain started about three days ago.", _PAIN).status is Status.VERIFIED
    assert prove("The pain started about three weeks ago.", _PAIN).status is Status.CONTRADICTED


def test_a_hedged_deed_is_still_not_asserted() -> None:
    source = "[patient] i probably quit about 30 years ago .\n"
    assert prove("The patient quit about 30 years ago.", source).status is not Status.VERIFIED
    assert prove("The patient drinks twice a week.", "[patient] i drink maybe twice a week .\n").status is not (
        Status.VERIFIED
    )
