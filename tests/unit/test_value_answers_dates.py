"""A month or weekday with a short form on its line of the lexicon ("april apr", "monday mon") is a value word:
``lexicon.words`` gives whole lines, so "april" and "monday" were no value and "I started it in April" answered
nothing (while "in March", a line of one word, did). Written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.rewrite import Reference
from factlayer.digest.value_answers import value_answer
from factlayer.nlp.ellipsis import time_words
from factlayer.proof.proof import Status, prove

QUESTION = "When did you start the metformin?"


@pytest.mark.parametrize(
    ("answer", "fact"),
    [
        ("I started it in April.", "The patient started the metformin in April."),
        ("In April.", "The patient started the metformin in April."),
        ("I started it on Monday.", "The patient started the metformin on Monday."),
        ("Last Tuesday.", "The patient started the metformin last Tuesday."),
        ("I started it on Friday.", "The patient started the metformin on Friday."),
    ],
)
def test_a_month_or_weekday_answer_is_one_verified_fact(answer: str, fact: str) -> None:
    assert value_answer(QUESTION, answer, Reference("The patient")) == fact
    assert prove(fact, f"[doctor] {QUESTION}\n[patient] {answer}\n").status is Status.VERIFIED


def test_every_month_and_weekday_is_a_time_word() -> None:
    assert {"april", "apr", "september", "monday", "tues", "sunday"} <= time_words()
