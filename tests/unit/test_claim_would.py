"""A claim's own "would" (a conditional or a past habit) is a frame of its own
(``lexicon/frame_cues.txt``, ``proof.frame_unit``): borne out only by a "would" of the same content (or
a "will" that foresees it, a condition: ``lexicon/would_grounds.txt``), never by a plain "did" or "does" nor by a
"'d" that is "had" (``nlp.contracted_d``)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

HAD = "Jon: I'd already eaten when they arrived.\n"
HABIT = "Jon: As a kid I'd walk to school every day.\n"
DID = "Maria: Jon moved to Paris last year.\n"
DOES = "Maria: Jon runs every morning.\n"
IF = "Maria: If he had the money, Jon would move to Paris.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (HAD, "Jon would eat."),
        (HAD, "Jon would already have eaten."),
        ("Ana: I'd seen the ocean before that trip.\n", "Ana would see the ocean."),
        (DID, "Jon would move to Paris."),
        (DOES, "Jon would run every morning."),
        (IF, "Jon moved to Paris."),
        (IF, "Jon will move to Paris."),
    ],
)
def test_no_would_without_a_would(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (HABIT, "Jon would walk to school every day as a kid."),
        (HABIT, "Jon walked to school every day as a kid."),
        ("Jon: I'd eat there every day when I was a kid.\n", "Jon would eat there every day."),
        ("Jon: I'll bring the cake tomorrow.\n", "Jon said he would bring the cake."),
        ("Jon: I would never hurt her.\n", "Jon would never hurt her."),
        ("Ana: I'll most likely need a loan first.\n", "Ana would most likely need a loan."),
        (
            "Ana: People over forty now would not be so dependent on a phone.\n",
            "People over forty would not be so dependent on a phone.",
        ),
    ],
)
def test_a_would_or_a_had_as_said(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
