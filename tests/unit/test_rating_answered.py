"""A rating given in reply to a question that asks for it: "How would you rate your pain?" — "About a six." bears
out "The patient rates her pain about a six." (the note's verb "rates" is the question's "rate": it frames no ask),
and a rating "out of ten" is said on the scale, not of another word (issue 12, fit-half split support)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_RATE = "Doctor: How would you rate your pain?\nPatient: About a six.\n"
_RATE_WHAT = "Doctor: What would you rate your knee pain?\nPatient: I'd say a seven.\n"
_RATE_SAY = "[doctor] how would you rate your knee pain ?\n[patient] i would say it's about an eight .\n"
_SCALE = "Doctor: On a scale of one to ten, how bad is your back pain?\nPatient: It's about a four.\n"
_SCALE_ZERO = (
    "[doctor] zero being none and ten being the worst , how much pain are you in\n[patient] now it's at like a six\n"
)
_NO_SCALE = "Patient: My headache is about a five today.\n"


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("The patient rates her pain about a six.", _RATE),
        ("The patient rates her pain a six.", _RATE),
        ("The patient rates his knee pain a seven.", _RATE_WHAT),
        ("The patient rates his pain about an eight.", _RATE_SAY),
        ("The patient's back pain is about a four out of ten.", _SCALE),
        ("The patient rates her back pain a four out of ten.", _SCALE),
        ("The patient's pain is now about a six out of ten.", _SCALE_ZERO),
        ("The patient's headache is about a five out of ten today.", _NO_SCALE),
    ],
)
def test_rating_borne_out(claim: str, source: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("The patient rates her pain about a seven.", _RATE),
        ("The patient rates his knee pain a six.", _RATE_WHAT),
        ("The patient rates his pain about a nine.", _RATE_SAY),
        ("The patient's back pain is about a ten out of ten.", _SCALE),
        ("The patient rates her back pain a five out of ten.", _SCALE),
        ("The patient's pain is now about a ten out of ten.", _SCALE_ZERO),
        ("The patient's headache is about a five out of twenty today.", _NO_SCALE),
        ("The doctor rates the patient's pain about a six.", _RATE),
        ("The patient rates her pain about a six.", "Doctor: How would you rate your pain?\nPatient: I'm not sure.\n"),
        # near misses: a guess is a hedge, "I'd say" gives a score only to a rating question, a yes rates nothing
        (
            "The patient started smoking at fifteen.",
            "Doctor: How old were you when you started?\nPatient: I would guess fifteen.\n",
        ),
        ("The patient sleeps about six hours.", "Doctor: How many hours do you sleep?\nPatient: I'd say about six.\n"),
        ("The patient rates her pain a six.", "Doctor: How would you rate your pain?\nPatient: I'd guess a six.\n"),
        ("The patient rates his pain.", "Doctor: Can you rate your pain for me?\nPatient: Yes.\n"),
    ],
)
def test_rating_twin_not_verified(claim: str, source: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED
