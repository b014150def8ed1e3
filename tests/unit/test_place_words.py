"""A place or direction is a unit of a claim (issue #12): "on", "under", "off", "up" are function words, never
checked on their own, so "Ben's keys were on the couch" was VERIFIED by "My keys were under the couch" and "Ana
turned the heating on" left only unsaid by "I turned the heating off". proof/places holds the place word right
before or right after a word the claim shares with the evidence. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

KEYS = "Ben: My keys were under the couch.\n"
HEATING = "Ana: I turned the heating off last night because it was too warm.\n"
RENT = "Ana: Our rent went up by ten dollars this month.\n"


def test_another_place_is_not_verified() -> None:
    assert prove("Ben's keys were on the couch.", KEYS).status is not Status.VERIFIED


def test_over_and_under_leave_the_claim_unsaid() -> None:
    # other places, not opposites: "under review", "over the years" go with abstract nouns in speech
    status = prove("Ben's keys were over the couch.", KEYS).status
    assert status is not Status.VERIFIED
    assert status is not Status.CONTRADICTED


def test_the_opposite_particle_is_a_conflict() -> None:
    assert prove("Ana turned the heating on last night.", HEATING).status is Status.CONTRADICTED


def test_the_opposite_direction_is_a_conflict() -> None:
    assert prove("Ana's rent went down by ten dollars this month.", RENT).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("Ben's keys were under the couch.", KEYS),
        ("Ana turned the heating off last night.", HEATING),
        ("Ana's rent went up by ten dollars this month.", RENT),
        ("Ben keeps the passports under the bed.", "Ben: I keep the passports beneath the bed.\n"),
        ("Sam turned up at the party.", "Sam: I turned up at the party around nine.\n"),
        ("Ana left her phone in the bus.", "Ana: I left my phone on the bus.\n"),
        ("Ana talked on the phone yesterday.", "Ana: We talked over the phone yesterday.\n"),
        ("Ben found out about the layoffs.", "Ben: I found out about the layoffs on Friday.\n"),
        ("Sam has the dentist on Monday.", "Sam: I have the dentist on Monday.\n"),
        ("Ana filled in the form yesterday.", "Ana: I filled out the form yesterday.\n"),
        ("Ben wrote the numbers up after the meeting.", "Ben: I wrote the numbers down after the meeting.\n"),
    ],
)
def test_the_same_place_or_no_place_stays_verified(claim: str, source: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


def test_a_day_is_no_place() -> None:
    """ "on Monday" / "on Tuesday" is a time, decided by the value checks, not read as a place."""
    assert (
        prove("Sam has the dentist on Tuesday.", "Sam: I have the dentist on Monday.\n").status is Status.CONTRADICTED
    )
