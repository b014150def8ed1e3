"""Issue #12, true statements refused: a group word of the claim ("the government", "the company", ``lexicon/
collectives.txt``) is borne out by one of the group saying "we"; a single speaker's view ("we think ...") still is
not the group's. Hand-written examples, none copied from the evaluation data."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

SOURCE = (
    "Ann Lee: Will the minister raise the fuel tax?\n"
    "Bob Hart: Mr. Chair, we do not intend to raise the fuel tax this year.\n"
    "Carol Diaz: We hired forty people in May, and we think the market will grow.\n"
)


@pytest.mark.parametrize(
    "claim",
    [
        "Bob Hart says the government does not intend to raise the fuel tax this year.",
        "The company hired forty people in May.",
    ],
)
def test_a_group_word_is_borne_out_by_we(claim: str) -> None:
    assert prove(claim, SOURCE).status is Status.VERIFIED


def test_a_view_of_one_speaker_is_not_the_groups() -> None:
    assert prove("The company thinks the market will grow.", SOURCE).status is not Status.VERIFIED
