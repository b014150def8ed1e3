"""A bare stop after what a speaker did (#12): "I took ibuprofen for a few days but it upset my stomach, so I
stopped." says the patient took it and it upset the stomach — not that the patient is taking it now (was VERIFIED),
nor that the upset stomach was denied (was CONTRADICTED). Another's stop ("My wife took metformin but she stopped")
ends nothing of the speaker's. A claim in an irregular past ("The patient took aspirin") is of the past, which a
later stop leaves standing (proof/tense.py, proof/polarity.py)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

IBUPROFEN = (
    "Doctor: Are you taking anything for it?\n"
    "Patient: I took ibuprofen for a few days but it upset my stomach, so I stopped.\n"
)
ASPIRIN = "Doctor: Any meds?\nPatient: I took aspirin, but I stopped.\n"
WIFE = "Doctor: Any meds?\nPatient: I take lisinopril. My wife took metformin but she stopped.\n"


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (IBUPROFEN, "The patient is taking ibuprofen.", Status.CONTRADICTED),
        (IBUPROFEN, "The patient took ibuprofen for a few days.", Status.VERIFIED),
        (IBUPROFEN, "Ibuprofen upset the patient's stomach.", Status.VERIFIED),
        (ASPIRIN, "The patient is taking aspirin.", Status.CONTRADICTED),
        (ASPIRIN, "The patient took aspirin.", Status.VERIFIED),
        (WIFE, "The patient takes lisinopril.", Status.VERIFIED),
    ],
)
def test_a_bare_stop_ends_only_the_speakers_own_doing(source: str, claim: str, expected: Status) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is expected, proof.reason
