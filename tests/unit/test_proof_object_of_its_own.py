"""A reply's own object after the repeated verb (round 22, lead): "The beta launches March 3 unless QA finds a
blocker." — "QA found two minor bugs yesterday, nothing blocking." bore out "QA found a blocker": the reply borrowed
"blocker" from the condition, though it names its own object where the blocker stood (``proof/reply_slots``)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

QA = (
    "PM: The beta launches March 3 unless QA finds a blocker.\n"
    "Dev: QA found two minor bugs yesterday, nothing blocking.\n"
)
PILLS = "Doctor: Did you take the metformin this morning?\nPatient: Yes, I took it with breakfast.\n"
KNEE = "Doctor: Did you land on the kneecap?\nPatient: I landed on my side.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (QA, "QA found a blocker.", None),
        (QA, "QA found two minor bugs.", Status.VERIFIED),
        (PILLS, "The patient took the metformin with breakfast.", Status.VERIFIED),
        (KNEE, "The patient landed on the kneecap.", None),
    ],
)
def test_an_object_of_its_own(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED
