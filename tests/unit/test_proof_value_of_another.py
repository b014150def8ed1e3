"""A window about another person than the claim's subject does not bear out the claim's value when it says another
one: another's value denies nothing of the subject, but the claim's own is then absent there, not supported. Before,
"Sofia will send a bellman up in twenty minutes" was VERIFIED by a line that says "in ten minutes" (review 27's blind
set: an unread "Front Desk - Sofia:" label left the line in the guest's turn). Written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

CASES = [
    ("Front Desk - Sofia: Good evening, front desk, Sofia speaking.\n"
     "Guest - Mr. Haddad: Can someone help with the bags?\n"
     "Front Desk - Sofia: Of course, I'll send a bellman up in ten minutes.\n",
     "Sofia will send a bellman up in twenty minutes."),
    ("Service Desk - Omar: Thanks for calling, Omar speaking.\n"
     "Customer - Ms. Reed: My laptop won't start. Can someone look at it?\n"
     "Service Desk - Omar: Sure, I'll call you back in 30 minutes.\n",
     "Omar will call back in 45 minutes."),
]  # fmt: skip


@pytest.mark.parametrize("roles", [True, False])
@pytest.mark.parametrize(("text", "claim"), CASES)
def test_another_value_said_of_another_person_does_not_support(text: str, claim: str, roles: bool) -> None:
    assert prove(claim, text, roles=roles).status != "VERIFIED"


def test_another_persons_value_still_denies_nothing_and_the_same_value_stands() -> None:
    text = "[patient] I'm almost 40 and my mom was almost 45.\n"
    assert prove("The patient is almost 40.", text, roles=False).status == "VERIFIED"
    assert prove("The patient's mom was almost 45.", text, roles=False).status == "VERIFIED"
    assert prove("Omar will call back in 30 minutes.", CASES[1][0], roles=False).status == "VERIFIED"
