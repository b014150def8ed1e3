"""A time word goes with the clause that holds the claim's predicate (proof/class_words.py): a rival time in a clause
that holds no more than the claim's opening noun times another event, so it does not contradict the claim — "an
outage was reported on Sunday, but it was fixed Monday morning" never CONTRADICTS "The outage was fixed on Monday
morning." A rival in the clause that holds the claim's predicate still does ("I had the MRI on Monday. The results
came on Friday."), in unlabelled prose too.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

OUTAGE = "Caller: Any news?\nAgent: I see an outage was reported on Sunday, but it was fixed Monday morning.\n"
SHIPPED = "Tom: Any news?\nPriya: The order was placed in March, and it shipped in May.\n"
PROSE = "The order was placed in March, and it shipped in May.\n"  # no labels: one writer
MRI = "Patient: I had the MRI on Monday. The results came on Friday.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (OUTAGE, "The outage was fixed on Monday morning."),
        (SHIPPED, "The order shipped in May."),
    ],
)
def test_another_events_time_does_not_contradict(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (OUTAGE, "The outage was fixed on Tuesday morning."),
        (OUTAGE, "The outage was reported on Monday."),
        (SHIPPED, "The order shipped in March."),
        (PROSE, "The order shipped in March."),
        (MRI, "The patient had the MRI on Friday."),
    ],
)
def test_a_rival_time_of_the_same_event_still_contradicts(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [(OUTAGE, "An outage was reported on Sunday."), (MRI, "The patient had the MRI on Monday.")],
)
def test_the_events_own_time_verifies(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED
