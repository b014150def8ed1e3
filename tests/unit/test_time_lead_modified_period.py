"""A time said before the subject whose period word has a modifier before it ("this past weekend", "over the past
week", "this coming Friday") is a fronted time too (``nlp.time_lead``, ``lexicon/time_openers.txt`` class
``modifier``): "This past weekend I volunteered at the shelter" was stored as "Maria says this past weekend they
volunteered at the shelter."; it is written "Maria volunteered at the shelter this past weekend.". Every transcript
here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.time_leads import time_after
from factlayer.nlp.time_lead import lead_time
from factlayer.nlp.tokens import tokenize


@pytest.mark.parametrize(
    ("clause", "n"),
    [
        ("This past weekend I volunteered at the shelter", 3),
        ("Over the past week, Jon rehearsed every night", 5),
        ("this coming Friday we are moving", 3),
        ("The past month I have been busy", 0),  # "the" opens no time of its own
        ("this past is over", 0),  # no period after the modifier
    ],
)
def test_a_modified_period_is_a_fronted_time(clause: str, n: int) -> None:
    assert lead_time(tokenize(clause)) == n


@pytest.mark.parametrize(
    ("clause", "moved"),
    [
        ("This past weekend I volunteered at the shelter.", "I volunteered at the shelter this past weekend."),
        ("over the past week my knee got worse", "my knee got worse over the past week"),
        ("This past Monday, Gina opened her store.", "Gina opened her store this past Monday."),
        ("this past weekend was insane", "this past weekend was insane"),  # the time is the subject
    ],
)
def test_a_modified_time_moves_after_the_statement(clause: str, moved: str) -> None:
    assert time_after(clause) == moved


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Maria: This past weekend I volunteered at the shelter.\nJohn: Nice!",
            "Maria volunteered at the shelter this past weekend.",
        ),
        (
            "Gina: How are things?\nJon: Over the past month I rehearsed for the show.\nGina: Good luck!",
            "Jon rehearsed for the show over the past month.",
        ),
        (
            "[doctor] how have you been?\n[patient] this past weekend my ankle started swelling .\n[doctor] okay .",
            "The patient's ankle started swelling this past weekend.",
        ),
    ],
)
async def test_a_modified_fronted_time_is_stored_as_a_time(text: str, fact: str) -> None:
    stored = await _stored(text)
    assert fact in stored, stored
    assert not any("says this past" in t or "says over the past" in t for t in stored), stored
