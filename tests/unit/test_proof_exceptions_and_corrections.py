"""A "never" with an exception, and a denial corrected (round 22, lead): "I've never had surgery except for my
tonsils" bore out "The patient has never had surgery" (and CONTRADICTED the true "had tonsil surgery"); "It's not
that I don't want to exercise, I just don't have time" bore out "The patient does not want to exercise" (the
clause called false was read as said), and the correction after it ("I just don't have time") must stay said."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

SURGERY = "Patient: I've never had surgery except for my tonsils as a kid.\n"
ALLERGY = "Nurse: Any allergies?\nPatient: No allergies except penicillin.\n"
NOT_THAT = "Patient: It's not that I don't want to exercise, I just don't have time.\n"
NOT_TRUE = "Mayor: It's not true that we cut funding and raised taxes.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (SURGERY, "The patient has never had surgery.", Status.CONTRADICTED),
        (SURGERY, "The patient had tonsil surgery as a kid.", Status.VERIFIED),
        (ALLERGY, "The patient is allergic to penicillin.", Status.VERIFIED),
        (ALLERGY, "The patient has no allergies.", None),
        (NOT_THAT, "The patient does not want to exercise.", None),
        (NOT_THAT, "The patient does not have time.", Status.VERIFIED),
        (NOT_TRUE, "The mayor's team cut funding.", None),
        (NOT_TRUE, "The mayor's team raised taxes.", None),
    ],
)
def test_exceptions_and_corrections(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED
