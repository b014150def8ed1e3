"""A number said as a digit and a pair ("one forty over ninety", "one oh five", "two fifty"): read as a hundred-odd
where the words around it make it a count, else no value to compare (``nlp.spoken_pairs``), on both sides."""

from __future__ import annotations

import pytest

from factlayer.nlp.forms import forms_of
from factlayer.nlp.normalise import values
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

BP = "Doctor: Your blood pressure was one forty over ninety today, which is a little high.\n"
BP_COMPOUND = "Doctor: Blood pressure today is one twenty-five over eighty, that's good.\n"
BP_THREE = "Doctor: Your blood pressure came in at one thirty two over eighty four.\n"
FEVER = "Nurse: He had a fever of one oh two last night.\n"
WEIGHT = "Patient: I weigh two fifty pounds today.\n"
WEIGHED = "Patient: I'm five foot ten and I weigh one eighty.\n"
WEBINAR = "Manager: We have one fifty people signed up for the webinar.\n"
ROOM = "Patient: I was in room one twelve at the hospital.\n"
CHOLESTEROL = "Doctor: Your cholesterol is two twenty, we need to bring it down.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (BP, "The blood pressure was 140 over 90."),
        (BP_COMPOUND, "The blood pressure is 125 over 80."),
        (BP_THREE, "The blood pressure was 132 over 84."),
        (FEVER, "He had a fever of 102 last night."),
        (WEIGHT, "The patient weighs 250 pounds."),
        (WEIGHED, "The patient weighs 180."),
    ],
)
def test_a_hundred_odd_said_as_a_digit_and_a_pair_is_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (BP, "The blood pressure was 40 over 90."),
        (BP, "The blood pressure was 150 over 90."),
        (BP_COMPOUND, "The blood pressure is 25 over 80."),
        (BP_THREE, "The blood pressure was 142 over 84."),
        (FEVER, "He had a fever of 101 last night."),
        (WEIGHT, "The patient weighs 205 pounds."),
        (WEIGHED, "The patient weighs 190."),
    ],
)
def test_another_value_is_denied(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (WEBINAR, "There are 150 people signed up for the webinar."),
        (WEBINAR, "There are 50 people signed up for the webinar."),
        (ROOM, "The patient was in room 112."),
        (ROOM, "The patient was in room 12."),
        (CHOLESTEROL, "The cholesterol is 220."),
        (CHOLESTEROL, "The cholesterol is 20."),
    ],
)
def test_an_undecided_digit_and_pair_neither_bears_out_nor_denies(source: str, claim: str) -> None:
    """ "one fifty people" may be 150 or "one, fifty"; "two twenty" 220 or a time: never a half read as the value."""
    assert prove(claim, source, roles=False).status not in (Status.VERIFIED, Status.CONTRADICTED)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("one forty over ninety", [("ratio", 140.0)]),
        ("one oh five", [("number", 105.0)]),
        ("a fever of one oh two point five", [("number", 102.5)]),
        ("two fifty pounds", [("quantity", 250.0)]),
        ("one twenty percent", [("quantity", 120.0)]),
        ("she weighs about one sixty", [("number", 160.0)]),
    ],
)
def test_the_words_around_decide_a_hundred_odd(text: str, expected: list[tuple[str, float]]) -> None:
    assert [(v.kind, v.amount) for v in values(tokenize(text))] == expected


@pytest.mark.parametrize(
    "text",
    [
        "the call is at nine thirty",  # a time
        "it costs two fifty",  # $2.50 or 250
        "he is five ten",  # a height
        "take one fifty milligram tablet",  # one tablet of 50 mg, or 150 mg
        "two fifteen minutes",  # a time unit decides nothing
        "we meet at one oh five",  # a clock
    ],
)
def test_an_undecided_digit_and_pair_says_no_value(text: str) -> None:
    tokens = tokenize(text)
    assert not [v for v in values(tokens) if v.kind in ("number", "ratio") or v.amount > 9]


@pytest.mark.parametrize(
    "text",
    ["four or five", "one and a half", "one of the twenty", "twenty one fifty", "one twenty first", "page one"],
)
def test_other_number_words_keep_their_reading(text: str) -> None:
    assert not any(v.amount > 999 or 100 < v.amount < 200 for v in values(tokenize(text)))


def test_the_aligner_reads_a_decided_pair_as_one_number() -> None:
    numbers = [f.value for f in forms_of("pressure was one forty over ninety") if f.kind == "number"]
    assert numbers == [140.0, 90.0]
    assert [f.value for f in forms_of("it costs two fifty") if f.kind == "number"] == [2.0, 50.0]
