"""Speaker labels with a title ("Dr. Alvarez:"): a claim that names the speaker by title and name is about that
speaker, not about every doctor; and two labels that share a role ("Dr. Alvarez:", "Dr. Smith:") are two people,
so one's words never bear out a claim about the other. And a verb of stopping denies what it stops, not an earlier
conjunct ("start physical therapy and quit swimming")."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

ONE_DOCTOR = (
    "Dr. Alvarez: Good morning, Mrs. Chen.\nMrs. Chen: My shoulder hurts.\nDr. Alvarez: I will order an ultrasound.\n"
)
TWO_DOCTORS = "Dr. Alvarez: Good morning.\nDr. Smith: My shoulder hurts.\nDr. Alvarez: I will order an ultrasound.\n"
REQUEST = "[doctor] i want you to start physical therapy and quit swimming .\n[patient] okay .\n"
STOPPED = "[patient] i took aspirin for a while but stopped .\n[doctor] okay .\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (ONE_DOCTOR, "Dr. Alvarez will order an ultrasound."),  # was: "the source never says Alvarez"
        (ONE_DOCTOR, "Doctor Alvarez will order an ultrasound."),
        (ONE_DOCTOR, "The doctor will order an ultrasound."),
        (TWO_DOCTORS, "Dr. Alvarez will order an ultrasound."),
        (TWO_DOCTORS, "Dr. Smith's shoulder hurts."),
    ],
)
def test_a_titled_speaker_is_borne_out_by_their_own_words(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (TWO_DOCTORS, "Dr. Smith will order an ultrasound."),  # was VERIFIED through the shared alias "doctor"
        (TWO_DOCTORS, "Smith will order an ultrasound."),
        (TWO_DOCTORS, "Dr. Alvarez's shoulder hurts."),
        (ONE_DOCTOR, "Dr. Smith will order an ultrasound."),
        (ONE_DOCTOR, "Mrs. Chen will order an ultrasound."),
    ],
)
def test_another_person_is_never_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        (REQUEST, "The doctor wants the patient to start physical therapy.", True),  # was: the "quit" denied it
        (REQUEST, "The doctor wants the patient to quit swimming.", True),
        (REQUEST, "The doctor wants the patient to swim.", False),
        (STOPPED, "The patient takes aspirin.", False),  # "but stopped": the stop is of the aspirin
    ],
)
def test_a_later_stop_denies_only_what_it_stops(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source, roles=False).status is Status.VERIFIED) is verified
