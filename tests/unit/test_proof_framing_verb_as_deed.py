"""A verb of saying that frames nothing is the claim's own deed (round 22, lead; found by proof38): every verb of
``lexicon/framing.txt`` was dropped from a claim's words, so "Ann usually talks when it rains" and "Ann usually says
hi when it rains" were VERIFIED by "I usually walk to work when it rains", and "Mia talked to her manager yesterday"
by "I emailed my manager yesterday". A verb of saying frames content only when content follows it; "talked to" names
whom, not what."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

RAIN = "Ann: I usually walk to work when it rains.\n"
EMAIL = "Mia: I emailed my manager yesterday.\n"
TALKED = "Mia: I talked to my manager yesterday about the raise.\n"
WIFE = "Doctor: How is the cough?\nPatient: My wife says I cough all night.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (RAIN, "Ann usually talks when it rains.", None),
        (RAIN, "Ann usually says hi when it rains.", None),
        (RAIN, "Ann usually talks to work when it rains.", None),
        (RAIN, "Ann usually walks to work when it rains.", Status.VERIFIED),
        (EMAIL, "Mia talked to her manager yesterday.", None),
        (TALKED, "Mia talked to her manager yesterday.", Status.VERIFIED),
        (TALKED, "Mia talked to her manager about the raise.", Status.VERIFIED),
        (WIFE, "The patient's wife says the patient coughs all night.", Status.VERIFIED),
    ],
)
def test_a_verb_of_saying_that_frames_nothing(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED
