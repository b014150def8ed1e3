"""A task given to the one called (round 22, lead): "Chloe, you handle the invitations" — a name, "you" and a bare
verb with its object — bore out "Chloe will handle the invitations", though Chloe declined. It is a request, as
"handle the invitations" alone is (``nlp.commands``); a state or a past deed said to the one called still stands."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

MEETING = (
    "Ana: I'll send the budget to finance on Monday.\nBen: And I'll take care of the venue.\n"
    "Ana: Chloe, you handle the invitations.\nChloe: I'd rather do the slides, honestly.\n"
)


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (MEETING, "Chloe will handle the invitations.", None),
        (MEETING, "Chloe handles the invitations.", None),
        (MEETING, "Ana asked Chloe to handle the invitations.", Status.VERIFIED),
        ("Ana: Chloe, you look tired.\nChloe: I am.\n", "Chloe looks tired.", Status.VERIFIED),
        ("Ana: Ben, you booked the venue already.\nBen: Yes.\n", "Ben booked the venue.", Status.VERIFIED),
    ],
)
def test_a_task_given_to_the_one_called(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED
