"""Parallel parts told apart by a group of people (round 22, lead): "Tickets are 30 dollars for adults and free for
kids under 5" bore out "Tickets are free for adults", and "The pool is open for members and closed for guests" bore
out "open for guests" — each part pairs its own group with its own predicate (``lexicon/parallel_classes.txt``)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

TICKETS = "Host: Tickets are 30 dollars for adults and free for kids under 5.\n"
POOL = "Host: The pool is open for members and closed for guests.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (TICKETS, "Tickets are free for adults.", None),
        (TICKETS, "Tickets are 30 dollars for kids under 5.", None),
        (TICKETS, "Tickets are free for kids under 5.", Status.VERIFIED),
        (TICKETS, "Tickets are 30 dollars for adults.", Status.VERIFIED),
        (POOL, "The pool is open for guests.", None),
        (POOL, "The pool is closed for members.", None),
        (POOL, "The pool is open for members.", Status.VERIFIED),
        (POOL, "The pool is closed for guests.", Status.VERIFIED),
    ],
)
def test_each_group_keeps_its_own_predicate(source: str, claim: str, status: Status | None, roles: bool) -> None:
    got = prove(claim, source, roles=roles).status
    assert got is status if status is not None else got is not Status.VERIFIED
