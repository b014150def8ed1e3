"""Decimals as speech transcribes them (issue #12, round 9), through ``prove`` (what POST /v1/verify runs) and the
parsers under it: "point five", "seven point two five", and ACI-Bench's spaced period ("seven . three", "a hundred
. four"). Each positive case fails on main 413e8d2; the negative ones guard the rule's bounds."""

from __future__ import annotations

import pytest

from factlayer.nlp.normalise import values
from factlayer.nlp.segmentation import segment
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove


def _amounts(text: str) -> list[float]:
    return [v.amount for v in values(tokenize(text))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a stone measuring point five centimeters", [0.5]),
        ("your a1c was seven . three", [7.3]),
        ("a fever of about a hundred . four right now", [100.4]),
        ("seven point two five milligrams", [7.25]),
        ("twelve . five milligrams of norvasc", [12.5]),
        ("at this point we will see", []),  # "point" with no digit after it is a word
        ("at this point two weeks ago", [2.0]),  # nor after a determiner
        ("it was 5 . then we left", [5.0]),  # a period before a non-digit word ends the number
    ],
)
def test_spoken_decimals_are_read(text: str, expected: list[float]) -> None:
    assert _amounts(text) == expected


def test_a_spaced_period_between_number_words_ends_no_sentence() -> None:
    assert segment("your a1c was seven . three and that is fine . one more thing") == [
        "your a1c was seven . three and that is fine . ",
        "one more thing",
    ]
    assert segment("i am fine . three things came up") == ["i am fine . ", "three things came up"]


A1C = (
    "[doctor] and last time you came in your a1c was a little bit higher at seven . three and you know we said "
    "we'd work on it\n[patient] yeah\n"
)
STONE = "[doctor] the ct showed that you do have a stone measuring point five centimeters in size\n[patient] okay\n"


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (A1C, "The patient's last A1c was 7.3.", Status.VERIFIED),
        (A1C, "The patient's last A1c was 7.", Status.CONTRADICTED),
        (STONE, "The CT shows a stone measuring 0.5 centimeters.", Status.VERIFIED),
        (STONE, "The CT shows a stone measuring 5 centimeters.", Status.CONTRADICTED),
    ],
)
def test_a_spoken_decimal_is_the_value_checked(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status
