"""A question at the end of an unpunctuated statement (issue #12): "so i'm glad that you know those levels are down
and have you been taking that metformin everyday" — "i do". The sentence as a whole is no question, so its reply was
never read with it, and "The patient takes her metformin every day" stayed UNVERIFIABLE. The closing question is
read with its reply alone. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_TURN = "[doctor] so i'm glad that you know those levels are down and have you been taking that metformin everyday\n"


@pytest.mark.parametrize(
    ("reply", "claim", "status"),
    [
        ("i do", "The patient takes her metformin every day.", Status.VERIFIED),
        ("i do", "The patient does not take her metformin every day.", Status.CONTRADICTED),
        ("i do", "The patient takes her metformin twice a day.", Status.CONTRADICTED),
        ("no", "The patient does not take her metformin every day.", Status.VERIFIED),
        ("no", "The patient takes her metformin every day.", Status.CONTRADICTED),
    ],
)
def test_closing_question_is_read_with_its_reply(reply: str, claim: str, status: Status) -> None:
    source = f"{_TURN}[patient] {reply}\n[doctor] okay\n"
    assert prove(claim, source).status is status


def test_the_statement_before_the_question_is_not_answered() -> None:
    source = f"{_TURN}[patient] no\n[doctor] okay\n"
    assert prove("The patient's levels are down.", source).status is not Status.CONTRADICTED


def test_a_sentence_without_a_question_gets_no_reply_read_into_it() -> None:
    source = "[doctor] so i'm glad that your levels are down and you take that metformin everyday\n[patient] no\n"
    assert prove("The patient does not take her metformin every day.", source).status is not Status.VERIFIED
