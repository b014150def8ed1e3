"""A non-clinician's "we" is the speaker and others, never the speaker alone — in a two-person conversation too
(three or more already skipped it): "Priya: we will ship the beta Friday" was stored as "Priya will ship the beta
Friday". Now the clause is skipped as ``ambiguous_subject``. A clinician's "we" stays the care team (the speaker).

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider

CHAT = (
    "Priya: Hi Sam, how is the launch going?\n"
    "Sam: Pretty well. The designs are done.\n"
    "Priya: Great. We will ship the beta Friday.\n"
    "Sam: I will tell the customers.\n"
)


async def _stored(text: str) -> list[str]:
    candidates = ExtractiveProvider().extract(text)
    return [a.candidate.text for a in await assess_candidates(candidates, text) if a.accepted]


async def test_we_of_two_people_is_not_one_of_them() -> None:
    stored = await _stored(CHAT)
    assert not any("ship the beta" in fact for fact in stored)
    assert "Sam will tell the customers." in stored  # an "I" stays the speaker's


def test_we_is_skipped_as_ambiguous_subject() -> None:
    skipped = ExtractiveProvider().digest(CHAT).skipped
    assert any(s.reason == "ambiguous_subject" and "ship the beta" in s.text for s in skipped)


async def test_a_clinicians_we_is_still_the_care_team() -> None:
    text = "[doctor] we will repeat the echo in two weeks .\n[patient] okay , sounds good .\n"
    assert "The doctor will repeat the echo in two weeks." in await _stored(text)
