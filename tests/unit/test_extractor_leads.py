"""What opens a clause before its subject, one kind each: a marker before a comma ("to note, …", "again, …") is
trimmed like a particle; a time clause followed by a second opening phrase ("once you finish it, for the
deficiency, you'll start …") still finds the main clause's subject; "once/after/before you …" is a subject "you"
(its verb agrees). Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.clause_subject import with_subject
from factlayer.digest.rewrite import tidy, unframe
from factlayer.digest.salience import trim
from tests.unit.test_extractor_run_on import _facts


@pytest.mark.parametrize(
    ("clause", "trimmed"),
    [
        ("to note , the patient is not on aspirin", "the patient is not on aspirin"),
        ("of note , she has a penicillin allergy", "she has a penicillin allergy"),
        ("again , you'll take the iron with food", "you'll take the iron with food"),
        ("again i have the cough", "again i have the cough"),  # no comma: part of the clause
        ("to note the time", "to note the time"),
    ],
)
def test_a_marker_before_a_comma_is_trimmed(clause: str, trimmed: str) -> None:
    start, end = trim(clause, 0, len(clause))
    assert clause[start:end] == trimmed


async def test_a_dictated_note_marker_leaves_the_patient_as_subject() -> None:
    stored = await _facts(
        "[patient] i feel fine .",
        "[doctor] her blood pressure is 120 over 80 . to note , the patient is not currently on any statin .",
        "[patient] okay .",
    )
    assert "The patient is not currently on any statin." in stored


async def test_a_time_clause_and_a_second_opening_phrase_before_the_subject() -> None:
    stored = await _facts(
        "[patient] i have been so tired .",
        "[doctor] so , once you finish the iron pills , for the anemia , you're gon na start a daily multivitamin .",
        "[patient] okay .",
    )
    assert (
        "Once the patient finishes the iron pills, for the anemia, the patient will start a daily multivitamin."
        in stored
    )


@pytest.mark.parametrize(
    ("body", "previous", "carried"),
    [
        ("taking tylenol", "I recommended resting it tonight", "I recommended taking tylenol"),
        ("using a heating pad", "I've tried stretching every morning", "I've tried using a heating pad"),
        ("also avoiding dairy", "we suggested cutting back on coffee", "we suggested also avoiding dairy"),
        ("taking tylenol", "I recommended rest", "taking tylenol"),  # the verb took no activity: nothing to carry
        ("nothing helps", "I tried icing it", "nothing helps"),  # no activity opens the clause
    ],
)
def test_a_second_activity_takes_the_verb_of_the_first(body: str, previous: str, carried: str) -> None:
    assert with_subject(body, previous, chat=True) == carried


async def test_a_dictated_recommendation_of_two_activities() -> None:
    stored = await _facts(
        "[patient] my ankle hurts .",
        "[doctor] recommended elevating it tonight , and taking naproxen with food .",
        "[patient] okay .",
    )
    assert "The doctor recommended taking naproxen with food." in stored


@pytest.mark.parametrize(
    ("clause", "tidied"),
    [
        ("i , and i ca n't lift my arm", "i can't lift my arm"),
        ("so we , so we started the inhaler", "so we started the inhaler"),
        ("i , and then i went home", "i, and then i went home"),  # two clauses, not a restart
        ("my knee , and my hip hurt", "my knee, and my hip hurt"),  # two subjects
    ],
)
def test_a_subject_restarted_after_a_connector_is_said_once(clause: str, tidied: str) -> None:
    assert tidy(clause) == tidied


@pytest.mark.parametrize(
    ("clause", "unframed"),
    [
        (
            "in reviewing the results of your chest x-ray, this is a normal chest x-ray",
            "your chest x-ray is a normal chest x-ray",
        ),
        ("looking at your blood pressure, it is a little elevated", "your blood pressure is a little elevated"),
        ("reviewing your echo, this shows a normal ejection fraction", "your echo shows a normal ejection fraction"),
        ("in reviewing this, it is fine", "in reviewing this, it is fine"),  # no "your"/"my": nothing to name
    ],
)
def test_a_pronoun_after_a_framing_phrase_is_the_thing_it_names(clause: str, unframed: str) -> None:
    assert unframe(clause) == unframed


async def test_nothing_or_something_as_subject_is_what_the_speaker_says() -> None:
    stored = await _facts(
        "[doctor] what have you tried for the pain ?",
        "[patient] i tried a heating pad , but nothing really worked .",
        "[patient] and something popped in my knee on sunday .",
    )
    assert "The patient says nothing really worked." in stored
    assert "The patient says something popped in their knee on sunday." in stored
