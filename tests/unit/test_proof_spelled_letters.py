"""A name spelled out letter by letter that holds an "I" ("an M R I of your knee", "transferred to U I H C"): the
"I" is a letter, not the pronoun opening a second statement (issue 12, true statements kept; the run-on cutter split
"an M R | I of your knee" and the name was never read whole). The pronoun still opens one ("we did an X ray I think
it was fine" is not touched: only after a capital letter alone). Written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.run_ons import run_on_cuts
from factlayer.proof.proof import Status, prove

SPELLED = "Doctor: We will do an M R I of your knee. She was transferred to U I H C.\nPatient: Okay.\n"


@pytest.mark.parametrize("claim", ["The doctor will do an MRI of the knee.", "She was transferred to UIHC."])
def test_a_spelled_name_with_an_i_is_read_whole(claim: str) -> None:
    assert prove(claim, SPELLED, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize("claim", ["The doctor will do an MRI of the hip.", "She was transferred to UCLA."])
def test_a_twin_is_not_borne_out(claim: str) -> None:
    assert prove(claim, SPELLED, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ("we will do an M R I of your knee", False),
        ("i went to the store yesterday I bought some milk and eggs", True),
    ],
)
def test_only_a_letter_alone_keeps_the_i(text: str, cut: bool) -> None:
    assert (len(run_on_cuts(text, [(0, len(text))])) > 1) is cut
