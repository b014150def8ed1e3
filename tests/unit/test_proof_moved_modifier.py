"""A modifier moved to another noun of the sentence (round 22, lead; review26's open case): "It's navy blue with a
yellow strap" bore out "The bag is yellow with a navy blue strap" — every word is there, on other nouns."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

BAG = "Agent: What does the bag look like?\nPassenger: It's navy blue with a yellow strap.\n"
KNEE = "Doctor: Where is the swelling?\nPatient: My left knee is swollen and the right ankle hurts.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (BAG, "The bag is yellow with a navy blue strap.", None),
        (BAG, "The bag is navy blue with a yellow strap.", Status.VERIFIED),
        (BAG, "The bag has a yellow strap.", Status.VERIFIED),
        (KNEE, "The patient's left knee is swollen.", Status.VERIFIED),
        (KNEE, "The patient's right ankle hurts.", Status.VERIFIED),
        (KNEE, "The patient's right knee is swollen.", Status.CONTRADICTED),
    ],
)
def test_a_modifier_stays_on_its_noun(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED
