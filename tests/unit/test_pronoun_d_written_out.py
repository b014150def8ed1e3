"""A pronoun's "'d" written out when the pronoun is replaced by whom it stands for is "had" before a participle
("she'd been sick" → "… had been sick") and "would" otherwise ("she'd like to come"): four rewrites wrote every "'d"
as "would" ("The patient's mother would been sick …"), a fact the proof then refused (``digest.contracted_s.
written_out``, reading ``nlp.contracted_d``). Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.contracted_s import written_out
from factlayer.digest.extractive import ExtractiveProvider


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


@pytest.mark.parametrize(
    ("tail", "rest", "verb"),
    [("'d", " been sick", " had"), ("'d", " already left", " had"), ("'d", " like to come", " would")],
)
def test_a_contracted_d_is_had_before_a_participle(tail: str, rest: str, verb: str) -> None:
    assert written_out(tail, rest) == verb


async def test_the_had_reading_is_stored() -> None:
    stored = await _stored("Caroline: My sister called. She'd already left the party.\n")
    assert "Caroline's sister had already left the party." in stored, stored
