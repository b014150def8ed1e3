"""A clause said not to be known (nlp/unknown_clause.py): "I don't remember that I took the pills" says neither that
the pills were taken nor that they were not; the factive past ("I didn't know that I had diabetes") and a denied
verb with no clause of its own ("I don't remember the name of the pill") keep their readings."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I don't remember that I took the pills.", "The patient did not take the pills."),
        ("Patient: I don't remember that I took the pills.", "The patient took the pills."),
        ("Patient: I don't remember that I fell, but I woke up on the floor.", "The patient fell."),
        ("Patient: I don't recall that I had a fever.", "The patient had a fever."),
        ("Patient: I don't recall that I had a fever.", "The patient did not have a fever."),
        ("Patient: Honestly I don't recall that I ever lost consciousness.", "The patient never lost consciousness."),
        ("Patient: I can't recall that I ever had chickenpox.", "The patient never had chickenpox."),
        ("Patient: I don't know that I have diabetes.", "The patient has diabetes."),
        ("Patient: I don't know that I have diabetes.", "The patient does not have diabetes."),
        ("Doctor: I do not know that you need surgery.", "The patient needs surgery."),
    ],
)  # fmt: skip
def test_what_the_speaker_does_not_know_is_neither_borne_out_nor_contradicted(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is Status.UNVERIFIABLE, proof.reason


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I remember that I took the pills.", "The patient took the pills."),
        ("Patient: I didn't know that I had diabetes until last year.", "The patient had diabetes."),
        ("Patient: I don't remember the name of the pill.", "The patient does not remember the name of the pill."),
    ],
)  # fmt: skip
def test_a_known_clause_and_a_denied_verb_without_one_keep_their_reading(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason
