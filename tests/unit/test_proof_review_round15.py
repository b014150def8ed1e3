"""Round 15, the lead's review: "ER" (the emergency room) is a word of the claim, not the hesitation "er" — "The
patient went to the ER yesterday." was VERIFIED by "I went to the clinic yesterday." (the claim's "ER" was a stopword,
so no unit asked for it); "the er" after a determiner stays a word of the source too. Every transcript is written
for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        ("Patient: I went to the clinic yesterday.", "The patient went to the ER yesterday.", False),
        ("Patient: I went yesterday.", "The patient went to the ER yesterday.", False),
        ("[patient] i went to the clinic yesterday .", "The patient went to the ER yesterday.", False),
        ("[patient] i went to the er yesterday .", "The patient went to the ER yesterday.", True),
        ("Patient: My wife took me to the ER.", "The patient's wife took the patient to the ER.", True),
        ("Patient: I was, er, at home all day.", "The patient was at home all day.", True),  # still a hesitation
    ],
)
def test_the_er_is_a_place_and_er_alone_a_hesitation(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        # "off" was a stopword: no unit asked for it, so "on lisinopril" bore out "off lisinopril"
        ("Patient: I have been on lisinopril for a year.", "The patient has been off lisinopril for a year.", False),
        ("Patient: I turned the heater on.", "The patient turned the heater off.", False),
        ("Patient: I have been off lisinopril for a year.", "The patient has been off lisinopril for a year.", True),
        ("Patient: I took Monday off.", "The patient took Monday off.", True),
    ],
)
def test_off_is_a_unit_of_the_claim(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified
