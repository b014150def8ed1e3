"""Who did what to whom, when a "who" question asks for the doer: "Who drives you to your appointments?" — "My son."
says the son drives the patient, yet the answer was held as the patient's own ("the patient drives her son" VERIFIED,
the true "the patient's son drives her" CONTRADICTED); "My son drives me to the clinic." was read as a fragment
filling the slot, so the question's "drives" stood in for the reply's and hid its word order. A "who" question's
answer is about the one it names (proof/source.py, nlp/questions.asks_for_the_doer); a reply that says the
question's verb again is a clause of its own (proof/dialogue.answer_to)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

DRIVES = "Doctor: Who drives you to your appointments?\nPatient: {reply}\n"
HELPS = "Nurse: Who helps you at home?\nCaller: {reply}\n"


@pytest.mark.parametrize(
    ("source", "true", "swapped"),
    [
        (DRIVES.format(reply="My son."), "The patient's son drives her to her appointments.",
         "The patient drives her son to her appointments."),
        (DRIVES.format(reply="My son drives me to the clinic."), "The patient's son drives her to the clinic.",
         "The patient drives her son to the clinic."),
        (HELPS.format(reply="My daughter."), "The caller's daughter helps her at home.",
         "The caller helps her daughter at home."),
    ],
)  # fmt: skip
def test_the_one_a_who_question_is_answered_with_does_it(source: str, true: str, swapped: str) -> None:
    assert prove(true, source, roles=False).status is Status.VERIFIED
    assert prove(swapped, source, roles=False).status is not Status.VERIFIED
    # the two sides of "lives with" may be said either way round: the patient lives with the ones he names
    lives = "Doctor: Who lives with you?\nPatient: My wife and my daughter.\n"
    assert prove("The patient lives with his wife and daughter.", lives, roles=False).status is Status.VERIFIED
