"""One fact told over two sentences of one turn, four clauses in all ("I cannot walk because of my weight. | When I
try to get up, I get short of breath."): the window of both sentences is read as one (issue 12, support split
across two adjacent sentences of one speaker; the trios reach three clauses only). Never across another speaker's
turn, and each twin that differs by one word stays unverified. Written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

WALK = (
    "Doctor: How are you getting around?\n"
    "Patient: I cannot walk because of my weight. When I try to get up, I get short of breath.\n"
)
MOVE = "Ann: I moved to Denver in May, because my job moved. When the lease ran out, I sold the old car.\nBo: Nice.\n"
TWO_SPEAKERS = "Ann: I moved to Denver in May, because my job moved.\nBo: When the lease ran out, I sold the old car.\n"
CLAIM = "Ann moved to Denver in May because her job moved and sold the old car when the lease ran out."


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (WALK, "The patient cannot walk because of the weight and gets short of breath on trying to get up."),
        (MOVE, CLAIM),
    ],
)
def test_a_fact_told_over_two_sentences_of_one_turn_is_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (WALK, "The patient cannot walk because of the weight and gets chest pain on trying to get up."),
        (WALK, "The patient cannot walk because of the knee and gets short of breath on trying to get up."),
        (MOVE, "Ann moved to Boston in May because her job moved and sold the old car when the lease ran out."),
        (MOVE, "Ann moved to Denver in May because her job moved and bought a new car when the lease ran out."),
        (TWO_SPEAKERS, CLAIM),
    ],
)
def test_a_twin_or_another_speakers_sentence_is_not_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED
