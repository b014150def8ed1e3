"""A yes whose reply goes on to say more of the asked-of thing (issue #12): "Is your nose dry?" — "Yeah, and it
bleeds because of it." made "The patient's nose bleeds" CONTRADICTED (the question's "dry" read as standing in
"bleeds"' place). The reply says "bleeds" itself: no conflict. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("question", "reply", "claim"),
    [
        ("Is your nose dry?", "Yeah, and it bleeds because of it.", "The patient's nose bleeds."),
        ("Is your skin itchy?", "Yes, and it peels sometimes.", "The patient's skin peels sometimes."),
    ],
)
def test_what_the_reply_adds_is_not_replaced(question: str, reply: str, claim: str) -> None:
    source = f"Doctor: {question}\nPatient: {reply}\n"
    assert prove(claim, source).status is not Status.CONTRADICTED


def test_the_question_itself_still_holds() -> None:
    source = "Doctor: Is your nose dry?\nPatient: Yeah, and it bleeds because of it.\n"
    assert prove("The patient's nose is dry.", source).status is Status.VERIFIED


def test_a_bare_yes_keeps_the_conflict() -> None:
    source = "Doctor: Is your nose dry?\nPatient: Yeah.\n"
    assert prove("The patient's nose bleeds.", source).status is Status.CONTRADICTED
