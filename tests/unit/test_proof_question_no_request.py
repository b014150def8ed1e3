"""A question that asks whether something is so ("Do you exercise?", "How much do you drink?") is no request: it
does not bear out "The doctor advises / tells / asks the patient to exercise" (all were VERIFIED). A question that
asks for a deed does ("Can you send me the file?", "Wanna show me the slides?", "Will the minister commit to a
date?", "So we want the blue one?"), and so does any question for a claim that reports the asking itself ("asked
who …"). Fresh wording."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Doctor: Do you stretch before you run?\nPatient: Not really.", "The doctor advises the patient to stretch."),
        ("Doctor: Do you stretch before you run?\nPatient: Not really.", "The doctor tells the patient to stretch."),
        ("Nurse: How much coffee do you drink?\nPatient: Four cups.", "The nurse asks the patient to drink coffee."),
        ("Coach: Are you icing the knee?\nPlayer: Sometimes.", "The coach tells the player to ice the knee."),
    ],
)
def test_a_question_whether_is_no_request(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Lena: Can you send me the budget tonight?\nOmar: Sure.", "Lena asked Omar to send her the budget tonight."),
        ("Lena: Wanna walk me through the slides?\nOmar: Sure.", "Lena asked Omar to walk her through the slides."),
        ("Lena: Omar, could you book the room?\nOmar: Sure.", "Lena asked Omar to book the room."),
        (
            "Ms. Roy: Will the minister commit to a date?\nMinister: Yes.",
            "Ms. Roy asked the minister to commit to a date.",
        ),
        ("Lena: Who signed off on the budget?\nOmar: Kim.", "Lena asked who signed off on the budget."),
    ],
)
def test_a_question_asking_for_a_deed_still_bears_it_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED
