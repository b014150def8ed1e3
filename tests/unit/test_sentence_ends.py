"""A stored fact ends as a sentence ends (``digest.sentence_ends``): not on a question word ("… rises today to address
what.") — and no clause is cut right after one ("address what | so many people …") — while a preposition a relative
clause leaves at the end ("… the back pain that the doctor has been dealing with.") is no cut. Each through the whole
digest (extractor, then the proof engine) where it changes what is stored. Every source here is written for the test.
"""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.salience import cut_off
from factlayer.nlp.sentences import split_clauses


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


@pytest.mark.parametrize(
    "fact",
    [
        "Ms. Rivera rises today to address what.",
        "Dana would like to know why.",
        "The immediate problem is just deciding which.",
        "The patient had ice and what.",
        "The agent will show the caller how.",
        "The team does not know where.",
    ],
)
def test_a_fact_ending_on_a_question_word_is_cut_off(fact: str) -> None:
    assert cut_off(fact)


@pytest.mark.parametrize(
    "fact",
    [
        "The patient has had this chronic back pain that the doctor has been dealing with.",
        "Dana finished the report that we were waiting for.",
        "Leo is in the program they applied for.",
    ],
)
def test_a_preposition_a_relative_clause_leaves_is_no_cut_off(fact: str) -> None:
    assert not cut_off(fact)


@pytest.mark.parametrize(
    "fact",
    [
        "Leo says they went to.",  # after a verb of saying: no noun the clause is about
        "The doctor knows that the patient was waiting for.",
        "Leo is waiting for.",
        "The doctor will talk to the patient about.",
        "The patient does not have a fever since Monday, but.",
        "The patient sees what the doctor is talking about.",  # a free "what": a remark on the talk, as a rule
    ],
)
def test_a_preposition_no_relative_clause_leaves_is_still_cut_off(fact: str) -> None:
    assert cut_off(fact)


def test_no_clause_is_cut_right_after_a_question_word() -> None:
    text = "I rise today to address what so many families in this town live with every winter."
    assert split_clauses(text) == [(0, len(text))]
    two = "We fixed the roof so the kids can sleep."  # "so" after other words still cuts
    assert len(split_clauses(two)) == 2


def test_so_that_before_a_subject_opens_no_clause() -> None:
    text = "we will move the party or make it so that it's safe for the kids to come"
    assert split_clauses(text) == [(0, len(text))]
    assert len(split_clauses("it hurt so i stopped running")) == 2


async def test_a_speech_keeps_the_clause_a_question_word_opens() -> None:
    text = (
        "Ms. Ana Rivera (Northfield, Ind.): Thank you, Madam Speaker. I rise today to address what so many families "
        "in Northfield live with every winter. Last year the town closed two shelters.\n"
        "The Speaker: Thank you. The member for Eastvale has the floor.\n"
    )
    stored = await _stored(text)
    assert not any(fact.rstrip(".").endswith(" what") for fact in stored), stored
    assert any("address what so many families in Northfield live with every winter" in fact for fact in stored), stored


async def test_a_visit_keeps_a_complaint_named_with_a_relative_clause() -> None:
    text = (
        "[doctor] good to see you . i know that you've had this chronic knee pain that we've been dealing with .\n"
        "[patient] yeah , it comes and goes .\n"
    )
    stored = await _stored(text)
    assert "The patient has had this chronic knee pain that the doctor has been dealing with." in stored, stored
