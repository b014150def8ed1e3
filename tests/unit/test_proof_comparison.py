"""A comparison keeps its sides: "more near my pinky than my thumb" does not bear out "more near his thumb than
his pinky" (it was VERIFIED: every word is there), and "my sister is older than my brother" contradicts "the
brother is older than the sister" (proof/comparison.py)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

PAIN = "[doctor] where is the pain now ?\n[patient] i feel the pain now more near my pinky than my thumb .\n"
FAMILY = "[doctor] any family around ?\n[patient] yes . my sister is older than my brother .\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (PAIN, "The patient feels the pain more near his thumb than his pinky."),
        (FAMILY, "The patient's brother is older than the patient's sister."),
    ],
)
def test_the_sides_of_a_comparison_swapped_are_contradicted(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (PAIN, "The patient feels the pain more near his pinky than his thumb."),
        (FAMILY, "The patient's sister is older than the patient's brother."),
    ],
)
def test_the_sides_kept_are_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
