"""A claim of a main clause with a time clause ("Maria was scared when the test began"): the time clause's parts
bind within one sentence of the source, and the subject is the main clause's (issue 12)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

TWO_TIMES = [
    (
        "Maria: I was scared when the storm hit. I was nervous when the test began.",
        "Maria was scared when the test began.",
        "Maria was nervous when the storm hit.",
    ),
    (
        "Tom: I felt dizzy after I stood up. I felt sick after I ate lunch.",
        "Tom felt dizzy after he ate lunch.",
        "Tom felt sick after he stood up.",
    ),
    (
        "Patient: My knee hurt before the game started. My back ached while I was driving home.",
        "The patient's knee hurt while driving home.",
        "The patient's back ached before the game started.",
    ),
    (
        "Ana: I got angry when the bus was late. I got tired after the meeting ended.",
        "Ana got angry after the meeting ended.",
        "Ana got tired when the bus was late.",
    ),
]


@pytest.mark.parametrize(("source", "first", "second"), TWO_TIMES)
def test_a_main_clause_is_not_bound_to_another_sentences_time(source: str, first: str, second: str) -> None:
    assert prove(first, source).status is not Status.VERIFIED
    assert prove(second, source).status is not Status.VERIFIED


TRUE_WHEN = [
    (
        "Maria: I was scared when the storm hit. I was nervous when the test began.",
        "Maria was scared when the storm hit.",
    ),
    (
        "Maria: I was scared when the storm hit. I was nervous when the test began.",
        "Maria was nervous when the test began.",
    ),
    ("Tom: I felt dizzy after I stood up. I felt sick after I ate lunch.", "Tom felt sick after he ate lunch."),
    ("Maria: I was scared when my son got into the accident.", "Maria was scared when her son got into the accident."),
    ("Ben: I was afraid when the dog barked.", "Ben was afraid when the dog barked."),
    (
        "Lena: I was worried after my daughter left for college.",
        "Lena was worried after her daughter left for college.",
    ),
    ("Maria: I was happy when my son won the game.", "Maria was happy when her son won the game."),
    ("Sam: I felt proud when my daughter graduated.", "Sam felt proud when his daughter graduated."),
    ("Ana: I got angry after my brother broke the vase.", "Ana got angry after her brother broke the vase."),
    (
        "Doctor: Anything else?\nPatient: I was relieved when my wife came home.",
        "The patient was relieved when his wife came home.",
    ),
    (
        "Doctor: What happened?\nPatient: My knee gave out when I was running.",
        "The patient's knee gave out while running.",
    ),
    ("Omar: I was sad before my father retired.", "Omar was sad before his father retired."),
    (
        "Doctor: How was the week?\nPatient: I was excited when my sister got her new job.",
        "The patient was excited when her sister got her new job.",
    ),
    ("Lee: I laughed while my brother told the old joke.", "Lee laughed while his brother told the old joke."),
]


@pytest.mark.parametrize(("source", "claim"), TRUE_WHEN)
def test_a_feeling_at_a_time_is_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


def test_a_fear_of_a_possibility_stays_hedged() -> None:
    source = "Patient: I was scared that it was cancer."
    assert prove("The patient had cancer.", source).status is not Status.VERIFIED


FRONTED = "Maria: When the storm hit, I was scared. When the test began, I was nervous."


def test_a_fronted_time_clause_binds_within_its_sentence() -> None:
    assert prove("Maria was scared when the storm hit.", FRONTED).status is Status.VERIFIED
    assert prove("Maria was scared when the test began.", FRONTED).status is not Status.VERIFIED
    assert prove("When the storm hit, Maria was nervous.", FRONTED).status is not Status.VERIFIED


def test_a_main_clause_without_a_time_of_its_own_still_takes_its_neighbours() -> None:
    source = "Patient: I had cramps when I woke up. I drank pickle juice."
    assert prove("The patient drank pickle juice.", source).status is Status.VERIFIED
    assert prove("The patient had cramps when she woke up.", source).status is Status.VERIFIED


SWAPPED = [
    ("Maria: My son was happy when I won the game.", "Maria was happy when she won the game."),
    ("Maria: My son was happy when I won the game.", "Maria was happy when her son won the game."),
    (
        "Doctor: How was the week?\nPatient: My sister was excited when I got my new job.",
        "The patient was excited when she got her new job.",
    ),
    ("Lee: My brother laughed while I told the old joke.", "Lee laughed while his brother told the old joke."),
]


@pytest.mark.parametrize(("source", "claim"), SWAPPED)
def test_the_main_clauses_subject_is_the_one_checked(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


def test_a_main_clause_matched_in_part_with_its_time_is_bound_there() -> None:
    source = "Doctor: Do you get headaches when you read?\nPatient: Yes. They also come while I am driving to work."
    assert prove("The headaches also come while she is driving to work.", source).status is Status.VERIFIED


def test_a_question_word_when_is_no_time_clause() -> None:
    source = "Ann: Before the break, one thing. Could you tell us when you think the office might open?"
    assert prove("Ann asked when the office might open.", source).status is not Status.CONTRADICTED


DENIED_TIME = [
    ("Maria: I was happy when my son didn't lose the game.", "Maria was not happy when her son lost the game."),
    ("Tom: I was calm while the kids weren't home.", "Tom was not calm while the kids were home."),
]


@pytest.mark.parametrize(("source", "claim"), DENIED_TIME)
def test_a_denied_time_clause_does_not_deny_the_main_clause(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


def test_a_stop_in_a_time_clause_is_no_denial() -> None:
    source = "Patient: Yes. I was struck from the side while I was at a stopped light."
    assert prove("The patient was struck from the side while stopped.", source).status is Status.VERIFIED
