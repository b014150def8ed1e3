""" "Your policy …" said to a party labelled by role ("Caller:", "Customer:", "Host:") is stored as "The caller's
policy …": grounding leaves a speaker label's word to the attribution check in its possessive form too ("caller's"),
as it already did for the bare word — the proof engine still checks whose policy it is.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove
from tests.unit.digests import assessed

CALLS = [
    (
        "Agent: Thanks for calling Northwind Insurance, this is Marcus.\n"
        "Caller: Hi, I was rear-ended on Friday.\n"
        "Agent: Got it. Your policy has a five hundred dollar deductible for collision.\nCaller: Okay.\n",
        "The caller's policy has a five hundred dollar deductible for collision.",
    ),
    (
        "Customer: Hi, I'm checking on an order.\n"
        "Agent: Sure. Your order shipped on Monday from the Dallas warehouse.\nCustomer: Great, thanks.\n",
        "The customer's order shipped on Monday from the Dallas warehouse.",
    ),
    (
        "Host: Welcome back to the show.\nGuest: Thanks for having me.\n"
        "Host: Your second novel came out in March.\nGuest: It did, yes.\n",
        "The guest's second novel came out in March.",
    ),
]


@pytest.mark.parametrize(("text", "fact"), CALLS)
async def test_your_thing_said_to_a_role_is_stored_as_the_roles(text: str, fact: str) -> None:
    results = await assessed(text)
    stored = {a.candidate.text for a in results if a.accepted}
    assert fact in stored, [(a.candidate.text, a.reason, a.detail) for a in results]


@pytest.mark.parametrize(("text", "fact"), CALLS)
def test_the_other_partys_thing_is_still_refused(text: str, fact: str) -> None:
    """The label word left to the attribution check is checked there: the wrong party's possessive is not proven."""
    speaker = fact.split("'s ", 1)[0].removeprefix("The ")
    other = {"caller": "agent", "customer": "agent", "guest": "host"}[speaker]
    assert prove(fact.replace(f"The {speaker}'s", f"The {other}'s"), text, roles=False).status != "VERIFIED"
