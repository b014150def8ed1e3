"""An elliptical reply carries its own subject (issue #12, dialogue semantics): the answered yes/no question holds
the predicate, the reply names who — "Does anyone in your family have diabetes?" — "My mother does." bears out the
patient's mother having diabetes, not the father, nor the patient, nor a denial; the reply's auxiliary gives the
tense ("I did last year": past, not a present habit), its time words stay in ("I do, on weekends": not daily); a
question back, a hedge, or an auxiliary of another verb ("my husband does the cooking") bears out nothing
(nlp/ellipsis.py, proof/reply_ellipsis.py). Every transcript is written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.ellipsis import rebuild
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

FAMILY = "Doctor: Does anyone in your family have diabetes?\nPatient: My mother does.\n"
HUSBAND = "Doctor: Do you smoke?\nPatient: No, never. My husband does though.\n"
HOME = "Doctor: Does anybody at home smoke?\nPatient: My dad did, he quit.\n"
WEEKENDS = "Doctor: Do you drink alcohol?\nPatient: I do, on weekends.\n"
LAST_YEAR = "Doctor: Do you exercise?\nPatient: I did last year.\n"
ASKED_BACK = "Doctor: Does anyone in your family have diabetes?\nPatient: My mother does?\n"
HEDGED = "Doctor: Does anyone in your family have diabetes?\nPatient: I think my mother does.\n"
COOKING = "Doctor: Do you smoke?\nPatient: My husband does the cooking.\n"
NOT_MOTHER = "Doctor: Does anyone in your family have diabetes?\nPatient: My mother doesn't.\n"
HAS = "[doctor] have you ever smoked ?\n[patient] no . my dad has .\n"
CANCER = "Doctor: Does anyone in your family have cancer?\nPatient: Yeah, my older brother did.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (FAMILY, "The patient's mother has diabetes."),
        (HUSBAND, "The patient's husband smokes."),
        (HUSBAND, "The patient does not smoke."),
        (HOME, "The patient's father smoked."),
        (WEEKENDS, "The patient drinks alcohol on weekends."),
        (LAST_YEAR, "The patient exercised last year."),
        (NOT_MOTHER, "The patient's mother does not have diabetes."),
        (HAS, "The patient's father has smoked."),
        (CANCER, "The patient's older brother had cancer."),
    ],
)
def test_an_elliptical_reply_bears_out_the_question_said_of_its_own_subject(source: str, claim: str) -> None:
    assert prove(claim, source).status == Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (FAMILY, "The patient's father has diabetes."),  # the mother said
        (FAMILY, "The patient's mother does not have diabetes."),
        (FAMILY, "The patient has diabetes."),
        (HUSBAND, "The patient smokes."),  # the husband said
        (HOME, "The patient's father smokes."),  # "did", and he quit
        (WEEKENDS, "The patient drinks alcohol daily."),
        (LAST_YEAR, "The patient exercises."),  # last year, not now
        (NOT_MOTHER, "The patient's mother has diabetes."),
        (ASKED_BACK, "The patient's mother has diabetes."),
        (COOKING, "The patient's husband smokes."),
        (HAS, "The patient has smoked."),
        (CANCER, "The patient's older brother has cancer."),  # "did": what he had, not what he has
        (CANCER, "The patient's sister had cancer."),
    ],
)
def test_its_twin_is_not_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source).status != Status.VERIFIED


def test_a_hedged_reply_is_at_most_hedged() -> None:
    assert prove("The patient's mother has diabetes.", HEDGED).status != Status.VERIFIED


def test_a_denial_of_the_mother_contradicts_her_having_it() -> None:
    assert prove("The patient's mother has diabetes.", NOT_MOTHER).status == Status.CONTRADICTED


def _rebuilt(question: str, reply: str) -> str | None:
    r = rebuild(tokenize(question), tokenize(reply))
    return None if r is None else " ".join(t.low for t in r.tokens())


def test_the_rebuilt_proposition_is_the_replys_subject_and_the_questions_predicate() -> None:
    assert _rebuilt("Does anyone in your family have diabetes?", "My mother does.") == "my mother does have diabetes"
    assert _rebuilt("Do you drink alcohol?", "I do, on weekends.") == "i do drink alcohol on weekends"
    assert _rebuilt("So do you exercise?", "Um, I did last year.") == "i did exercise last year"
    assert _rebuilt("Do you smoke?", "My husband is.") is None  # another auxiliary's family
    assert _rebuilt("Don't you smoke?", "My husband does.") is None  # a negative question
    assert _rebuilt("Do you smoke or drink?", "My husband does.") is None  # which?
    assert _rebuilt("Do you take your pills?", "My husband does.") is None  # whose pills?
    assert _rebuilt("Do you smoke?", "He does.") is None  # whom "he" is the words do not say
    assert _rebuilt("Is your mother alive?", "My mother is.") is None  # asked of neither "you" nor "anyone"
