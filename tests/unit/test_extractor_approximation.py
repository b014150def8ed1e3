"""A "maybe" that only guesses an amount ("for maybe the past week", "maybe two or three times a week") is no hedge:
the fact is as firm as what was said, and the proof checks the amount. A "maybe" before the claim itself still
hedges it. Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.token_forms import HEDGE_PATTERN, without_approximation


@pytest.mark.parametrize(
    ("clause", "hedged"),
    [
        ("i have n't been swimming for maybe the past month", False),
        ("i walk maybe two or three times a week", False),
        ("it started probably 3 days ago", False),
        ("i drink maybe a couple of beers on weekends", False),
        ("maybe i have the flu", True),
        ("it's probably a little worse", True),
        ("i might have sprained it", True),
    ],
)
def test_a_guessed_amount_is_no_hedge(clause: str, hedged: bool) -> None:
    assert (HEDGE_PATTERN.search(without_approximation(clause)) is not None) is hedged


async def test_a_fact_with_a_guessed_amount_is_stored() -> None:
    text = "\n".join(
        [
            "[doctor] and how is the diet going ?",
            "[patient] i have n't been eating sweets for maybe the past month .",
            "[patient] and maybe i have diabetes , who knows .",
        ]
    )
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    stored = [a.candidate.text for a in assessments if a.accepted]
    assert "The patient has not been eating sweets for maybe the past month." in stored
    assert not any("diabetes" in fact for fact in stored)
