"""A request taken up by the listener's yes (proof/taken_up.py): "You should stop the statin." — "Okay." bears out
"The patient agreed to stop the statin" (was CONTRADICTED: "holder: said by Dr. Ruiz, not patient"), and nothing
else the yes does not say: no wish, no other thing, no yes from someone else, no deed the speaker reports."""

from __future__ import annotations

import asyncio

import pytest

from factlayer.proof.proof import Status, prove
from factlayer.verify.checker import ClaimChecker, SourceDoc

ADVICE = "Dr. Ruiz: Your cholesterol is high. You should stop the statin and try diet first.\nPatient: Okay.\n"
PLAN = "Doctor: I want you to start physical therapy twice a week.\nPatient: Okay, sounds good.\n"
REFUSED = "Dr. Ruiz: You should stop the statin.\nPatient: No, I don't want to.\n"
OTHER_YES = "Doctor: You should stop the statin.\nWife: Okay.\nPatient: I'm not sure.\n"
DONE = "Doctor: I stopped the statin for you last week.\nPatient: Okay.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (ADVICE, "The patient agreed to stop the statin.", Status.VERIFIED),
        (ADVICE, "The patient agreed to try diet first.", Status.VERIFIED),
        (PLAN, "The patient agreed to start physical therapy twice a week.", Status.VERIFIED),
        (ADVICE, "The patient agreed to start the statin.", Status.CONTRADICTED),
        (PLAN, "The patient agreed to start physical therapy three times a week.", Status.CONTRADICTED),
        # a yes is no wish; a "no" is no yes; another's yes is not the patient's; a reported deed asks nothing
        (ADVICE, "The patient wants to stop the statin.", None),
        (REFUSED, "The patient agreed to stop the statin.", None),
        (OTHER_YES, "The patient agreed to stop the statin.", None),
        (DONE, "The patient agreed to stop the statin.", None),
    ],
)
def test_a_request_taken_up_by_a_yes(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED


def test_the_yes_is_evidence_too() -> None:
    """The answer shows who agreed: the request and the listener's yes, each an exact slice with its speaker."""
    source = "Doctor: You should stop the statin.\nPatient: Okay.\n"
    result = asyncio.run(ClaimChecker().verify("The patient agreed to stop the statin.", [SourceDoc(text=source)]))
    assert result.verdict == "VERIFIED"
    pieces = [(e.source.speaker, e.source.text) for e in result.evidence if e.type == "supporting"]
    assert ("Patient", "Okay.") in pieces and ("Doctor", "You should stop the statin.") in pieces
    assert all(source[e.source.start_char : e.source.end_char] == e.source.text for e in result.evidence)
