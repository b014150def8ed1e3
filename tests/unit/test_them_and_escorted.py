"""Two readings of who did what to what across a clause: a "them" after the claim's verb stands for the one plural
noun phrase said before it in its sentence ("your results came back and Dr. Brown reviewed them"), and for no
one sure when there are more (``proof.them_referent``); a purpose "to see X" after a done taking of a person is
done, by the one taken ("my husband took me to see Dr. Patel": the patient saw Dr. Patel, not the husband;
``proof.unrealised_clauses.escorted``, ``proof.escorted``)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


def test_them_stands_for_the_one_plural_phrase_before_it() -> None:
    source = "Doctor: Your results came back and Dr. Brown reviewed them."
    assert prove("Dr. Brown reviewed the results.", source).status is Status.VERIFIED
    assert prove("Dr. Brown reviewed the scans.", source).status is not Status.VERIFIED


def test_them_of_more_plural_phrases_bears_out_neither() -> None:
    for name, label in (("Ann", "Nurse"), ("Dr. Brown", "Doctor")):
        source = f"{label}: Your results came back, the scans were sent off, and {name} reviewed them."
        for thing in ("results", "scans"):
            assert prove(f"{name} reviewed the {thing}.", source).status is Status.UNVERIFIABLE


@pytest.mark.parametrize(
    ("source", "claim", "not_done"),
    [
        (
            "Patient: My husband took me to see Dr. Patel last week.",
            "The patient saw Dr. Patel last week.",
            "The husband saw Dr. Patel.",
        ),
        (
            "Patient: My son drove me to see Dr. Patel on Monday.",
            "The patient saw Dr. Patel on Monday.",
            "The son saw Dr. Patel on Monday.",
        ),
        ("My daughter took me to see Dr. Patel.", "The speaker saw Dr. Patel.", "The speaker did not see Dr. Patel."),
    ],
)
def test_a_visit_one_is_taken_to_is_done_by_the_one_taken(source: str, claim: str, not_done: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
    assert prove(not_done, source).status is not Status.VERIFIED
    denied = source.replace("took me", "didn't take me").replace("drove me", "didn't drive me")
    assert prove(claim, denied).status is not Status.VERIFIED
    planned = source.replace("took me", "will take me").replace("drove me", "will drive me")
    assert prove(claim, planned).status is not Status.VERIFIED
