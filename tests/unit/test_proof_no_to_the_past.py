"""A "no" to a question of the past ("Did you paint the fence?" — "Not yet.") says it is not done; it says nothing
of what will be done (proof/future.no_to_the_past_only): "B will paint the fence" was CONTRADICTED by it and "B will
not paint the fence" VERIFIED, though B goes on "I'll paint it on Monday"."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

FENCE = "A: Did you paint the fence?\nB: Not yet. I'll paint it on Monday.\n"
CLINIC = "A: Did you call the clinic?\nB: No.\n"


@pytest.mark.parametrize(
    ("source", "claim", "not_expected"),
    [
        (FENCE, "B will paint the fence.", Status.CONTRADICTED),
        (FENCE, "B will not paint the fence.", Status.VERIFIED),
        (CLINIC, "B will call the clinic.", Status.CONTRADICTED),
    ],
)
def test_a_no_to_a_question_of_the_past_says_nothing_of_the_future(
    source: str, claim: str, not_expected: Status
) -> None:
    assert prove(claim, source, roles=False).status is not not_expected


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (FENCE, "B painted the fence.", Status.CONTRADICTED),
        (FENCE, "B will paint the fence on Monday.", Status.VERIFIED),
        (CLINIC, "B called the clinic.", Status.CONTRADICTED),
        (CLINIC, "B did not call the clinic.", Status.VERIFIED),
    ],
)
def test_the_no_still_denies_the_past(source: str, claim: str, expected: Status) -> None:
    assert prove(claim, source, roles=False).status is expected
