"""The word "bit" is a stopword in "a bit tired" and the past of "bite" in "Ana bit a dog": as a stopword the claim's
deed was never checked, so "I was bitten by a dog" VERIFIED "Ana bit a dog" (who bit whom reversed). Written for the
test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Ana: I was bitten by a dog last week.\n", "Ana bit a dog."),
        ("Ana: The dog bit me last week.\n", "Ana bit the dog."),
        ("[patient] my son got bitten by a tick\n", "The patient bit a tick."),
        ("Patient: The dog bit my son last week.\n", "The patient was bitten by a dog."),
    ],
)
def test_who_bit_whom_reversed_is_not_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Ana: The dog bit me last week and I was a bit scared.\n", "The dog bit Ana."),
        ("Ana: The dog bit me last week and I was a bit scared.\n", "Ana was a bit scared."),
        ("Ana: I was bitten by a dog last week.\n", "Ana was bitten by a dog."),
    ],
)
def test_a_bite_said_and_a_bit_of_degree_are_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
