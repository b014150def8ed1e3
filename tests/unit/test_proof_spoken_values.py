"""Values as speech transcribes them (issue #12, round 9), through ``prove`` (what POST /v1/verify runs) and the
parsers under it: a decimal said aloud ("point five", "seven . three" with a transcribed spaced period) and a value
the speaker corrects in the same sentence ("5000 units … or 50,000 units, excuse me"). Each positive case fails on
main 413e8d2; the negative ones guard each rule's bounds."""

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


VITAMIN = (
    "[doctor] so , you're currently taking vitamin d3 , around 5000 units on sundays , and two thous ... or 50,000 "
    "units on sundays , excuse me , and 2000s on the other six days , correct ?\n[patient] yes .\n"
)
SORRY = "[patient] i take five milligrams , sorry , fifteen milligrams of the lisinopril .\n"
TWO_DOSES = "[patient] i take 5 milligrams in the morning and 10 milligrams at night , sorry .\n"


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (VITAMIN, "The patient takes 50,000 units of vitamin D3 on Sundays.", Status.VERIFIED),
        (VITAMIN, "The patient takes 5,000 units of vitamin D3 on Sundays.", Status.CONTRADICTED),
        (SORRY, "The patient takes fifteen milligrams of lisinopril.", Status.VERIFIED),
        (SORRY, "The patient takes five milligrams of lisinopril.", Status.CONTRADICTED),
        # a "sorry" after two values, neither opened by "or": no correction, both stand
        (TWO_DOSES, "The patient takes 5 milligrams in the morning.", Status.VERIFIED),
    ],
)
def test_a_corrected_value_is_taken_back(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("but he got a good one .", []),  # "one" for a thing said before: no count
        ("the other one hurts", []),
        ("no one came", []),
        ("in that one to two weeks", ["1 week", "2 weeks"]),  # a range: a count
        ("i have one kid", ["1 child"]),
        ("i am twenty one", ["21"]),
        ("twenty three hundred milligrams a a day", ["2300 mg per days"]),  # a stutter between amount and period
        ("have you been taking that metformin everyday", ["1 per day"]),
    ],
)
def test_values_as_speech_says_them(text: str, expected: list[str]) -> None:
    assert [v.describe() for v in values(tokenize(text))] == expected


AGE = (
    "Doctor: How old are you young man?\nPatient: I am nineteen.\nDoctor: What happened?\n"
    "Patient: I punched that other guy in face or maybe his mouth, I don't remember exactly but he got a good one.\n"
)


@pytest.mark.parametrize(
    ("claim", "status"),
    [("The patient is nineteen.", Status.VERIFIED), ("The patient is twenty nine.", Status.CONTRADICTED)],
)
def test_a_pronoun_one_is_no_rival_of_an_age(claim: str, status: Status) -> None:
    assert prove(claim, AGE).status is status
