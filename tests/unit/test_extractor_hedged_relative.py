"""A firm statement with a hedged relative or reason clause after it ("you have a torn meniscus , which could be
why it locks"): the hedge belongs to that clause only. The whole fact is refused, and its main clause alone ("The
patient has a torn meniscus.", ``main_clause``), VERIFIED by the proof, was then refused too — below the gate,
because its wording was graded on the whole quote, hedge included. The quote's wording is now graded up to the cut
when the fact has no such clause. A hedge in the main clause still counts. Every transcript here is written for the
test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("you have a torn meniscus , which might be why it locks .", "The patient has a torn meniscus."),
        ("you have a fatty liver , which is probably from the alcohol .", "The patient has a fatty liver."),
    ],
)
async def test_the_main_clause_of_a_hedged_relative_is_stored(said: str, fact: str) -> None:
    stored = await _stored(f"[patient] my knee locks up .\n[doctor] {said}\n[patient] okay .\n")
    assert fact in stored, stored


async def test_a_hedge_in_the_main_clause_still_keeps_it_out() -> None:
    stored = await _stored(
        "[patient] my knee locks up .\n[doctor] you probably have a torn meniscus , which is why it locks .\n"
        "[patient] okay .\n"
    )
    assert not [f for f in stored if "meniscus" in f and "probably" not in f], stored


async def test_a_hedge_in_a_restrictive_clause_still_counts() -> None:
    stored = await _stored(
        "[patient] i have a cousin who might know a good dentist .\n[doctor] okay .\n[patient] my knee locks up .\n"
    )
    assert "The patient has a cousin." not in stored, stored
