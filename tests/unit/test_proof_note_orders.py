"""A note's own verbs and short forms: "The doctor orders / is going to order / starts X" for the clinician's plan
("i want to get X", "i'm gon na order X", "we're going to start you on X") — never the patient's deed; "rates her
stiffness a four" for "my stiffness is a four"; "afib" for "atrial fibrillation"; "man" for "male". Written for the
test (other domains than the benchmark's)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

WRIST = (
    "[doctor] so how did the fall happen ?\n"
    "[patient] i slipped on the ice and landed on my right hand .\n"
    "[doctor] okay i want to get an x-ray of your right wrist . and we're going to start you on naproxen .\n"
    "[doctor] i'm gon na order a splint for the wrist too .\n"
    "[patient] okay .\n"
)
STIFF = (
    "[doctor] how stiff are your fingers when you wake up ?\n"
    "[patient] in the morning i would say my stiffness is a four .\n"
    "[doctor] any heart problems ?\n"
    "[patient] yes , i have atrial fibrillation .\n"
    "[doctor] the patient is a 62-year-old male with hand stiffness .\n"
)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (WRIST, "The doctor orders an x-ray of the right wrist."),
        (WRIST, "The doctor starts the patient on naproxen."),
        (WRIST, "The doctor is going to order a splint for the wrist."),
        (STIFF, "The patient rates her stiffness a four in the morning."),
        (STIFF, "The patient has afib."),
        (STIFF, "The patient is a 62-year-old man."),
    ],
)
def test_a_note_verb_or_short_form_is_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (WRIST, "The patient had an x-ray of the right wrist."),  # a plan is no deed done
        (WRIST, "The doctor orders an x-ray of the left wrist."),
        (WRIST, "The patient started naproxen."),
        (WRIST, "The doctor ordered an MRI of the wrist."),
        (STIFF, "The patient rates her stiffness a seven in the morning."),
        (STIFF, "The doctor rates the stiffness a four in the morning."),
        (STIFF, "The doctor has afib."),
        (STIFF, "The patient is a 62-year-old woman."),
    ],
)
def test_a_swapped_twin_is_not_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


FLUID = (
    "[doctor] so i'd like to get some of this fluid off you have you weigh yourself every day and come back friday .\n"
    "[patient] okay .\n"
)


def test_every_day_is_weighed_against_another_period_not_against_some_of_a_thing() -> None:
    assert (
        prove("The doctor wants the patient to weigh herself every day.", FLUID, roles=False).status is Status.VERIFIED
    )
    assert prove("The doctor wants the patient to weigh herself some days.", FLUID, roles=False).status is not (
        Status.VERIFIED
    )


FLARE = (
    "[doctor] for your asthma flare i would like to increase your prednisone to 20 milligrams daily .\n"
    "[patient] okay . my shoulder popped out last fri at the gym too .\n"
    "[doctor] alright .\n"
)


@pytest.mark.parametrize(
    ("claim", "verified"),
    [
        ("The doctor increases prednisone to 20 milligrams daily.", True),
        ("The patient increased prednisone to 20 milligrams daily.", False),
        ("The doctor increases prednisone to 40 milligrams daily.", False),
        ("The patient's shoulder popped out last Friday at the gym.", True),
        ("The patient's shoulder popped out last Monday at the gym.", False),
    ],
)
def test_a_planned_change_and_a_short_weekday(claim: str, verified: bool) -> None:
    assert (prove(claim, FLARE, roles=False).status is Status.VERIFIED) is verified
