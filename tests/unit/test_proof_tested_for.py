"""A condition a test looks for is not a condition had, and a relative clause can deny it: "i want to get a psa
that looks for prostate cancer which i do n't think you have" VERIFIED "The patient has prostate cancer." and
"The doctor thinks the patient has prostate cancer.", and CONTRADICTED the true "The doctor does not think the
patient has prostate cancer." (proof/predicate.py, proof/polarity.py)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

VISIT = "[doctor] i wan na get a psa that looks for prostate cancer which i do n't think you have .\n[patient] okay .\n"


@pytest.mark.parametrize(
    "claim", ["The patient has prostate cancer.", "The doctor thinks the patient has prostate cancer."]
)
def test_looked_for_and_denied_is_not_had(claim: str) -> None:
    assert prove(claim, VISIT).status is not Status.VERIFIED


def test_the_doctors_doubt_is_not_contradicted() -> None:
    assert prove("The doctor does not think the patient has prostate cancer.", VISIT).status is not Status.CONTRADICTED


def test_what_is_looked_for_still_stands() -> None:
    assert prove("The doctor wants to get a PSA.", VISIT).status is Status.VERIFIED
