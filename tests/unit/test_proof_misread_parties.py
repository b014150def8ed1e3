"""Seven kinds of misreading, each a false VERIFIED (or a true CONTRADICTED) the proof engine gave (issue 12): an
owner invented for a definite thing, a noun read as a passive verb, a framer read as the doer of the clause it
frames, "all but" read as "all", an object stitched from a clause to come onto a deed done, a relation swapped inside
a reported clause, and a relation's thing read as the speaker's. Every source here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


def _status(source: str, claim: str) -> Status:
    return prove(claim, source, roles=False).status


# 1. "the <thing> did it to me": the thing is nobody's said (proof.unowned)
@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: the scooter knocked me down outside the pharmacy.", "The patient's scooter knocked them down."),
        ("Rosa: the train door closed on me this morning.", "Rosa's train door closed on her."),
        ("Patient: the shelf fell on me while I was cleaning.", "The patient's shelf fell on them."),
    ],
)
def test_a_definite_thing_acting_on_the_speaker_is_nobodys(source: str, claim: str) -> None:
    assert _status(source, claim) is not Status.VERIFIED


def test_the_thing_acting_on_the_speaker_still_bears_out_the_deed() -> None:
    assert (
        _status("Patient: the scooter knocked me down outside the pharmacy.", "The scooter knocked the patient down.")
        is Status.VERIFIED
    )
