"""A verb of saying written as a passive participle ("was admitted", "was reported", "was confirmed") is what was
done to the subject — a word the source must say — unless content follows it ("was reported that …", "was noted
to have …", "was described as …"). The claim's "admitted" had been dropped as a frame, so "The patient was
admitted last year." was VERIFIED by a source that only went to the beach last year."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

BEACH = "Patient: I went to the beach last year.\n"
FELL = "Tom: I fell at work last week.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (BEACH, "The patient was admitted last year."),
        (BEACH, "The patient stated that he was admitted last year."),
        (FELL, "Tom was admitted last week."),
        (FELL, "The fall was reported last week."),
        (FELL, "The fall was confirmed."),
        ("Doctor: When did you go to the beach?\nPatient: Last year.\n", "The patient was admitted last year."),
    ],
)
def test_a_passive_deed_the_source_never_says_is_not_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I was admitted to the hospital last year.\n", "The patient was admitted last year."),
        ("[patient] i was admitted overnight for chest pain\n", "The patient was admitted for chest pain."),
        (BEACH, "It was reported that the patient went to the beach last year."),
        (BEACH, "The patient was reported to have gone to the beach last year."),
        ("Doctor: Any dizziness?\nPatient: No.\n", "The patient was noted to have no dizziness."),
        ("Ana: The budget was discussed at the meeting.\n", "The budget was discussed at the meeting."),
        (
            "Doctor: The lab told you that you might have C. diff.\nPatient: Yes, they told me I might have it.\n",
            "The patient was told she might have C. diff.",
        ),
    ],
)
def test_a_passive_deed_said_or_a_passive_frame_is_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I admitted my mistake.\n", "The patient was admitted."),
        ("Patient: I confirmed the appointment.\n", "The patient was confirmed."),
        ("Patient: I reported the side effects.\n", "The patient was reported."),
    ],
)
def test_a_passive_deed_the_source_says_only_in_the_active_is_not_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED
