"""A question turn written with no "?" (ACI-Bench transcripts): it opens like a question once fillers,
interjections or a false start are dropped ("mm-hmm okay have you ever …", "and i are you still taking …",
"okay and ever have you ever had …"), and the other speaker answers next, so it was asked: it asserts nothing, and
the answer decides. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.questions import opens_question_after_restart
from factlayer.proof.proof import prove

_INJURED = "[doctor] mm-hmm okay have you ever injured that foot before\n[patient] no\n[doctor] okay"
_METFORMIN = "[doctor] okay alright and i are you still taking the metformin\n[patient] no i stopped\n[doctor] okay"
_VISION = "[doctor] okay and any visual changes you know wavy lines in your vision\n[patient] no\n[doctor] okay"
_CATHETER = (
    "[doctor] okay and ever have you ever had any issues where you needed to have like a catheter inserted\n"
    "[patient] my gosh no\n[doctor] okay"
)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_INJURED, "The patient has never injured that foot before."),
        (_METFORMIN, "The patient is not taking metformin."),
        (_VISION, "The patient has no visual changes."),
    ],
)
def test_the_answer_decides(source: str, claim: str) -> None:
    assert prove(claim, source).status.value == "VERIFIED"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_INJURED, "The patient has injured that foot before."),
        (_METFORMIN, "The patient is taking metformin."),
        (_VISION, "The patient has visual changes."),
        (_CATHETER, "The patient needed a catheter inserted."),
    ],
)
def test_what_was_asked_is_not_asserted(source: str, claim: str) -> None:
    assert prove(claim, source).status.value != "VERIFIED"


@pytest.mark.parametrize(
    "words",
    [
        "okay and ever have you ever had any issues",
        "mm-hmm okay do you have any other siblings",
        "okay alright and i are you still taking the metformin",
        "okay and any visual changes you know wavy lines",
    ],
)
def test_a_question_after_a_false_start(words: str) -> None:
    assert opens_question_after_restart(words.split())


@pytest.mark.parametrize(
    "words",
    ["so i will have you come back in about six weeks", "lem me go ahead and have you lay back on the table"],
)
def test_a_statement_stays_one(words: str) -> None:
    assert not opens_question_after_restart(words.split())


def test_a_statement_the_other_speaker_acknowledges_stands() -> None:
    source = "[doctor] so i will have you come back in six weeks\n[patient] okay"
    assert prove("The doctor will have the patient come back in six weeks.", source).status.value == "VERIFIED"
