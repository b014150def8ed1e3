"""What a patient is allergic to, named by a bare answer to a question after allergies
(``phrase_answers.allergy_named``), through the whole digest: one fact citing the question and the answer,
verified by the proof engine against both.

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.phrase_answers import allergy_named, phrase_answer
from factlayer.digest.rewrite import Reference
from factlayer.nlp.stems import stem
from tests.unit.digests import stored

PATIENT = Reference("The patient")


@pytest.mark.parametrize(
    ("question", "answer", "fact"),
    [
        ("Any allergies to medications?", "Penicillin.", "The patient is allergic to penicillin."),
        ("Do you have any allergies?", "Penicillin and codeine.", "The patient is allergic to penicillin and codeine."),
        ("Any drug allergies?", "um, sulfa drugs.", "The patient is allergic to sulfa drugs."),
        ("Are you allergic to anything?", "Just shellfish.", "The patient is allergic to shellfish."),
    ],
)  # fmt: skip
async def test_a_bare_answer_to_an_allergy_question_names_the_allergen(question: str, answer: str, fact: str) -> None:
    assert allergy_named(question, answer, PATIENT) == fact
    assert (fact, 2) in await stored(f"Doctor: {question}\nPatient: {answer}\nDoctor: Okay.\n")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Any allergies?", "Sometimes."),  # names nothing
        ("Any allergies?", "Seasonal allergies."),  # an allergy, not what to
        ("Any allergies?", "Not that I know of."),  # a negation
        ("Any allergies?", "Maybe penicillin."),  # hedged
        ("Any allergies or rashes?", "Penicillin."),  # which was asked, the answer does not say
        ("Any pets?", "A hamster."),  # not an allergy question
    ],
)
def test_no_allergen_from_other_answers(question: str, answer: str) -> None:
    assert allergy_named(question, answer, PATIENT) is None


async def test_the_allergen_is_the_answerers_not_the_askers() -> None:
    text = "Patient: Any allergies to medications?\nDoctor: Penicillin.\nPatient: Okay.\n"
    assert not any("patient" in fact.lower() and "penicillin" in fact.lower() for fact, _ in await stored(text))


def test_allergic_and_allergy_share_a_stem() -> None:
    # lexicon/derived_forms.txt: "The patient is allergic to …" meets "any allergies …?" in the proof
    assert stem("allergic") == stem("allergies") == stem("allergy")


def test_lead_words_of_a_question_follow_its_auxiliary() -> None:
    # "what have you been taking?" was written "The patient been has taking …"
    fact = phrase_answer("what have you been taking for the pain?", "just tylenol", PATIENT)
    assert fact == "The patient has been taking tylenol for the pain."
