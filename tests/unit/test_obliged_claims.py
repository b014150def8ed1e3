"""A claim of duty or advice ("X should / must / has to / needs to Y": proof/obliged.py) is not borne out by the
plain deed ("I walk my dog every morning"), a wish, leave, a plan or a request of one's own; it is by a duty said in
the sentence, however far, a plain statement of the same duty, a command after a condition. (Advice or a command
to the listener, "You should walk your dog", is a statement read as requested: still not admitted for a claim
that asserts the duty — proof/admissible.py; left open.) Four kinds of talk: doctor visit, meeting,
phone call, chat between friends."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

NOT_BORNE_OUT = [
    ("Doctor: How are you getting on?\nPatient: I walk my dog every morning.",
     "The patient should walk the dog every morning."),
    ("Doctor: How are you getting on?\nPatient: I walk my dog every morning.",
     "The patient must walk the dog every morning."),
    ("Ana: We ship the order on Friday.\nBen: Okay.", "Ana should ship the order on Friday."),
    ("Ana: We ship the order on Friday.\nBen: Okay.", "Ana has to ship the order on Friday."),
    ("Doctor: How much do you drink?\nPatient: A few beers a week.", "The patient should drink beer."),
    ("Patient: I want to walk my dog every morning.\nDoctor: Great.",
     "The patient should walk the dog every morning."),
    ("Patient: I'll walk my dog every morning from now on.\nDoctor: Great.",
     "The patient should walk the dog every morning."),
    ("Caller: I stand all day at work.\nAgent: Okay.", "The caller has to stand all day."),
    ("Mia: I call my mom every Sunday.\nZoe: Nice.", "Mia ought to call her mom every Sunday."),
    ("Patient: I'd love to quit smoking.\nDoctor: Okay.", "The patient should quit smoking."),  # a wish
    ("Doctor: You can stop the ibuprofen.\nPatient: Okay.", "The patient must stop the ibuprofen."),  # leave
    ("Doctor: Take the metformin twice a day.\nPatient: Okay.",
     "The doctor should take metformin twice a day."),  # the listener's to do, not the speaker's
    ("Patient: Please call me tomorrow.\nDoctor: Sure.", "The patient should call tomorrow."),
]  # fmt: skip

BORNE_OUT = [
    ("Doctor: I think we should do another hip replacement on the left, ma'am.\nPatient: Me too.",
     "The doctor thinks they should do a hip replacement on the left."),
    ("Project Manager: Also important is the production cost must be maximal twelve Euro and fifty cents.\n"
     "Marketing: Okay.", "The production cost must be at most twelve Euro and fifty cents."),
    ("Patient: When should I see you again?\n"
     "Doctor: Uh, let's schedule an appointment when you check out to return in four weeks.",
     "The patient should return in four weeks."),
    ("Doctor: And if it doesn't get better, give us a call and we'll see you some time next week. Okay?\n"
     "Patient: Okay.", "The patient should call if it does not get better."),
    ("Jon: I need to finish the report by Monday.\nMaria: Okay.", "Jon has to finish the report by Monday."),
    ("Patient: I lived in a nursing home for a year.\nDoctor: Okay.",
     "The patient had to live in a nursing home for a year."),
    ("Patient: I work in the hospital. I have to stand all day every day.\nDoctor: Okay.",
     "The patient works in the hospital and has to stand all day."),
    ("Doctor: How are you getting on?\nPatient: I walk my dog every morning.",
     "The patient walks the dog every morning."),
    ("Kim: I'll have to write the report by Friday.\nJon: Okay.", "Kim will write the report by Friday."),
]  # fmt: skip


@pytest.mark.parametrize(("source", "claim"), NOT_BORNE_OUT)
def test_the_plain_deed_is_no_duty(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(("source", "claim"), BORNE_OUT)
def test_advice_a_command_or_a_duty_bears_it_out(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


def test_advice_is_not_the_deed_done() -> None:
    source = "Doctor: You should walk your dog every morning.\nPatient: Okay."
    assert prove("The patient walks the dog every morning.", source).status is not Status.VERIFIED
