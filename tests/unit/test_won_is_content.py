""" "won" is a verb of a claim, not the stray half of "won't" (issue #12): the function-word and filler lists
carried "won" from a list that splits "won't", so "won" in a claim was never checked — "Sam's team won the game"
was VERIFIED by "We lost the game". Sources written for the test."""

from __future__ import annotations

from factlayer.proof.proof import Status, prove


def test_won_against_lost_is_a_conflict() -> None:
    source = "Sam: We lost the game on Sunday.\n"
    assert prove("Sam's team won the game on Sunday.", source).status is Status.CONTRADICTED


def test_won_must_be_said() -> None:
    source = "Sam: We played the game on Sunday and it was close.\n"
    assert prove("Sam's team won the game on Sunday.", source).status is not Status.VERIFIED


def test_won_said_is_verified() -> None:
    source = "Jo: I won the championship last year.\n"
    assert prove("Jo won the championship last year.", source).status is Status.VERIFIED


def test_wont_stays_a_negated_will() -> None:
    source = "Jo: I won't be at the meeting tomorrow.\n"
    assert prove("Jo will be at the meeting tomorrow.", source).status is not Status.VERIFIED
