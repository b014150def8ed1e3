"""Names the proof dropped or misread: a possessive name that owns a thing ("Kim's Civic is broken" was VERIFIED by
"My Civic is broken" from a source that names no Kim), a possessive name in the source ("Mrs. Patel's blood
pressure" did not name Patel), a title of the other sex ("Mr. Patel" for the source's "Mrs. Patel"), and a name
in apposition read as a call ("Her husband, Mr. Diaz, will …" made Diaz the listener's name). Every transcript
here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

CAR = "Alice: My Civic is broken again. The mechanic said it needs a new clutch.\nBob: That's rough.\n"
ROOMMATE = "Alice: My roommate Kim's car broke down on the highway.\nBob: Oh no.\n"
CLINIC = "Doctor: Mrs. Patel's blood pressure is 150 over 90 today.\nPatient: That's high.\n"
KEYS = "Agent: Mrs. Diaz called yesterday. Her husband, Mr. Diaz, will pick up the keys.\nCaller: Okay.\n"


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        (CAR, "Alice's Civic is broken.", True),
        (CAR, "Kim's Civic is broken.", False),
        (ROOMMATE, "Kim's car broke down on the highway.", True),
        (ROOMMATE, "Jo's car broke down on the highway.", False),
        ("Alice: Our neighbour O'Brien's dog barks all night.\nBob: Ugh.\n", "O'Brien's dog barks all night.", True),
        ("Alice: Zoë's cat sleeps on my bed.\nBob: Cute.\n", "Zoë's cat sleeps on Alice's bed.", True),
        (CLINIC, "Mrs. Patel's blood pressure is 150 over 90.", True),
        (CLINIC, "Mr. Patel's blood pressure is 150 over 90.", False),
        (CLINIC, "Mrs. Shah's blood pressure is 150 over 90.", False),
        (
            "Doctor: Mrs. Patel has a pressure of 150 over 90.\nPatient: Hm.\n",
            "Mrs. Patel has a pressure of 150 over 90.",
            True,
        ),
        (
            "Doctor: Mrs. Patel has a pressure of 150 over 90.\nPatient: Hm.\n",
            "Mr. Patel has a pressure of 150 over 90.",
            False,
        ),
        (
            "Doctor: Good morning, Mr. Diaz. How is the knee?\nPatient: Better, thanks.\n",
            "Mrs. Diaz's knee is better.",
            False,
        ),
    ],
)
def test_a_name_must_be_the_sources(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source, roles=False).status is Status.VERIFIED) is verified


def test_a_name_in_apposition_is_not_the_listeners() -> None:
    # before: CONTRADICTED, "the evidence is about someone's husband, not caller" (Diaz read as the caller's name)
    assert prove("Mr. Diaz will pick up the keys.", KEYS, roles=False).status is not Status.CONTRADICTED
    assert prove("The caller will pick up the keys.", KEYS, roles=False).status is not Status.VERIFIED
