"""A thing the claim gives an owner that the evidence gives none (``proof.unowned``): "a car hit my bike" is no "The
patient's car hit a bike", "the dog bit me" no "The patient's dog bit the patient". Every source here is written for the
test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_NOBODYS = [
    # (what the patient says, a claim giving the patient the thing)
    ("A van clipped my mirror on the way home.", "The patient's van clipped the mirror."),
    ("A goat butted me at the petting zoo.", "The patient's goat butted the patient."),
    ("I tripped over a suitcase at the airport.", "The patient tripped over the patient's suitcase."),
    ("The rooster pecked me this morning.", "The patient's rooster pecked the patient."),
    ("We were in a cab and the cab ran a red light.", "The patient's cab ran a red light."),
    ("Guest: A critic praised my last album.", "The guest's critic praised the album."),
    ("A shard of metal cut my thumb at work.", "The patient's metal cut the patient's thumb."),
    ("Ben: A delivery van blocked my driveway this morning.", "Ben's van blocked the driveway."),
]


def _source(said: str) -> str:
    return said if ":" in said.split("\n")[0][:12] else f"Patient: {said}"


@pytest.mark.parametrize(("said", "claim"), _NOBODYS)
def test_a_thing_nobody_owns_is_not_the_claims_owners(said: str, claim: str) -> None:
    assert prove(claim, _source(said)).status is not Status.VERIFIED
