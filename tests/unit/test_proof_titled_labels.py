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


ADVICE = "Dr. Ruiz: Your cholesterol is high. You should stop the statin.\nPatient: Okay.\n"
TWO_ADVISE = (
    "Dr. Ruiz: Your cholesterol is high. You should stop the statin.\n"
    "Dr. Patel: I would add a walk every day.\nPatient: Okay.\n"
)


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        # a claim opening with the titled label as the source writes it, full stop and all, is that speaker's:
        # was CONTRADICTED ("the evidence is about patient, not dr ruiz"), while "Dr Ruiz recommends …" was VERIFIED
        (ADVICE, "Dr. Ruiz recommends stopping the statin.", True),
        (ADVICE, "Dr. Ruiz told the patient to stop the statin.", True),
        (TWO_ADVISE, "Dr. Patel recommends a daily walk.", True),
        # with two doctors, the label's role word names neither: "Dr Ruiz" opened a claim as any doctor
        (TWO_ADVISE, "Dr. Ruiz recommends a daily walk.", False),
        (TWO_ADVISE.replace("Dr.", "Dr"), "Dr Ruiz recommends a daily walk.", False),
        (TWO_ADVISE, "Dr. Ruiz recommends starting the statin.", False),
    ],
)
def test_a_claim_opening_with_a_titled_label(source: str, claim: str, verified: bool, roles: bool) -> None:
    assert (prove(claim, source, roles=roles).status is Status.VERIFIED) is verified
