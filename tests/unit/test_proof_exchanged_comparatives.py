"""Two comparisons in one sentence (round 22, lead): "Biscuit is heavier than last year but lighter than Max" was
read as VERIFIED support for "Biscuit is heavier than Max" — the claim's comparative and its object were each
found, in different comparisons. A comparative is checked with its own "than"."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

TWO = "Vet: Biscuit is heavier than last year but lighter than Max.\nOwner: Okay.\n"
MORE = "Agent: The premium plan is more expensive than the basic one but cheaper than the family plan.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (TWO, "Biscuit is heavier than Max.", Status.CONTRADICTED),
        (TWO, "Biscuit is lighter than Max.", Status.VERIFIED),
        (TWO, "Biscuit is heavier than last year.", Status.VERIFIED),
        (MORE, "The premium plan is cheaper than the basic one.", None),
        (MORE, "The premium plan is more expensive than the family plan.", None),
        (MORE, "The premium plan is cheaper than the family plan.", Status.VERIFIED),
    ],
)
def test_a_comparative_goes_with_its_own_than(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED
