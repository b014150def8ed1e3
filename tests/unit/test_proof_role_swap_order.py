"""Who did what to whom without the dependency parse (``proof.word_order``): the speaker named in the claim by their
role ("the patient") stands where their "I" / "me" stands in the evidence, so "i ran into jerry" says nothing of
"Jerry ran into the patient"."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[patient] i was playing basketball and i ran into jerry .\n", "Jerry ran into the patient."),
        ("[patient] i ran into jerry at the store last week .\n", "Jerry ran into the patient."),
        ("[Ana] Bo helped me with the move.\n", "Ana helped Bo with the move."),
        ("[patient] jerry ran into me .\n", "The patient ran into Jerry."),
    ],
)
def test_the_two_people_swapped_around_the_verb_do_not_verify(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[patient] i was playing basketball and i ran into jerry .\n", "The patient ran into Jerry."),
        ("[patient] jerry ran into me .\n", "Jerry ran into the patient."),
        ("[Ana] I visited my sister last week.\n", "Ana visited her sister last week."),
    ],
)
def test_the_people_in_their_places_still_verify(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason
