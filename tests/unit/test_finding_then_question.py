"""A finding the doctor states, then a yes/no question in the same sentence (issue #12, a true statement
CONTRADICTED): "your blood pressure looks good today and do you smoke?" — "No." read the "no" against the whole
sentence, so "The patient's blood pressure looks good today" was CONTRADICTED. A linking verb after a noun subject
("looks", "sounds", "seems") makes the words before "and do you …" a statement of their own (nlp/run_ons), and the
reply answers the question only. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.run_ons import run_on_cuts
from factlayer.proof.proof import Status, prove

CASES = [
    ("your blood pressure looks good today and do you smoke?", "The patient's blood pressure looks good today."),
    ("your blood pressure looks good today and do you smoke", "The patient's blood pressure looks good today."),
    ("your lungs sound clear and are you short of breath?", "The patient's lungs sound clear."),
    ("the incision seems clean so do you have any fevers?", "The patient's incision seems clean."),
]


@pytest.mark.parametrize(("question", "claim"), CASES)
def test_the_finding_is_not_denied_by_the_reply(question: str, claim: str) -> None:
    source = f"Doctor: {question}\nPatient: No.\n"
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("question", "claim", "twin"),
    [
        ("your blood pressure looks good today and do you smoke?", "The patient does not smoke.",
         "The patient smokes."),
        ("your lungs sound clear and are you short of breath?", "The patient is not short of breath.",
         "The patient is short of breath."),
    ],
)  # fmt: skip
def test_the_reply_still_answers_the_question(question: str, claim: str, twin: str) -> None:
    source = f"Doctor: {question}\nPatient: No.\n"
    assert prove(claim, source).status is Status.VERIFIED
    assert prove(twin, source).status is Status.CONTRADICTED


def test_the_cut_is_made_before_the_question() -> None:
    text = "your blood pressure looks good today and do you smoke"
    assert [text[a:b].strip() for a, b in run_on_cuts(text, [(0, len(text))])] == [
        "your blood pressure looks good today and",
        "do you smoke",
    ]


def test_no_cut_without_a_statement_before() -> None:
    text = "any pain in the leg and do you smoke"
    assert run_on_cuts(text, [(0, len(text))]) == [(0, len(text))]
