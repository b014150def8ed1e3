"""The claim's frame against the source's frame over the same content (proof/frame_unit.py): ability is no
commitment ("I can write the report" is no "will write"), a wish no plan ("I want to go" is no "will go"), a
preference for Y no agreement to X, a suggestion reported of X ("marketing suggested …") is X's, not the
speaker's. Each probe is a true claim and its false twin, over four kinds of talk (doctor visit, sales call,
team meeting, chat between friends)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

PAIRS = [
    # chat between friends
    ("Sara: I want to go to Portugal next year.", "Sara wants to go to Portugal next year.",
     "Sara will go to Portugal next year."),
    ("Mia: I'd love to visit Japan someday.", "Mia would love to visit Japan someday.",
     "Mia is going to visit Japan someday."),
    ("Tom: I'm hoping to run the marathon in October.", "Tom hopes to run the marathon in October.",
     "Tom will run the marathon in October."),
    ("Jen: Could you pick up milk on the way home?\nBen: Sure.", "Jen asked Ben to pick up milk.",
     "Ben asked Jen to pick up milk."),
    ("Lee: Would you mind asking Raj to help?\nKim: Sure.", "Lee asked Kim to ask Raj to help.",
     "Lee asked Raj to help."),
    ("Leo: Maybe I'll repaint the kitchen this summer.", "Leo might repaint the kitchen this summer.",
     "Leo will repaint the kitchen this summer."),
    # team meeting
    ("Kim: I can write the report by Friday.", "Kim can write the report by Friday.",
     "Kim will write the report by Friday."),
    ("Project Manager: So for the remote, marketing suggested a yellow case.",
     "Marketing suggested a yellow case.", "The Project Manager suggested a yellow case."),
    ("Ana: We could hire a contractor for the migration.", "Ana said they could hire a contractor.",
     "Ana will hire a contractor for the migration."),
    ("Omar: We might launch the campaign in June.", "Omar might launch the campaign in June.",
     "Omar will launch the campaign in June."),
    ("Omar: I'd like to present the budget on Monday.", "Omar would like to present the budget on Monday.",
     "Omar will present the budget on Monday."),
    # sales call
    ("customer: We might upgrade to the premium plan next quarter.",
     "The customer might upgrade to the premium plan next quarter.",
     "The customer will upgrade to the premium plan next quarter."),
    ("customer: I can sign the contract this week.", "The customer can sign the contract this week.",
     "The customer will sign the contract this week."),
    ("customer: We would like to see a demo of the reporting module.",
     "The customer would like to see a demo of the reporting module.",
     "The customer will see a demo of the reporting module."),
    ("customer: Our CFO wants a lower price.", "The customer's CFO wants a lower price.",
     "The rep wants a lower price."),
    # doctor visit
    ("doctor: Should we try a statin?\npatient: I'd rather try diet first.",
     "The patient would rather try diet first.", "The patient agreed to try a statin."),
    ("doctor: Would you be willing to try physical therapy?\npatient: Yes, I'll try physical therapy.",
     "The patient agreed to try physical therapy.", "The doctor agreed to try physical therapy."),
    ("patient: I want to quit smoking.", "The patient wants to quit smoking.", "The patient will quit smoking."),
    ("patient: I could start physical therapy next week.",
     "The patient could start physical therapy next week.", "The patient will start physical therapy next week."),
    ("patient: When can I stop the ibuprofen?\ndoctor: You can stop the ibuprofen once the swelling is gone.",
     "The doctor said the patient can stop the ibuprofen once the swelling is gone.",
     "The patient will stop the ibuprofen once the swelling is gone."),
    ("patient: I can walk about two miles now.", "The patient can walk about two miles.",
     "The patient walks about two miles."),
    ("patient: I am able to climb the stairs without help.", "The patient is able to climb the stairs without help.",
     "The patient climbs the stairs without help."),
    ("patient: I'm going to cut back on coffee.", "The patient is going to cut back on coffee.",
     "The patient can't cut back on coffee."),
]  # fmt: skip


@pytest.mark.parametrize(("source", "true", "false"), PAIRS)
def test_the_false_twin_is_not_verified(source: str, true: str, false: str) -> None:
    proof = prove(false, source, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason


@pytest.mark.parametrize(("source", "true", "false"), PAIRS)
def test_the_true_claim_is_verified(source: str, true: str, false: str) -> None:
    proof = prove(true, source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("doctor: Let's look at your results.\npatient: Okay.\ndoctor: I want to tell you that your x-ray was normal.",
         "The doctor told the patient that the x-ray was normal."),
        ("Ana: I'd like to suggest we move the launch to May.\nBen: Fine by me.",
         "Ana suggested moving the launch to May."),
    ],
)  # fmt: skip
def test_a_saying_the_speaker_wants_to_perform_is_performed(source: str, claim: str) -> None:
    """Only a frame asked of the listener leaves the inner frame undone ("would you mind asking Raj …"); "I want to
    tell you", "I'd like to suggest" tell and suggest."""
    proof = prove(claim, source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("doctor: we can see you back in three weeks.", "The doctor will see the patient back in three weeks."),
        ("doctor: on the ct i can see a stone measuring 0.5 centimeters.",
         "The CT shows a stone measuring 0.5 centimeters."),
        ("John: my team was able to save a family from a burning building.",
         "John's team saved a family from a burning building."),
        ("patient: my three grown daughters wanted me to move into assisted living.",
         "The patient's three grown daughters wanted her to move into assisted living."),
    ],
)  # fmt: skip
def test_an_ability_or_wish_that_says_the_deed_still_bears_it_out(source: str, claim: str) -> None:
    """ "I can see a stone" sees it, "we were able to save" saved, "we can see you back" is the plan announced to the
    listener; "wanted me to move" is a request reported, not the subject's own wish."""
    proof = prove(claim, source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason
