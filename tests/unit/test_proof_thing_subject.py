"""A claim about a thing is not pieced from two clauses about two things (proof/thing_subject.py): "Android is fine,
iOS still has the login bug" does not say Android has the bug. The clause's own subject is told by a content word
after the last break before the predicate; a pronoun ("but it was fixed"), a list ("The knee and the ankle are
swollen") or another sentence about the same thing still bears a claim out."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

APP = "Lena: Android is fine, iOS still has the login bug.\nRaj: Okay.\n"
HOUSE = "Tom: How is the renovation?\nAna: The kitchen is done, the bathroom still needs tiles.\n"
SALES = "Cfo: Sales are up this quarter, and costs went down 5 percent.\nCeo: Good.\n"
OUTAGE = "Agent: I see an outage was reported on Sunday, but it was fixed Monday morning.\nCaller: Okay.\n"
LIST = "Doctor: Any swelling?\nPatient: The knee and the ankle are swollen.\n"
CITIES = "[Mgr] Jin lives in Austin. Rosa lives in Phoenix.\n"  # names no speaker goes by: read as words
AGAIN = "Doctor: How is the knee?\nPatient: The knee is better. It still swells at night.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (APP, "Android still has the login bug."),
        (HOUSE, "The kitchen still needs tiles."),
        (SALES, "Sales went down 5 percent."),
        (CITIES, "Jin lives in Phoenix."),
        (CITIES, "Rosa lives in Austin."),
    ],
)
def test_a_predicate_of_another_things_clause_is_not_borne_out(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (APP, "iOS still has the login bug."),
        (HOUSE, "The bathroom still needs tiles."),
        (SALES, "Costs went down 5 percent."),
        (OUTAGE, "The outage was fixed on Monday morning."),
        (LIST, "The knee is swollen."),
        (AGAIN, "The knee swells at night."),
        (CITIES, "Jin lives in Austin."),
        (CITIES, "Rosa lives in Phoenix."),
    ],
)
def test_the_things_own_predicate_is(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason
