"""A relative narrowed by a modifier (issue #12, a false VERIFIED): the subject reader reads past the words before
a relation word to find whom the claim is about, and they were dropped with it — "My grandfather had a heart
attack" VERIFIED "The patient's maternal grandfather had a heart attack", and "My brother had a stroke" VERIFIED
"The patient's mother's brother had a stroke" (an uncle). Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

SOURCE = "Doctor: Any heart problems in the family?\nPatient: My grandfather had a heart attack at sixty.\n"


@pytest.mark.parametrize(
    "claim",
    [
        "The patient's maternal grandfather had a heart attack at sixty.",
        "The patient's paternal grandfather had a heart attack.",
        "The patient's tall grandfather had a heart attack at sixty.",
    ],
)
def test_a_modifier_the_source_never_says_is_not_verified(claim: str) -> None:
    assert prove(claim, SOURCE).status is not Status.VERIFIED


def test_the_other_side_of_the_family_is_not_verified() -> None:
    source = "Patient: My grandmother on my mom's side had a stroke.\n"
    assert prove("The patient's paternal grandmother had a stroke.", source).status is not Status.VERIFIED


def test_another_owner_before_the_relation_is_not_dropped() -> None:
    source = "Patient: My brother had a stroke last year.\n"
    assert prove("The patient's mother's brother had a stroke.", source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (SOURCE, "The patient's grandfather had a heart attack at sixty."),
        ("Patient: My older brother has diabetes.\n", "The patient's older brother has diabetes."),
        ("Patient: My maternal grandmother had lupus.\n", "The patient's maternal grandmother had lupus."),
        ("Patient: My 2-year-old son has a fever.\n", "The patient's 2-year-old son has a fever."),
        ("Patient: My grandma on my mom's side had a stroke.\n", "The patient's maternal grandmother had a stroke."),
        ("Patient: My grandpa on my dad's side had gout.\n", "The patient's paternal grandfather had gout."),
    ],
)
def test_what_the_source_says_is_still_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
