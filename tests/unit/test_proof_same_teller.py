"""A claim that itself reports its content ("The patient's wife says the patient has been wheezing.") is borne out by
the same teller's report in the source ("my wife says I've been wheezing"): the frame is a unit, checked like any
other. Another teller does not bear it out, and a claim with no frame stays unverifiable (only the wife says so).
Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

_SOURCES = [
    "Doctor: How have you been breathing?\nPatient: Not great. My wife says I've been wheezing.\nDoctor: Okay.",
    "[doctor] how have you been breathing\n"
    "[patient] not great , my wife says i've been wheezing at night\n[doctor] okay",
]


@pytest.mark.parametrize("source", _SOURCES)
def test_the_same_teller_bears_out_the_report(source: str) -> None:
    assert prove("The patient's wife says the patient has been wheezing.", source).status.value == "VERIFIED"


@pytest.mark.parametrize("source", _SOURCES)
@pytest.mark.parametrize(
    "claim",
    [
        "The patient's husband says the patient has been wheezing.",
        "The doctor's wife says the patient has been wheezing.",
        "The patient has been wheezing.",
        "The patient's wife has been wheezing.",
        "The patient's wife says the patient has been coughing.",
    ],
)
def test_another_teller_or_no_frame_is_not_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source).status.value != "VERIFIED"


@pytest.mark.parametrize("source", _SOURCES)
def test_the_report_denied_is_contradicted(source: str) -> None:
    claim = "The patient's wife says the patient has not been wheezing."
    assert prove(claim, source).status.value == "CONTRADICTED"
