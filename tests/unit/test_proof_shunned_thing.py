"""A verb that keeps away from a thing ("avoid alcohol", "stay away from soda", "skip breakfast") right before the
claim's thing denies the claim's own verb on it: the doctor's "avoid alcohol and fatty foods" is no advice "to
drink alcohol" (it was VERIFIED, borne out by the doctor's question "how much do you drink?" and the "avoid"
sentence stitched together), and it bears out "… not to drink alcohol" (it was CONTRADICTED). Fresh wording."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

VISIT = (
    "[doctor] how much do you drink ?\n"
    "[patient] a couple of glasses of wine on weekends .\n"
    "[doctor] okay . avoid alcohol and greasy food for two weeks .\n"
    "[patient] got it .\n"
)
CLINIC = (
    "Doctor: Do you jog at all?\n"
    "Patient: Most mornings.\n"
    "Doctor: Skip the hills for now and stay away from energy drinks.\n"
    "Patient: Sure.\n"
)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (VISIT, "The doctor advises the patient to drink alcohol."),
        (VISIT, "The doctor tells the patient to drink alcohol."),
        (VISIT, "The doctor advises the patient to have alcohol."),
        (CLINIC, "The doctor tells the patient to drink energy drinks."),
    ],
)
def test_a_shunned_thing_is_no_advice_to_have_it(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (VISIT, "The doctor advises the patient not to drink alcohol."),
        (VISIT, "The doctor advises the patient to avoid alcohol."),
        (VISIT, "The doctor advises the patient to avoid greasy food."),
        (CLINIC, "The doctor tells the patient to stay away from energy drinks."),
    ],
)
def test_the_shunning_itself_and_its_denial_stand(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


def test_the_thing_the_patient_has_is_still_read() -> None:
    """The patient's own answer still bears out the habit; the "avoid" says nothing against it having been so."""
    assert prove("The patient drinks wine on weekends.", VISIT, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (
            "Doctor: Do you drink?\nPatient: A few glasses of wine a week.\n"
            "Doctor: While you're on the antibiotic, avoid alcohol.",
            "The patient drinks alcohol.",
        ),
        ("Doctor: Do you smoke?\nPatient: Yes, I never quit cigarettes.", "The patient smokes cigarettes."),
        ("Patient: I declined the flu shot when the pharmacy offered it.", "The patient was offered the flu shot."),
    ],
)
def test_advice_to_shun_or_a_denied_shunning_denies_no_habit(source: str, claim: str) -> None:
    """The round's second review: the first version read any shunning verb before the thing as a denial, so the
    patient's own drinking, a denied quitting and an offer declined came out CONTRADICTED."""
    assert prove(claim, source, roles=False).status is not Status.CONTRADICTED


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        (
            "Avoid cheese until the scan, then eat it as usual.",
            "The doctor advises the patient to eat cheese after the scan.",
        ),
        ("Skip the swim today, swim tomorrow instead.", "The doctor advises the patient to swim tomorrow."),
        ("Avoid running for a week, then you can start running again.", "The doctor tells the patient to run again."),
    ],
)
def test_a_ban_the_sentence_goes_on_past_denies_nothing(said: str, claim: str) -> None:
    """The round's third review: a ban limited in time ("until …, then …", "instead") had CONTRADICTED advice to do
    the thing afterwards."""
    source = f"Doctor: {said}\nPatient: Okay.\n"
    assert prove(claim, source, roles=False).status is not Status.CONTRADICTED
