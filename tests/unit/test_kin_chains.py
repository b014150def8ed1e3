"""A relation of a relation said with a possessive ("my dad's dad", "my mother's sister") is one relation
(``lexicon/kin_chains.txt``: the grandfather, the aunt), or the chain itself when none is listed ("my sister's
husband"): never the last relation of the speaker's own ("my dad's dad" is no father of the speaker's)."""

from __future__ import annotations

import pytest

from factlayer.nlp.persons import Subject
from factlayer.nlp.subjects import subject_of
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

FARMER = "Sam: My dad's dad was a farmer.\n"
OHIO = "Sam: My mom's mom lives in Ohio.\n"
NURSE = "Sam: My mother's sister is a nurse.\n"
HUSBAND = "Sam: My sister's husband is a nurse.\n"
DIABETES = "Doctor: Does anyone in your family have diabetes?\nPatient: My dad's mother had diabetes.\n"


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("my dad's dad was a farmer", "grandfather"),
        ("my mom's mom lives in Ohio", "grandmother"),
        ("my mother's sister is a nurse", "aunt"),
        ("my sister's husband is a nurse", "sister's husband"),
        ("my youngest daughter's son plays chess", "grandson"),
    ],
)
def test_a_chain_of_relations_is_one_relation(text: str, relation: str) -> None:
    subject, _ = subject_of(tokenize(text), "sam", None)
    assert subject == Subject("relation", subject.names, relation)


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (FARMER, "Sam's father was a farmer."),
        (OHIO, "Sam's mother lives in Ohio."),
        (NURSE, "Sam's sister is a nurse."),
        (HUSBAND, "Sam's husband is a nurse."),
        (DIABETES, "The patient's father had diabetes."),
    ],
)
def test_the_last_relation_is_not_the_speakers_own(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (FARMER, "Sam's grandfather was a farmer."),
        (OHIO, "Sam's grandmother lives in Ohio."),
        (NURSE, "Sam's aunt is a nurse."),
        (DIABETES, "The patient's grandmother had diabetes."),
    ],
)
def test_the_chain_bears_out_the_relation_it_makes(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
