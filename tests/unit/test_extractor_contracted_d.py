"""A contracted "'d" is written "had" before a past participle and "would" otherwise (``nlp.contracted_d``):
"I'd never felt so accepted" was written "Caroline would never felt so accepted" — not English, and read as a wish.
Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.nlp.contracted_d import d_auxiliary


@pytest.mark.parametrize(
    ("said", "aux"),
    [
        ("i'd never felt so accepted", "had"),
        ("i'd been there twice", "had"),
        ("i'd already finished the course", "had"),
        ("i'd gone to bed early", "had"),
        ("i'd love to go again", "would"),
        ("i'd come if i could", "would"),
        ("i'd need a ride", "would"),
        ("i'd really like that", "would"),
    ],
)
def test_had_before_a_participle_would_otherwise(said: str, aux: str) -> None:
    assert d_auxiliary(said.split(), 0) == aux


async def test_a_past_perfect_is_stored_as_had() -> None:
    text = "Melanie: How was the group?\nCaroline: I'd never felt so accepted before.\nMelanie: Nice."
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    stored = [a.candidate.text for a in assessments if a.accepted]
    assert "Caroline had never felt so accepted before." in stored
    assert not any("would never felt" in t for t in stored), stored
