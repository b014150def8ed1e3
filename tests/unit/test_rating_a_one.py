"""A rating of one written "a one" ("the pain is a one", "about a one out of ten") is a count: read as the pronoun
("a good one") it left the claim with no value, and "It's about a four" VERIFIED "The back pain is about a one".
Written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.nlp.numbers import pronoun_one
from factlayer.proof.proof import Status, prove

SCALE = "Doctor: On a scale of one to ten, how bad is your back pain?\nPatient: It's about a four.\n"


@pytest.mark.parametrize(
    "claim", ["The patient's back pain is about a one.", "The patient's back pain is a one out of ten."]
)
def test_a_rating_of_one_the_source_does_not_give_is_contradicted(claim: str) -> None:
    assert prove(claim, SCALE).status is Status.CONTRADICTED


def test_a_rating_of_one_given_is_verified() -> None:
    source = "Doctor: How bad is the pain from one to ten?\nPatient: A one.\n"
    assert prove("The pain is a one.", source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("words", "at", "thing"),
    [
        (["it", "is", "a", "one"], 3, False),
        (["about", "a", "one", "out", "of", "ten"], 2, False),
        (["a", "red", "one"], 2, True),
        (["this", "one", "is", "better"], 1, True),
        (["a", "one", ",", "maybe"], 1, False),
    ],
)
def test_one_after_a_is_a_count_where_nothing_follows_it(words: list[str], at: int, thing: bool) -> None:
    assert pronoun_one(words, at) is thing
