"""People of the speaker's are not the speaker (round 22, lead; found by review26): "Two of my engineers are out sick"
bore out "The manager is out sick", "One of our friends is vegetarian" bore out "The caller is vegetarian" — "my
<noun>" was read as the speaker. A clause opening on people the speaker has or works with (``staff_words.txt``), or
some of them, is about them."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

FRIENDS = "Host: Any dietary needs?\nCaller: One of our friends is vegetarian, and my husband can't eat shellfish.\n"
AND_FRIENDS = (
    "Host: Any allergies?\nCaller: Yes, my husband has a peanut allergy. And one of our friends is vegetarian.\n"
)
ENGINEERS = "Manager: Two of my engineers are out sick.\nLead: Okay.\n"
STUDENTS = "Teacher: My students loved the field trip.\nParent: Great.\n"
CAMPING = "Patient: My kids and I went camping.\nDoctor: Nice.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (FRIENDS, "The caller is vegetarian.", None),
        (FRIENDS, "One of the caller's friends is vegetarian.", Status.VERIFIED),
        (AND_FRIENDS, "The caller's husband is vegetarian.", None),
        (AND_FRIENDS, "The caller is vegetarian.", None),
        (ENGINEERS, "The manager is out sick.", None),
        (ENGINEERS, "Two of the manager's engineers are out sick.", Status.VERIFIED),
        (STUDENTS, "The teacher loved the field trip.", None),
        (STUDENTS, "The teacher's students loved the field trip.", Status.VERIFIED),
        (CAMPING, "The patient went camping.", Status.VERIFIED),
    ],
)
def test_people_of_the_speaker(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED
