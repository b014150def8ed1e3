"""A sentence saying a thing now ("Dr. Brown put you on BuSpar.") does not bear out a claim that it happened before
when the speaker goes on to ask "have you been on that before?" and the reply says no (issue 12, long sources)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

DENIED = [
    (
        "Doctor: i saw that dr. brown put you on buspar . have you been on that before ?\nPatient: no , that's new .\n",
        "The patient has been on BuSpar before.",
    ),
    (
        "Doctor: i see your cardiologist put you on metoprolol . have you been on that before ?\n"
        "Patient: no , never .\n",
        "The patient has been on metoprolol before.",
    ),
    (
        "Doctor: we have you on a low salt diet now . have you been on one of those before ?\n"
        "Patient: no , not really .\n",
        "The patient has been on a low salt diet before.",
    ),
    (
        "Nurse: the hospital has you on a blood thinner now . were you on that before ?\nPatient: no , never .\n",
        "The patient was on a blood thinner before.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), DENIED)
def test_a_present_state_is_no_earlier_instance_the_reply_denies(source: str, claim: str) -> None:
    assert prove(claim, source).status.name != "VERIFIED"


def test_an_earlier_instance_the_reply_affirms_stays_verified() -> None:
    source = (
        "Doctor: we have you on a low salt diet now . have you been on one of those before ?\n"
        "Patient: yes , a few years ago .\n"
    )
    assert prove("The patient has been on a low salt diet before.", source).status.name == "VERIFIED"
