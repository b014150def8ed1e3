"""An open question answered by a clause whose only news is a value, and a statement confirmed by its listener
(``digest.value_answers``), through the whole digest: one fact citing both spans, verified by the proof engine,
credited to the one who answers — or nothing stored.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.rewrite import Reference
from factlayer.digest.value_answers import assent, value_answer
from factlayer.proof.proof import prove

PATIENT = Reference("The patient")


async def _stored(text: str) -> list[tuple[str, str | None, int]]:
    """The stored facts: text, speaker, and the number of spans each cites."""
    candidates = ExtractiveProvider().extract(text)
    assessed = await assess_candidates(candidates, text)
    return [(a.candidate.text, a.candidate.speaker, len(a.candidate.spans)) for a in assessed if a.accepted]


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("How many cycles of chemo have you completed?", "I have done five to date.",
         "The patient has completed five cycles of chemo."),
        ("How long have you had the cough?", "I've had it for about two weeks.",
         "The patient has had the cough for about two weeks."),
        ("how often do you get the headaches?", "I get them about twice a week.",
         "The patient gets the headaches about twice a week."),
        ("When did you start the metformin?", "I started it in March.", "The patient started the metformin in March."),
    ],
)  # fmt: skip
async def test_an_open_question_and_a_value_answer_make_one_verified_fact(
    question: str, answer: str, fact: str
) -> None:
    text = f"[doctor] {question}\n[patient] {answer}\n"
    assert value_answer(question, answer, PATIENT) == fact
    assert prove(fact, text).status.name == "VERIFIED"
    stored = await _stored(text)
    assert stored == [(fact, "patient", 2)]  # not "The patient has done five to date." beside it


async def test_a_composition_the_proof_does_not_verify_leaves_no_fragment() -> None:
    text = "[doctor] How many cycles of chemo have you completed?\n[patient] I have done five but I stopped after.\n"
    stored = await _stored(text)
    assert not any("done five" in fact for fact, _, _ in stored)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("How long have you had the cough?", "I noticed it last week."),  # another verb: a fact of its own
        ("How many cycles of chemo have you completed?", "I have done five and I stopped."),  # more than a value
        ("How long have you had the cough?", "I have not had it long."),  # a negation
        ("How long have you had the cough?", "I think I've had it for two weeks."),  # not "I" + the verb
        ("How long have you had the cough?", "I've had it since my surgery."),  # no value named
        ("How many do you smoke?", "I smoke ten."),  # no counted noun
        ("How many cycles have you completed?", "I have done five, maybe six."),  # more than a count
    ],
)
def test_no_composition_when_the_answer_says_more_than_a_value(question: str, answer: str) -> None:
    assert value_answer(question, answer, PATIENT) is None


async def test_a_confirmed_negative_statement_is_the_patients_and_cites_both_spans() -> None:
    stored = await _stored("[doctor] you do not smoke, right?\n[patient] Yes, that is right.\n")
    assert stored == [("The patient does not smoke.", "patient", 2)]


async def test_a_confirmed_positive_statement_is_the_patients() -> None:
    text = "[doctor] so you are taking the lisinopril every morning, correct?\n[patient] yes.\n"
    assert await _stored(text) == [("The patient is taking the lisinopril every morning.", "patient", 2)]


@pytest.mark.parametrize(
    "text",
    [
        "[doctor] you don't smoke, right?\n[patient] Yes.\n",  # a bare yes to a negative: ambiguous
        "[doctor] you do not smoke, right?\n[patient] No.\n",
        "[doctor] you don't smoke?\n[patient] Yes.\n",
        "[doctor] you take it every morning, right?\n[patient] Mostly at night actually.\n",  # not confirmed
    ],
)
async def test_no_fact_from_a_statement_not_clearly_confirmed(text: str) -> None:
    assert not any("smoke" in fact or "every morning" in fact for fact, _, _ in await _stored(text))


@pytest.mark.parametrize(
    ("statement", "reply", "agreed"),
    [
        ("you do not smoke, right?", "Yes, that is right.", True),
        ("you don't smoke, right?", "that's correct", True),
        ("you smoke, right?", "yeah", True),
        ("you don't smoke, right?", "yes", False),
        ("you smoke, right?", "no", False),
        ("you do not smoke.", "yes", None),  # seeks no assent
    ],
)
def test_assent(statement: str, reply: str, agreed: bool | None) -> None:
    assert assent(statement, reply) is agreed


async def test_a_yes_with_more_said_confirms_a_positive_statement() -> None:
    text = "[doctor] you went to the dermatologist in April, right?\n[patient] yes, I wanted to be careful.\n"
    assert ("The patient went to the dermatologist in April.", "patient", 2) in await _stored(text)


@pytest.mark.parametrize(("reply", "theirs"), [("Yes, that's right.", 1), ("No.", 0)])
def test_only_the_facts_about_the_one_who_replies_are_confirmed_or_dropped(reply: str, theirs: int) -> None:
    text = f"[doctor] I reviewed the labs last week, and you have high blood pressure, right?\n[patient] {reply}\n"
    made = [(c.text, c.speaker, len(c.spans)) for c in ExtractiveProvider().extract(text)]
    assert ("The doctor reviewed the labs last week.", "doctor", 1) in made
    assert made.count(("The patient has high blood pressure.", "patient", 2)) == theirs
    assert len(made) == 1 + theirs
