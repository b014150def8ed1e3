"""A one-word name after a title ("Dr. Jones", "Dr. Scott"): the speaker who introduces themself by it ("hi, doctor
scott here", "i'm doctor scott") is that person, so what they say of themselves bears out the claim by the name; a
name the source ties to someone spoken of ("dr jones sent me") is not the speaker of that role."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

HERE = (
    "[doctor] hi doctor scott here . how are you feeling today ?\n"
    "[patient] not great , my knee still hurts .\n"
    "[doctor] okay . i'll order an mri of your knee .\n"
)
INTRODUCED = (
    "[doctor] hi , i'm doctor scott . what brings you in today ?\n"
    "[patient] dr jones sent me . my knee has been hurting .\n"
    "[doctor] okay , let me examine your knee .\n"
    "[doctor] i'll order an mri of your knee .\n"
)
REFERRED = (
    "[doctor] hi , what brings you in today ?\n"
    "[patient] dr jones sent me . my knee has been hurting .\n"
    "[doctor] okay , let me examine your knee .\n"
)


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (HERE, "Dr. Scott will order an MRI."),  # the speaker introduced as Dr. Scott says "I'll order an MRI"
        (INTRODUCED, "Dr. Scott will order an MRI."),
        (INTRODUCED, "Dr. Scott examined the patient's knee."),
        (HERE, "Dr. Scott is the patient's doctor."),
        (REFERRED, "Dr. Jones sent the patient."),  # what the source does say of Dr. Jones
        (INTRODUCED, "The doctor will order an MRI."),
    ],
)
def test_the_speaker_called_by_the_name_bears_out_the_claim(source: str, claim: str, roles: bool) -> None:
    proof = prove(claim, source, roles=roles)
    assert proof.status is Status.VERIFIED, proof.reason


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (REFERRED, "Dr. Jones examined the patient's knee."),  # the doctor who examines is not the one who sent
        (INTRODUCED, "Dr. Jones examined the patient's knee."),
        (INTRODUCED, "Dr. Jones will order an MRI."),
        (REFERRED, "Dr. Jones is the patient's doctor."),  # a name said in passing is not the doctor's
        (HERE, "Dr. Jones will order an MRI."),
        (INTRODUCED, "Dr. Scott sent the patient."),  # Dr. Jones did
    ],
)
def test_a_name_the_source_ties_to_another_does_not_verify(source: str, claim: str, roles: bool) -> None:
    proof = prove(claim, source, roles=roles)
    assert proof.status is not Status.VERIFIED, proof.reason
