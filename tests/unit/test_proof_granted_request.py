"""A plan moved at the other speaker's request (review of round 34): "I'll schedule a technician for Thursday between
2 and 4." — "I work until 5 on Thursday. Can it be Friday?" — "Sure, Friday between 9 and 11 then." The later word
stands: Friday is no longer contradicted by the Thursday said before, and Thursday no longer bears anything out
(proof/moved_plans.py). A request refused, or granted for nothing the claim says, changes nothing."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

SUPPORT = (
    "Agent: A red light usually means a line problem. I'll schedule a technician for Thursday between 2 and 4.\n"
    "Customer: I work until 5 on Thursday. Can it be Friday?\n"
    "Agent: Sure, Friday between 9 and 11 then. I'll also credit your account 15 dollars.\n"
)
VISIT = "Doctor: Come back on Monday.\nPatient: Can it be Tuesday?\nDoctor: {reply}\n"


@pytest.mark.parametrize(
    "claim", ["The technician is scheduled for Friday.", "The technician is scheduled for Friday between 9 and 11."]
)
def test_the_granted_time_is_no_longer_contradicted_by_the_planned_one(claim: str) -> None:
    proof = prove(claim, SUPPORT, roles=False)
    assert proof.status is not Status.CONTRADICTED, proof.reason


def test_the_time_planned_before_is_not_borne_out() -> None:
    proof = prove("The technician is scheduled for Thursday between 2 and 4.", SUPPORT, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason


@pytest.mark.parametrize(
    ("reply", "claim", "expected"),
    [
        # granted: Monday outdated (was VERIFIED), Tuesday no rival (was CONTRADICTED)
        ("Sure, Tuesday is fine.", "The patient will come back on Monday.", Status.UNVERIFIABLE),
        ("Sure, Tuesday is fine.", "The patient will come back on Tuesday.", Status.UNVERIFIABLE),
        # refused: Monday stands
        ("No, Tuesday I am away.", "The patient will come back on Monday.", Status.VERIFIED),
        ("No, Tuesday I am away.", "The patient will come back on Tuesday.", Status.CONTRADICTED),
        # another day than the one granted: still contradicted
        ("Sure, Tuesday is fine.", "The patient will come back on Wednesday.", Status.CONTRADICTED),
    ],
)
def test_a_request_for_another_day(reply: str, claim: str, expected: Status) -> None:
    proof = prove(claim, VISIT.format(reply=reply), roles=False)
    assert proof.status is expected, proof.reason
