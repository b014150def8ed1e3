"""A "no" to a list question whose reply names some items again after "but" ("any fever, cough, or headaches?" —
"no fever, but headaches and a cough") denies only the others: the items after the "but" were CONTRADICTED for
"The patient has headaches" and their denial VERIFIED (found by helper extract50 on a fit visit's missed key fact).
Fresh wording."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

VISIT = (
    "[doctor] any chills , sore throat , or body aches ?\n[patient] no chills , but a sore throat and body aches .\n"
)
CALL = "Agent: Any dropped calls, static or slow data?\nCaller: No dropped calls, but static and slow data.\n"


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (VISIT, "The patient has a sore throat.", Status.VERIFIED),
        (VISIT, "The patient has body aches.", Status.VERIFIED),
        (VISIT, "The patient does not have body aches.", Status.CONTRADICTED),
        (CALL, "The caller has static.", Status.VERIFIED),
        (CALL, "The caller does not have slow data.", Status.CONTRADICTED),
    ],
)
def test_items_after_the_but_are_not_denied(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source, roles=False).status is status


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (VISIT, "The patient does not have chills.", Status.VERIFIED),
        (VISIT, "The patient has chills.", Status.CONTRADICTED),
        (CALL, "The caller has dropped calls.", Status.CONTRADICTED),
    ],
)
def test_the_item_before_the_but_stays_denied(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source, roles=False).status is status


@pytest.mark.parametrize(
    ("reply", "claim"),
    [
        ("No, but migraines run in my family.", "The patient has migraines."),
        ("No, but a rash would not surprise me with these new sheets.", "The patient has a rash."),
        ("Nope, but migraines are a side effect of the new pill, right?", "The patient has migraines."),
    ],
)
def test_an_item_the_but_says_something_else_of_stays_denied(reply: str, claim: str) -> None:
    """The round's review: "No, but headaches run in my family" had VERIFIED "The patient has headaches"."""
    source = f"Doctor: Any fever, rash, or migraines?\nPatient: {reply}\n"
    assert prove(claim, source, roles=False).status is not Status.VERIFIED
