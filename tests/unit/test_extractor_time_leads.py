"""A time said before a clause's subject stays an adverbial (``digest.time_leads``): "this morning i went running" was
written "The morning the patient went running." (the "this" read as a determiner) or "The patient says this morning
the patient went running."; it is written "The patient went running this morning.". Every transcript here is written
for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.time_leads import time_after


@pytest.mark.parametrize(
    ("clause", "moved"),
    [
        ("this morning i went running.", "i went running this morning."),
        ("This week I've been tired", "I've been tired this week"),
        ("last night my knee swelled up", "my knee swelled up last night"),
        ("Yesterday Jon lost his job.", "Jon lost his job yesterday."),
        ("On Monday, Gina opened her store.", "Gina opened her store on Monday."),
        ("today i feel better because i slept", "i feel better today because i slept"),
        (
            "over the weekend i moved boxes up and down the stairs",
            "i moved boxes up and down the stairs over the weekend",
        ),
        ("this morning was rough", "this morning was rough"),  # the time is the subject
        ("last night's dinner was great", "last night's dinner was great"),
        ("this is my sister", "this is my sister"),
    ],
)
def test_a_time_before_the_subject_moves_after_the_statement(clause: str, moved: str) -> None:
    assert time_after(clause) == moved


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


async def test_a_patients_morning_stays_a_time() -> None:
    text = "[doctor] how have you been?\n[patient] this morning i went running .\n[doctor] okay ."
    stored = await _stored(text)
    assert "The patient went running this morning." in stored, stored
    assert not any(t.startswith("The morning") or "says this morning" in t for t in stored), stored


async def test_a_chat_speakers_fronted_times_stay_times() -> None:
    text = (
        "Gina: What's new?\nJon: This morning I signed the lease for my store. This week I've been so busy.\n"
        "Gina: Great!"
    )
    stored = await _stored(text)
    assert "Jon signed the lease for their store this morning." in stored, stored
    assert "Jon has been so busy this week." in stored, stored
