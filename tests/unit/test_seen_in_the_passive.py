"""A claim that says in the passive that someone is seen ("The caller's son can be seen at 4 pm") is about the one
seen: the speaker's "we can see him" bears it out, and is no perceiving the claim gives to another (as "The patient
appreciates a murmur" is, of the doctor's "I do appreciate a murmur"). Every source here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_SEEN = [
    (
        "[caller] Can my son be seen today?\n[receptionist] We can see him at 4 pm.\n",
        "The caller's son can be seen at 4 pm.",
    ),
    (
        "[patient] My daughter has a rash on her arm.\n[doctor] I can see her tomorrow morning.\n",
        "The patient's daughter can be seen tomorrow morning.",
    ),
    (
        "[patient] My daughter has a rash on her arm.\n[doctor] I can see her tomorrow morning.\n",
        "The daughter will be seen tomorrow morning.",
    ),
    ("[mother] My son has a fever.\n[nurse] We can see him at noon.\n", "The mother's son can be seen at noon."),
]


@pytest.mark.parametrize(("source", "claim"), _SEEN)
@pytest.mark.parametrize("roles", [False, True])
def test_the_one_seen_in_the_passive_is_not_contradicted(source: str, claim: str, roles: bool) -> None:
    assert prove(claim, source, roles=roles).status is not Status.CONTRADICTED


@pytest.mark.parametrize("roles", [False, True])
def test_the_perceiving_given_to_another_is_still_refused(roles: bool) -> None:
    source = "[doctor] I do appreciate a systolic murmur.\n[patient] Okay.\n"
    assert prove("The patient appreciates a systolic murmur.", source, roles=roles).status is not Status.VERIFIED
    seen = "[patient] My daughter has a rash on her arm.\n[doctor] I can see her tomorrow morning.\n"
    claim = "The patient's daughter can see the doctor tomorrow morning."
    assert prove(claim, seen, roles=roles).status is not Status.VERIFIED
