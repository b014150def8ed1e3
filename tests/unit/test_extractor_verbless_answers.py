"""A verbless answer that is only a value ("About two weeks.") to an open question ("How long have you had the
cough?") makes one fact with the question's verb, citing both spans and verified by the proof engine
(``digest.value_answers._bare``); an answer saying more than a value, or a point in time to "how long", makes none.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.rewrite import Reference
from factlayer.digest.value_answers import value_answer
from factlayer.proof.proof import prove

PATIENT = Reference("The patient")


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("How long have you had the cough?", "About two weeks.", "The patient has had the cough for about two weeks."),
        ("how long have you been smoking ?", "since college .", None),  # "college" is no value
        ("how long have you been smoking ?", "about 20 years .", "The patient has been smoking for about 20 years."),
        ("how long have you had the rash ?", "since march .", "The patient has had the rash since march."),
        ("how often do you get the headaches ?", "twice a week .", "The patient gets the headaches twice a week."),
        ("when did you start the metformin ?", "last month .", "The patient started the metformin last month."),
        ("how many cycles of chemo have you completed ?", "four .", "The patient has completed four cycles of chemo."),
    ],
)  # fmt: skip
async def test_a_verbless_value_answer_makes_one_verified_fact(question: str, answer: str, fact: str | None) -> None:
    text = f"[doctor] {question}\n[patient] {answer}\n[doctor] okay .\n"
    assert value_answer(question, answer, PATIENT) == fact
    if fact is None:
        return
    assert prove(fact, text).status.name == "VERIFIED"
    assessed = await assess_candidates(ExtractiveProvider().extract(text), text)
    stored = [(a.candidate.text, a.candidate.speaker, len(a.candidate.spans)) for a in assessed if a.accepted]
    assert stored == [(fact, "patient", 2)]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("how long have you had the cough ?", "two weeks ago ."),  # when it started, not how long
        ("how long have you had the cough ?", "probably two weeks ."),  # hedged
        ("how long have you had the cough ?", "i don't know ."),
        ("when did you start the metformin ?", "march ."),  # no preposition to write it with
        ("how often do you drink ?", "on weekends , with friends ."),  # more than a value
        ("do you get the headaches often ?", "twice a week ."),  # no open question
    ],
)
def test_an_answer_that_is_more_or_less_than_a_value_composes_nothing(question: str, answer: str) -> None:
    assert value_answer(question, answer, PATIENT) is None
