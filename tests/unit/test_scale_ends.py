"""The ends of a rating scale rate nothing: "On a scale of one to ten, how bad is your pain?" — "About a four." does
not bear out a pain of ten (main VERIFIED "The patient's back pain is about a ten."), while a "two out of three"
is no scale and still counts (proof.scale_ends)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_ONE_TO_TEN = "Doctor: On a scale of one to ten, how bad is your back pain?\nPatient: It's about a four.\n"
_ZERO_TO_TEN = "[doctor] on a scale of zero to ten , how is the pain in your knee today ?\n[patient] about a three .\n"
_BEING = "Doctor: Zero being no pain and ten being the worst, where is your headache now?\nPatient: A five.\n"
_ONE_TO_FIVE = "Doctor: On a scale of 1 to 5, how tired are you?\nPatient: A two, I'd say.\n"


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("The patient's back pain is about a ten.", _ONE_TO_TEN),
        ("The patient's knee pain is a ten today.", _ZERO_TO_TEN),
        ("The patient's headache is a ten now.", _BEING),
        ("The patient's headache is a zero now.", _BEING),
        ("The patient's tiredness is a five.", _ONE_TO_FIVE),
    ],
)
def test_scale_end_rates_nothing(claim: str, source: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("The patient's back pain is about a four.", _ONE_TO_TEN),
        ("The patient's knee pain is a three today.", _ZERO_TO_TEN),
        ("The patient's headache is a five now.", _BEING),
        ("Two out of three tests were normal.", "Doctor: Two out of three tests were normal.\n"),
    ],
)
def test_the_rating_itself_still_verified(claim: str, source: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
