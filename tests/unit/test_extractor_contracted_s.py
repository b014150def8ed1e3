"""A contracted "'s" is written "has" before a participle "is" cannot take and before a participle with an object,
"is" otherwise (``digest.contracted_s``): "it's gotten worse" was written "… is gotten worse". Every transcript here
is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.contracted_s import s_auxiliary
from factlayer.digest.extractive import ExtractiveProvider


@pytest.mark.parametrize(
    ("rest", "aux"),
    [
        (" gotten worse since the fall", "has"),
        (" really gotten worse at night", "has"),
        (" not gotten any better", "has"),
        (" been sore for a week", "has"),
        (" got a cold", "has"),
        (" improved a lot", "has"),
        (" stopped", "has"),
        (" helped me a lot", "has"),
        (" taught me patience", "has"),
        (" finished her degree", "has"),
        (" swollen", "is"),
        (" sore", "is"),
        (" still swollen in the morning", "is"),
        (" called a sonnet", "is"),
        (" located in the knee", "is"),
        (" married", "is"),
        (" coming next week", "is"),
        (" a great way to relax", "is"),
    ],
)
def test_has_before_a_participle_is_otherwise(rest: str, aux: str) -> None:
    assert s_auxiliary(rest) == aux


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


async def test_its_gotten_worse_is_stored_as_has_gotten() -> None:
    text = (
        "[doctor] how's your back?\n[patient] it's gotten worse since the fall .\n[doctor] and your knee?\n"
        "[patient] my knee is bad , it's swollen in the morning .\n[doctor] okay ."
    )
    stored = await _stored(text)
    assert any("back has gotten worse since the fall" in t for t in stored), stored
    assert not any("is gotten" in t or "has swollen" in t for t in stored), stored  # a state stays "is"


async def test_a_carried_it_before_a_participle_is_has() -> None:
    text = (
        "[doctor] how's your sugar?\n[patient] my blood sugar is high , it's gotten worse since christmas .\n"
        "[doctor] okay ."
    )
    stored = await _stored(text)
    assert "The patient's blood sugar has gotten worse since christmas." in stored, stored
