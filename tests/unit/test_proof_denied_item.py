"""A negation stopped by "just/only/but" denies the word right before the turn: a claim holding that word holds
the denial too, whatever else it adds ("Whales are harmless and interesting." is not borne out by "Whales are not
harmless, just interesting."), while a claim of what comes after the turn stands ("The patient has numbing.")."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

WHALES = "A: What do you know about whales?\nB: Whales are not harmless, just interesting. They are big.\n"
VISIT = (
    "[doctor] any weakness ?\n[patient] no weakness , just the numbing .\n"
    "[doctor] and your meds ?\n[patient] i do n't take insulin , just metformin .\n"
)


@pytest.mark.parametrize(
    ("source", "claim"),
    [(WHALES, "Whales are harmless and interesting."), (VISIT, "The patient has weakness and numbing.")],
)
def test_a_claim_holding_the_denied_word_is_not_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (WHALES, "Whales are interesting."),
        (WHALES, "Whales are not harmless."),
        (VISIT, "The patient has numbing."),
        (VISIT, "The patient takes metformin."),
    ],
)
def test_what_comes_after_the_turn_still_stands(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
