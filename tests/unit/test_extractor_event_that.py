"""A "that"/"this" sentence about the event the sentence before told is read with it as its "which" clause, where the
antecedent can be no other (``digest.event_that``): "I ran a charity race last Saturday. That was really rewarding."
was stored as the race alone, the feeling skipped. Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


async def test_that_after_one_event_is_that_event() -> None:
    text = (
        "Melanie: How was your week?\nCaroline: I ran a charity race last Saturday. That was really rewarding.\n"
        "Melanie: Wow."
    )
    stored = await _stored(text)
    assert "Caroline ran a charity race last Saturday, which was really rewarding." in stored, stored


async def test_a_patients_that_after_one_event() -> None:
    text = "[doctor] what happened?\n[patient] i fell off a ladder on monday . that was when the pain started .\n"
    stored = await _stored(text)
    assert "The patient fell off a ladder on monday, which was when the pain started." in stored, stored


async def test_no_guess_where_that_may_be_another() -> None:
    text = (
        "Melanie: How was your week?\nCaroline: I went to a pride parade and I met a lot of people. That made me so "
        "happy. I met John yesterday. That was my brother. I was scared when we got lost. That was awful. I ran a race "
        "on Sunday. That was fun.\nMelanie: Wow."
    )
    stored = await _stored(text)
    assert "Caroline ran a race on Sunday, which was fun." in stored, stored  # the one rule that holds here
    assert not any("which made" in t or "their brother" in t or "awful" in t for t in stored), stored
