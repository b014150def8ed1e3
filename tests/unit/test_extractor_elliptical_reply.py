"""An elliptical reply read with the yes/no question it answers is a fact of the reply's own subject, written in the
third person and citing both spans (issue #14): "Does anyone in your family have diabetes?" — "My mother does." →
"The patient's mother has diabetes."; never a fact the words do not say (a question back, a hedge, an auxiliary of
another verb). Through the whole digest: the extractor, then the proof engine. Every transcript is written for the
test."""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider
from tests.unit.test_extractor_run_on import _facts


@pytest.mark.parametrize(
    ("turns", "fact"),
    [
        (("Doctor: Does anyone in your family have diabetes?", "Patient: My mother does."),
         "The patient's mother has diabetes."),
        (("Doctor: Do you smoke?", "Patient: No, never. My husband does though."), "The patient's husband smokes."),
        (("Doctor: Do you smoke?", "Patient: No, never. My husband does though."), "The patient does not smoke."),
        (("Doctor: Does anybody at home smoke?", "Patient: My dad did, he quit."), "The patient's dad smoked."),
        (("Doctor: Do you drink alcohol?", "Patient: I do, on weekends."), "The patient drinks alcohol on weekends."),
        (("Doctor: Do you exercise?", "Patient: I did last year."), "The patient exercised last year."),
        (("Doctor: Does anyone in your family have diabetes?", "Patient: My mother doesn't."),
         "The patient's mother does not have diabetes."),
        (("[doctor] does anyone in your family have any heart problems ?", "[patient] my father does ."),
         "The patient's father has heart problems."),
    ],
)  # fmt: skip
async def test_an_elliptical_reply_makes_a_fact_of_its_own_subject(turns: tuple[str, str], fact: str) -> None:
    assert fact in await _facts(*turns)


@pytest.mark.parametrize(
    "turns",
    [
        ("Doctor: Does anyone in your family have diabetes?", "Patient: My mother does?"),
        ("Doctor: Does anyone in your family have diabetes?", "Patient: I think my mother does."),
        ("Doctor: Do you smoke?", "Patient: My husband does the cooking."),
        ("Doctor: Do you smoke?", "Patient: He does."),
    ],
)
async def test_a_reply_that_asserts_no_predicate_of_the_question_makes_no_such_fact(turns: tuple[str, str]) -> None:
    stored = await _facts(*turns)
    assert not [f for f in stored if "diabetes" in f or "smokes" in f], stored


async def test_the_time_word_replaces_the_plain_fact_and_the_false_twins_are_not_stored() -> None:
    stored = await _facts("Doctor: Do you drink alcohol?", "Patient: I do, on weekends.")
    assert stored == ["The patient drinks alcohol on weekends."]
    family = await _facts("Doctor: Does anyone in your family have diabetes?", "Patient: My mother does.")
    assert family == ["The patient's mother has diabetes."]  # not the father's, not the patient's


def test_the_fact_cites_the_question_and_the_replys_sentence() -> None:
    text = "Doctor: Do you smoke?\nPatient: No, never. My husband does though."
    facts = {c.text: c for c in ExtractiveProvider().extract(text)}
    husband = facts["The patient's husband smokes."]
    cited = [text[start:end] for start, end in husband.spans]
    assert cited == ["Do you smoke?", "My husband does though."]


def test_the_fact_of_a_relation_is_about_the_relation_not_the_one_who_answers() -> None:
    # "The patient's mother has diabetes." was stored with the patient as its subject (subject_name "Maria Lopez")
    text = "Doctor: Does anyone in your family have diabetes?\nPatient: My name is Maria Lopez. My mother does."
    by_text = {c.text: c for c in ExtractiveProvider().extract(text)}
    mother = by_text["The patient's mother has diabetes."]
    assert mother.subject_name == "Maria Lopez's mother" and mother.subject_id != "speaker:patient"


async def test_a_reply_with_a_number_a_later_hedge_or_a_nested_owner() -> None:
    # the review found "The patient's dad did, for 20 years." stored, and "My mother does, I think." kept as sure
    assert "The patient's dad smoked for 20 years." in await _facts(
        "Doctor: Did you ever smoke?", "Patient: My dad did, for 20 years."
    )
    hedged = await _facts("Doctor: Does anyone in your family have diabetes?", "Patient: My mother does, I think.")
    assert not [f for f in hedged if "mother" in f], hedged
    nested = await _facts("Doctor: Did anyone in your family have cancer?", "Patient: My mom's sister did.")
    assert not [f for f in nested if "sister" in f], nested
