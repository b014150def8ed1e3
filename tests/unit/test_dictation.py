"""A clinician's dictation — a section phrase before the patient's pronoun ("under her hirsutism, her …") — and a
likening "is kind of like a …" (no vague preference), through the whole digest (extractor, then the proof engine).
Every transcript here is written for the test."""

from __future__ import annotations

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.dictation import dictated_patient
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.type_rules import broken_rule
from factlayer.models.fact import FactType


async def _facts(*turns: str) -> list[str]:
    text = "\n".join(turns)
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


async def test_a_section_phrase_before_the_patients_pronoun_moves_to_the_end() -> None:
    stored = await _facts(
        "[patient] thank you , doctor .",
        "[doctor] under the plan , under her thyroid nodule , her tsh levels were normal . follow up in a year .",
    )
    assert "The patient's tsh levels were normal under the plan, under her thyroid nodule." in stored


def test_a_condition_or_a_clause_before_the_pronoun_is_no_section() -> None:
    assert dictated_patient("when she came in , her knee was swollen") is None  # a condition
    assert dictated_patient("she said , her knee was swollen") is not None  # "she" opens it: as before
    assert dictated_patient("the nurse called , her knee was swollen") is None  # a clause with its own verb


async def test_kind_of_like_after_a_copula_likens_and_is_no_vague_preference() -> None:
    stored = await _facts(
        "[patient] the pill made me sick .",
        "[doctor] since we stopped your pill , we can try a ring called nuvaring , which is kind of like a patch .",
        "[patient] okay .",
    )
    assert any("nuvaring" in fact for fact in stored)
    assert broken_rule("He kind of likes jazz", FactType.USER_FACT) is not None  # a vague preference still
    assert broken_rule("The patient kind of likes the new inhaler", FactType.USER_FACT) is not None
