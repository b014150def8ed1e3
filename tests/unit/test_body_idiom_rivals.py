"""A body-part word inside a set phrase ("on my feet all day", "keep an eye on the kids") names no body part: it is no
rival of the claim's body part (issue 12, long sources; ``lexicon/body_idioms.txt``)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

CASES = [
    (
        "Doctor: is it primarily worse in the morning\nPatient: it actually is worse towards the end of the day\n"
        "Doctor: okay\nPatient: once i'm on my feet all day it starts to ache towards the afternoon\n",
        "The patient's hip pain is worse towards the end of the day.",
    ),
    (
        "Doctor: is it worse when you wake up\nPatient: it actually is worse in the evening\nDoctor: okay\n"
        "Patient: after i'm on my feet all shift it starts to ache in the evening\n",
        "The patient's back pain is worse in the evening.",
    ),
    (
        "Doctor: is it worse in the morning\nPatient: it actually is worse in the evening\nDoctor: okay\n"
        "Patient: once i'm keeping an eye on the kids all day it starts to ache in the evening\n",
        "The patient's neck pain is worse in the evening.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), CASES)
def test_a_body_idiom_is_no_rival(source: str, claim: str) -> None:
    assert prove(claim, source).status.name != "CONTRADICTED"


def test_a_body_part_outside_an_idiom_still_conflicts() -> None:
    source = "Doctor: where does it ache?\nPatient: my ankle aches in the evening when i'm on my feet.\n"
    assert prove("The patient's knee aches in the evening.", source).status.name != "VERIFIED"
