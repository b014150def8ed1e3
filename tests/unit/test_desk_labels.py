"""Labels of a desk and a name (round 22, lead; review27's open case): "Front Desk - Sofia:" was not read as a speaker
label, so Sofia's lines were filed under the guest before her: "Sofia refunded tonight's parking fee" was
CONTRADICTED ("the evidence is about mr haddad"). A desk or service named with a person is a role (as "Tenant -
Ruth:" is)."""

from __future__ import annotations

import pytest

from factlayer.nlp.speaker_labels import label_role
from factlayer.proof.proof import Status, prove

HOTEL = (
    "Guest - Mr. Haddad: Hi, this is room 418. The AC is broken.\n"
    "Front Desk - Sofia: Of course, I'll send a bellman up in ten minutes. I've also refunded tonight's parking fee.\n"
)


@pytest.mark.parametrize("words", ["Front Desk", "Service Desk", "Help Desk", "Customer Service"])
def test_a_desk_is_a_role(words: str) -> None:
    assert label_role(words) is not None


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("Sofia refunded tonight's parking fee.", Status.VERIFIED),
        ("Sofia will send a bellman up in ten minutes.", Status.VERIFIED),
        ("Sofia will send a bellman up in twenty minutes.", None),
        ("Mr. Haddad refunded tonight's parking fee.", None),
    ],
)
def test_the_desk_speaks_by_its_name(claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, HOTEL, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED
