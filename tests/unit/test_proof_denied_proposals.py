"""What a proposal is not (round 22, lead): a proposal denied ("Raj never recommended | we hire a contractor": the
splitter cut the frame from its content, and the denial went with the frame); a recommendation denied before a verb
of stopping ("didn't recommend stopping" read as "did not stop" — a stop denied — and so as no denial at all); the
purpose of a deed only planned ("I'm going to raise the dose so | your sugars come down": a goal, not a fact); the
holder's own proposal read as their agreement ("You should stop the statin", said by the doctor, for "The doctor
agreed to stop the statin"). And what still passes: the same frames asserted, a yes to "Can we …?" by the one
asked, a report carried whole by the claim ("Raj suggested moving …" for "Raj suggested we move …")."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

NEVER = "Dana: Did Raj say anything about the contractor?\nSam: Raj never recommended we hire a contractor.\n"
DIDNT = "Sam: Raj did not recommend we hire a contractor.\n"
SAID = "Sam: Raj recommended we hire a contractor.\n"
STOP_DENIED = "Nurse: Lee didn't recommend stopping the statin.\n"
PURPOSE = "Doctor: I'm going to raise the dose so your sugars come down.\nPatient: Okay.\n"
RESULT = "Patient: It hurt so I stopped the statin.\n"
OWN_ADVICE = "Doctor: You should stop the statin. Your muscle pain may be from it.\nPatient: Hmm, let me think.\n"
HEDGED_ADVICE = "Doctor: I think we should stop the statin.\nPatient: Okay.\n"
ASKED = "Patient: Can we stop the statin?\nDoctor: Sure, we can stop it.\n"
REPORTED = "Sam: Raj suggested we move the launch to May.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (NEVER, "Raj recommended hiring a contractor.", None),
        (NEVER, "Raj recommended that the team hire a contractor.", None),
        (DIDNT, "Raj recommended hiring a contractor.", None),
        (SAID, "Raj recommended hiring a contractor.", Status.VERIFIED),
        (STOP_DENIED, "Lee recommended stopping the statin.", Status.CONTRADICTED),
        ("Patient: I never stopped taking aspirin.\n", "The patient stopped taking aspirin.", Status.CONTRADICTED),
        ("Patient: I did not quit smoking.\n", "The patient quit smoking.", Status.CONTRADICTED),
        (PURPOSE, "The patient's sugars come down.", None),
        (PURPOSE, "The doctor will raise the dose.", Status.VERIFIED),
        (RESULT, "The patient stopped the statin.", Status.VERIFIED),
        (OWN_ADVICE, "The doctor agreed to stop the statin.", None),
        (HEDGED_ADVICE, "The doctor agreed to stop the statin.", None),
        (HEDGED_ADVICE, "The patient agreed to stop the statin.", Status.VERIFIED),
        (ASKED, "The doctor agreed to stop the statin.", Status.VERIFIED),
        (REPORTED, "Raj suggested moving the launch to May.", Status.VERIFIED),
        (REPORTED, "Dana suggested moving the launch to May.", None),
        (REPORTED, "Raj suggested moving the launch to June.", Status.CONTRADICTED),
        (REPORTED, "The launch moves to May.", None),
    ],
)
def test_denied_and_planned_proposals(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED
