"""Support the source gives across two sentences of a question and its reply (issue #12): a reply that goes on
filling the question's slot in its next sentence ("How often do you take the tylenol?" — "Hardly ever. Maybe once a
month."), and a question that asks of a thing by "it" right after the asker's own sentence naming it ("Pottery's so
relaxing. Have you tried it yet?" — "Nah, I haven't."). Never another's value, another clause, nor a thing said
farther away. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_TYLENOL = (
    "[doctor] and how frequently do you take the tylenol ?\n"
    "[patient] hardly ever . maybe once a month .\n"
    "[doctor] and do you consume alcohol ?\n"
)
_DRINKS = "[doctor] how often do you drink ?\n[patient] on weekends . about twice a month .\n"


def test_a_reply_goes_on_filling_the_slot_in_its_next_sentence() -> None:
    assert prove("The patient takes Tylenol maybe once a month.", _TYLENOL).status is Status.VERIFIED
    assert prove("The patient drinks about twice a month.", _DRINKS).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("The patient takes Tylenol maybe once a week.", _TYLENOL),
        ("The patient drinks about twice a week.", _DRINKS),
        # the fill is hedged: no flat frequency
        ("The patient takes Tylenol once a month.", _TYLENOL),
        # another's value, a clause of its own, a denial: no fill of the patient's slot
        ("The patient drinks maybe twice a month.",
         "[doctor] how often do you drink ?\n[patient] hardly ever . my husband , maybe twice a month .\n"),
        ("The patient drinks twice a month.",
         "[doctor] how often do you drink ?\n[patient] hardly ever . my husband drinks twice a month .\n"),
        ("The patient drinks every day.",
         "[doctor] how often do you drink ?\n[patient] hardly ever . not every day .\n"),
    ],
)  # fmt: skip
def test_the_next_sentence_fills_nothing_else(claim: str, source: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


_POTTERY = "Melanie: Pottery's so relaxing and creative. Have you tried it yet?\nCaroline: Nah, I haven't.\n"
_CAKE = "Melanie: My sister made a carrot cake. Have you tried it yet?\nCaroline: Yes, I have.\n"


def test_a_question_asks_of_the_thing_its_own_sentence_named() -> None:
    assert prove("Caroline has not tried pottery.", _POTTERY).status is Status.VERIFIED
    assert prove("Caroline has tried pottery.", _POTTERY).status is Status.CONTRADICTED
    assert prove("Caroline has tried the carrot cake.", _CAKE).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("Caroline has not tried painting.", _POTTERY),
        # named two sentences before, or in an earlier turn: "it" may stand for something else
        ("Caroline has not tried pottery.",
         "Melanie: I love pottery. I also bake. Have you tried it yet?\nCaroline: Nah, I haven't.\n"),
        ("Caroline has not tried pottery.",
         "Melanie: Pottery's so relaxing.\nCaroline: Yeah.\nMelanie: Have you tried it yet?\n"
         "Caroline: Nah, I haven't.\n"),
        # the thing named only in a denial
        ("Caroline has tried pottery.",
         "Melanie: I don't like pottery. Have you tried it yet?\nCaroline: Yes, I have.\n"),
    ],
)  # fmt: skip
def test_the_thing_is_taken_from_that_sentence_only(claim: str, source: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


_EAR = (
    "Patient: I have this ear pain and headache for some time.\n"
    "Doctor: Okay, when exactly did it start?\n"
    "Patient: Um, almost three weeks ago.\n"
)


def test_what_it_stands_for_may_be_a_list_joined_by_and() -> None:
    assert prove("The ear pain and headache started almost three weeks ago.", _EAR).status is Status.VERIFIED
    assert prove("The ear pain and headache started almost three days ago.", _EAR).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        # joined by "or" (an alternative asked about), or with another word between: not one thing
        ("The ear pain and headache started almost three weeks ago.",
         "Doctor: Any ear pain or headache?\nPatient: Yes.\nDoctor: When exactly did it start?\n"
         "Patient: Um, almost three weeks ago.\n"),
        ("The ear pain and headache started almost three weeks ago.",
         "Patient: I have this ear pain and bad headache for some time.\nDoctor: Okay, when exactly did it start?\n"
         "Patient: Um, almost three weeks ago.\n"),
    ],
)  # fmt: skip
def test_a_list_is_one_thing_only_when_joined_by_and(claim: str, source: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "true", "false"),
    [
        ("Doctor: Do you take ibuprofen?\nPatient: Yeah, twice a day.\n",
         "The patient takes ibuprofen twice a day.", "The patient takes ibuprofen three times a day."),
        ("Doctor: Do you smoke?\nPatient: Yes, about a pack a day.\n",
         "The patient smokes about a pack a day.", "The patient smokes about two packs a day."),
        ("Doctor: How about alcohol, do you drink?\nPatient: Yes, about five beers a week.\n",
         "The patient drinks about five beers a week.", "The patient drinks about five beers a day."),
        ("Doctor: Do you drink?\nPatient: Yes, probably about five beers a week.\n",
         "The patient drinks about five beers a week.", "The patient drinks about six beers a week."),
        ("Doctor: How about alcohol, do you drink?\nPatient: Yes, um, I'd say about five beers a week.\n",
         "The patient drinks about five beers a week.", "The patient drinks about five beers a day."),
    ],
)  # fmt: skip
def test_a_yes_with_an_amount_says_how_much_of_the_deed_asked(source: str, true: str, false: str) -> None:
    assert prove(true, source).status is Status.VERIFIED
    assert prove(false, source).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        # a hedged amount, another's, a denied one: not the patient's plain amount
        ("The patient takes ibuprofen twice a day.",
         "Doctor: Do you take ibuprofen?\nPatient: Yes, maybe twice a day.\n"),
        ("The patient takes ibuprofen twice a day.",
         "Doctor: Do you take ibuprofen?\nPatient: Yes, my husband, twice a day.\n"),
        ("The patient takes ibuprofen twice a day.",
         "Doctor: Do you take ibuprofen?\nPatient: Yes, I'd say twice a day.\n"),  # no approximate amount
        ("The patient takes ibuprofen twice a day.",
         "Doctor: Do you take ibuprofen?\nPatient: Yes, but not twice a day.\n"),
        # the question's own amount: which one the yes is for is open
        ("The patient takes ibuprofen twice a day.",
         "Doctor: Do you take ibuprofen every day?\nPatient: Yes, twice a day.\n"),
    ],
)  # fmt: skip
def test_a_yes_takes_no_amount_it_does_not_plainly_give(claim: str, source: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED
