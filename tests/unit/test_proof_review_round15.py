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
