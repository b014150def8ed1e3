"""Round 25 of the proof (issue #12): kinds of error found on the fit half of the pairs. Transcripts written for
the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

QUIT = "Doctor: Do you smoke?\nPatient: No, I quit five years ago.\n"


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The patient quit five years ago.", Status.VERIFIED),  # was CONTRADICTED: the 'no' read as a denial of 'quit'
        ("The patient quit smoking five years ago.", Status.VERIFIED),
        ("The patient smokes.", Status.CONTRADICTED),  # the 'no' still answers the question
        ("The patient quit ten years ago.", Status.CONTRADICTED),
    ],
)
def test_a_reply_no_before_a_stop_does_not_deny_the_stop(claim: str, status: Status) -> None:
    assert prove(claim, QUIT, roles=False).status is status


def test_a_reply_no_before_a_stop_in_one_line() -> None:
    source = "Doctor: Do you drink alcohol?\nPatient: No, I stopped drinking last year.\n"
    assert prove("The patient stopped drinking last year.", source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    "source",
    [
        "Doctor: Any surgeries?\nPatient: I had my gallbladder out five years ago.\n"
        "Doctor: I want to see you back in two weeks.\n",
        "Doctor: I want to see you back in two weeks.\nDoctor: Any surgeries?\n"
        "Patient: I had my gallbladder out five years ago.\n",
    ],
)
def test_a_return_is_not_a_time_ago(source: str) -> None:
    # 'back' going on to 'in' is a return ('see you back in two weeks'): 'five years ago' is another event's time,
    # no rival value of it (the synonym 'ago'/'back' holds for 'five years back' only)
    status = prove("The doctor wants the patient back in two weeks.", source, roles=False).status
    assert status is Status.VERIFIED


def test_five_years_back_is_still_five_years_ago() -> None:
    source = "Patient: I had my gallbladder out five years ago.\n"
    assert prove("The patient had the gallbladder out five years back.", source, roles=False).status is Status.VERIFIED
