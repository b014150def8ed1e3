""" "My wife and I hosted …" says the wife hosted too, as "I hosted … with my wife" does (issue 12, true statements
kept): the clause splitter cuts "my wife | and I hosted", and the relative was lost. The claim "John and his wife
hosted …" is read as John's wife's (its "his" is John's): another person's wife ("Tim and his wife") or another
relative ("John and his brother") stays refused, as does a relative in a clause of its own ("I called my wife and I
hosted …"). Written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

HOSTED = "John: My wife and I hosted a small get-together with friends and family to celebrate.\nTim: Nice!\n"
CALLED = "John: I called my wife and I hosted a small get-together.\nTim: Nice!\n"


def test_a_relative_joined_to_i_did_it_too() -> None:
    claim = "John and his wife hosted a small get-together with friends and family to celebrate."
    assert prove(claim, HOSTED, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (HOSTED, "Tim and his wife hosted a small get-together."),
        (HOSTED, "John and his brother hosted a small get-together."),
        (HOSTED, "John and his wife hosted a big party."),
        (CALLED, "John and his wife hosted a small get-together."),
    ],
)
def test_another_owner_relative_or_clause_is_not_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED
