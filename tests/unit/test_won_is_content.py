""" "won" is a verb of a claim, not the stray half of "won't" (issue #12): the function-word and filler lists
carried "won" from a list that splits "won't", so "won" in a claim was never checked — "Sam's team won the game"
was VERIFIED by "We lost the game". Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

# (source, claim, verified?, contradicted?)
CASES = [
    ("Sam: We lost the game on Sunday.\n", "Sam's team won the game on Sunday.", False, True),
    ("Sam: We played the game on Sunday and it was close.\n", "Sam's team won the game on Sunday.", False, None),
    ("Jo: I won the championship last year.\n", "Jo won the championship last year.", True, False),
    ("Jo: I won't be at the meeting tomorrow.\n", "Jo will be at the meeting tomorrow.", False, None),
]


@pytest.mark.parametrize(("source", "claim", "verified", "contradicted"), CASES)
def test_won_is_checked(source: str, claim: str, verified: bool, contradicted: bool | None) -> None:
    status = prove(claim, source).status
    assert (status is Status.VERIFIED) is verified
    if contradicted is not None:
        assert (status is Status.CONTRADICTED) is contradicted
