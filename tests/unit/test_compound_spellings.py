"""A compound written as one word on one side and as two on the other (issue #12): the claim's "heart burn" or
"check up" was never found in the transcript's "heartburn" / "checkup", nor the claim's "Accu-Chek" in "Accu Cheks"
(the joined form in another inflection), so true statements stayed UNVERIFIABLE. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("i get heartburn after meals .", "The patient gets heart burn after meals."),
        ("i had my checkup last week .", "The patient had a check up last week."),
        ("i had my yearly checkups with doctor lee .", "The patient had yearly check ups with Doctor Lee."),
        ("i check my sugar with accu cheks once a day .", "The patient checks her sugar with Accu-Chek once a day."),
        ("i breast feed every two to three hours .", "The patient breastfeeds every two to three hours."),
        ("that roadtrip this past weekend was great .", "The patient's road trip was this past weekend."),
    ],
)
def test_compound_written_otherwise_is_found(said: str, claim: str) -> None:
    assert prove(claim, f"[patient] {said}\n").status is Status.VERIFIED


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("i get heartburn after meals .", "The patient gets heart pain after meals."),
        ("i get heartburn after meals .", "The patient does not get heart burn after meals."),
        ("i had my checkup last week .", "The patient had a check up last month."),
        ("i check my sugar with accu cheks once a day .", "The patient checks her sugar with Accu-Chek twice a day."),
    ],
)
def test_compound_written_otherwise_keeps_its_conflicts(said: str, claim: str) -> None:
    assert prove(claim, f"[patient] {said}\n").status is Status.CONTRADICTED


def test_a_negation_is_never_joined() -> None:
    source = "[patient] i notice the knee is swollen in the evening .\n"
    assert prove("The patient does not ice the knee in the evening.", source).status is not Status.VERIFIED
