"""A range, "between 9 and 11": its "and" joins the range's two ends, neither two clauses nor two list items. Cut
there, "11" was checked alone against any other number of the turn ("The technician can come Friday between 9 and
11." was PARTIAL from the agent's own words, "11 vs 4471" against an account number). Transcript written for the
test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

CALL = (
    "Agent: Your account number is 4471. The technician can come Friday between 9 and 11.\n"
    "Customer: Great, and I take two pills a day and one at night.\n"
)


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The technician can come Friday between 9 and 11.", Status.VERIFIED),
        ("The technician can come Friday between 9 and 12.", Status.CONTRADICTED),
        ("The technician can come Friday between 8 and 11.", Status.CONTRADICTED),
        ("The customer takes two pills a day.", Status.VERIFIED),
    ],
)
def test_between_reads_one_range(claim: str, status: Status) -> None:
    for roles in (False, True):
        assert prove(claim, CALL, roles=roles).status is status, (claim, roles)
