"""A relative clause after the thing a later "it" stands for ("this chronic back pain that we've been dealing with")
is part of that thing's noun phrase, not another noun phrase between it and the pronoun: its "that" opens no noun
when a personal pronoun follows it (digest/referents.py). A relative clause naming another thing ("the back pain that
the brace was for") still leaves the pronoun's referent open, and the fact unstored. Every transcript here is written
for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove
from tests.unit.test_extractor_referents import _stored, _visit


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            _visit(
                "[doctor] i know you've had this chronic back pain that we've been dealing with . how's that going ?",
                "[patient] it really bothers me when i sit at my desk .",
            ),
            "The patient says the chronic back pain really bothers them when the patient sits at their desk.",
        ),
        (
            _visit(
                "[doctor] how's your left knee that you hurt playing soccer ?",
                "[patient] it's still swollen .",
            ),
            "The patient says their left knee is still swollen.",
        ),
        (
            _visit(
                "[doctor] we started you on the metformin that i prescribed . how's that going ?",
                "[patient] good , i take it every morning with breakfast .",
            ),
            "The patient takes the metformin every morning with breakfast.",
        ),
    ],
)
async def test_a_relative_clause_after_the_thing_keeps_it_the_referent(text: str, fact: str) -> None:
    assert fact in await _stored(text)
    assert prove(fact, text).status is Status.VERIFIED


@pytest.mark.parametrize(
    "text",
    [
        # the relative clause names another thing: "it" may be the brace
        _visit(
            "[doctor] i know you've had this back pain that the brace was for . how's that going ?",
            "[patient] it really bothers me when i sit at my desk .",
        ),
        # "that" opens a noun phrase of its own: "it" may be the physical therapy
        _visit(
            "[doctor] how's your left knee ? and that physical therapy you started ?",
            "[patient] it's still swollen .",
        ),
    ],
)
async def test_a_relative_clause_naming_another_thing_leaves_it_unstored(text: str) -> None:
    stored = await _stored(text)
    assert not [f for f in stored if any(w in f for w in ("desk", "swollen"))]
