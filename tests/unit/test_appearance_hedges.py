"""An appearance ("it looks like …", "looks like …", "it seems like …", "sounds like …") hedges what follows it
(``lexicon/hedges.txt``): the bare content is not borne out, the content as the speaker put it is."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Maria: It looks like Jon is moving to Paris.\n", "Jon is moving to Paris."),
        ("Maria: Looks like the landlord fixed the heater.\n", "The landlord fixed the heater."),
        ("Doctor: It looks like you have a partial tear in your rotator cuff.\n", "The patient has a partial tear."),
        ("Tom: It looked like the car was stolen.\n", "The car was stolen."),
        ("Maria: It seems like the rash is spreading.\n", "The rash is spreading."),
        ("Maria: Sounds like Jon got the job.\n", "Jon got the job."),
    ],
)
def test_an_appearance_asserts_nothing(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Maria: It looks like Jon is moving to Paris.\n", "Maria says it looks like Jon is moving to Paris."),
        (
            "Doctor: It looks like you have a partial tear in your rotator cuff.\n",
            "The doctor says it looks like the patient has a partial tear in the rotator cuff.",
        ),
    ],
)
def test_the_hedged_reading_is_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


CONFIRMED = "Doctor: Looks like you're taking benzoyl peroxide and Daypro.\nPatient: Yes.\n"


def test_an_appearance_put_to_the_listener_is_theirs_to_confirm() -> None:
    """ "Looks like you're taking …" — "Yes.": the listener's yes asserts it (``proof.dialogue.seeks_confirmation``);
    an "Okay." only hears it."""
    assert prove("The patient is taking benzoyl peroxide and Daypro.", CONFIRMED).status is Status.VERIFIED
    assert prove("The patient is taking benzoyl peroxide and Tylenol.", CONFIRMED).status is Status.CONTRADICTED
    heard = CONFIRMED.replace("Yes.", "Okay.")
    assert prove("The patient is taking benzoyl peroxide and Daypro.", heard).status is not Status.VERIFIED
