"""Visit talk a reader would not keep — pleasantries ("it's lovely to meet you", "you're welcome … thanks bye-bye"),
exam narration and steps ("i'm gon na look in your mouth", "check reflexes", "you can breathe normally"), staging
("i have a few more questions for you", "my nurse will be in shortly") — and a question run into an unpunctuated
clause, cut off so the statement before it is kept ("your tonsils are swollen too now has anyone else been sick …").
Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.question_tails import asked_off
from factlayer.digest.salience import junk_reason, trim
from tests.unit.test_extractor_run_on import _facts


@pytest.mark.parametrize(
    ("clause", "reason"),
    [
        ("it's lovely to meet you .", "greeting"),
        ("i have a few more questions for you .", "meta_talk"),
        ("my nurse will be in shortly to discharge you .", "meta_talk"),
        ("we'll take good care of you .", "meta_talk"),
        ("i'm gon na look in your mouth .", "meta_talk"),
        ("i'm gon na check reflexes .", "meta_talk"),
        ("you can breathe normally .", "meta_talk"),
        ("go ahead and sit up .", "meta_talk"),
        ("i want you to close your eyes .", "meta_talk"),
        ("i'm gon na touch your neck .", "meta_talk"),
        ("i'm gon na do my foot exam .", "meta_talk"),
        ("i'm just gon na verbalize some of my findings as i do my exam .", "meta_talk"),
        ("i want you to move that finger .", None),  # advice for the injury, not a step of the exam
        ("you can stop the ibuprofen .", None),
        ("i have a few moles on my back .", None),  # not questions
    ],
)
def test_pleasantries_exam_narration_and_staging_are_no_facts(clause: str, reason: str | None) -> None:
    assert junk_reason(clause, clinician=True) == reason


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("you're welcome i'll see you in two weeks thanks bye-bye", "i'll see you in two weeks"),
        ("thank you i have a rash on my arm", "i have a rash on my arm"),
        ("karen is accompanied by her father hi karen", "karen is accompanied by her father"),
        ("my son said hi", "my son said hi"),
    ],
)
def test_thanks_and_goodbyes_around_a_clause_are_trimmed(said: str, kept: str) -> None:
    start, end = trim(said, 0, len(said))
    assert said[start:end] == kept


@pytest.mark.parametrize(
    ("clause", "statement"),
    [
        (
            "your tonsils are swollen too now has anyone else been sick in your household",
            "your tonsils are swollen too now",
        ),
        ("you're never really pain free is that what i'm hearing you say", "you're never really pain free"),
        ("i like to drink wine too what's your favorite type of wine", "i like to drink wine too"),
        ("i'm good thanks how are you", "i'm good thanks"),  # the question from its "how"
        ("i 'll have you check your weights every day", None),  # a plan: read whole
        ("the results did you get them", None),  # too little before it: the clause stays a question
    ],
)
def test_a_question_run_into_a_clause_is_cut_off(clause: str, statement: str | None) -> None:
    [(start, end)] = asked_off(clause, [(0, len(clause))])
    assert clause[start:end].strip() == (statement or clause)


async def test_the_statement_before_a_run_in_question_is_stored() -> None:
    stored = await _facts(
        "[doctor] your tonsils are swollen too now has anyone else been sick in your household",
        "[patient] my daughter had a cold last week .",
    )
    assert "The patient's tonsils are swollen too now." in stored
    assert not any("anyone" in f for f in stored)
