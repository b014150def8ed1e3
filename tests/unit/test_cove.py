"""Chain-of-Verification: model-free plan/answer/compare, multipliers, threshold, hooks, cache."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import Assessment, assess_candidates
from factlayer.digest.candidates import Candidate
from factlayer.digest.cove_pipeline import MULTIPLIERS, CoVePipeline
from factlayer.digest.grounding import SourceIndex
from factlayer.errors import LLMOutputUnusable
from factlayer.models.fact import FactType

SOURCE = (
    "Doctor: Do you smoke?\nPatient: Yes, I smoke a pack a day.\n"
    "Doctor: Any fever?\nPatient: No.\n"
    "Doctor: So you smoke?\nPatient: Actually, I don't smoke anymore, I quit last year.\n"
    "Patient: I take ibuprofen twice a day. Ibuprofen doesn't help much.\n"
    "Patient: I have two sons."
)


async def _accepted(*texts: str) -> list[Assessment]:
    assessments = await assess_candidates([Candidate(text=t, confidence=0.95) for t in texts], SOURCE)
    assert all(a.accepted for a in assessments), [a.detail for a in assessments]
    return assessments


def test_multipliers_are_the_seeds() -> None:
    assert MULTIPLIERS == {"consistent": 1.2, "inconsistent": 0.5, "not_stated": 0.7}


async def test_consistent_fact_is_boosted_and_capped() -> None:
    (a,) = await _accepted("I take ibuprofen twice a day")
    (r,) = await CoVePipeline().verify([a], SOURCE)
    assert r.verdict == "consistent"
    assert r.confidence_after == pytest.approx(min(1.0, a.confidence * 1.2))
    assert r.kept
    assert any("ibuprofen" in e.text for e in r.evidence)
    for e in r.evidence:
        assert SOURCE[e.start_char : e.end_char] == e.text


async def test_a_contradiction_elsewhere_in_the_transcript_makes_it_inconsistent() -> None:
    # The validators share CoVe's engine, so such a candidate is rejected before CoVe ever sees it ...
    (rejected,) = await assess_candidates([Candidate(text="I smoke a pack a day", confidence=0.95)], SOURCE)
    assert not rejected.accepted and rejected.reason == "contradicted"
    # ... and CoVe's own comparison says the same.
    index = SourceIndex(SOURCE)
    verdict = CoVePipeline().compare(index, "I smoke a pack a day", FactType.USER_FACT, [], "")
    assert verdict == "inconsistent"
    assert CoVePipeline().adjust(0.9, verdict) == pytest.approx(0.45)


async def test_a_denied_question_supports_the_negative_fact() -> None:
    (a,) = await _accepted("Has no fever at all")
    (r,) = await CoVePipeline().verify([a], SOURCE)
    assert r.verdict == "consistent"


async def test_not_stated_is_multiplied_by_07_and_filtered() -> None:
    (a,) = await _accepted("I have two sons")
    pipeline = CoVePipeline(threshold=0.7)
    verdict = pipeline.compare(SourceIndex(SOURCE), "I have three daughters", a.candidate.type, [], "")
    assert verdict == "not_stated"
    assert pipeline.adjust(0.8, "not_stated") == pytest.approx(0.56)
    assert pipeline.adjust(0.9, "consistent") == 1.0


async def test_rejected_assessments_are_not_verified() -> None:
    assessments = await assess_candidates(
        [Candidate(text="I take ibuprofen twice a day"), Candidate(text="Works as a professional producer")], SOURCE
    )
    results = await CoVePipeline().verify(assessments, SOURCE)
    assert [r.assessment.candidate.text for r in results] == ["I take ibuprofen twice a day"]


async def test_rule_question_without_a_model() -> None:
    (a,) = await _accepted("I take ibuprofen twice a day")
    (r,) = await CoVePipeline().verify([a], SOURCE)
    assert r.question == "Does the source state: 'I take ibuprofen twice a day'?"


async def test_llm_hooks_plan_and_answer_from_the_source_only() -> None:
    seen: list[tuple[str, str]] = []

    async def plan(fact: str) -> list[str]:
        return [f"Does the patient take {fact.split()[-4]}?"]

    async def answer(question: str, evidence: str) -> str:
        seen.append((question, evidence))
        return "Not stated in the source."

    (a,) = await _accepted("I take ibuprofen twice a day")
    (r,) = await CoVePipeline(plan=plan, answer=answer).verify([a], SOURCE)
    assert r.question == "Does the patient take ibuprofen?"
    assert r.verdict == "not_stated"
    question, evidence = seen[0]
    assert question == "Does the patient take ibuprofen?"
    assert "ibuprofen" in evidence
    assert all(part in SOURCE for part in evidence.split("\n"))  # retrieved from the source only


async def test_an_llm_yes_cannot_overrule_a_rule_found_contradiction() -> None:
    async def answer(question: str, evidence: str) -> str:
        return "yes"

    pipeline = CoVePipeline(answer=answer)
    assert pipeline.compare(SourceIndex(SOURCE), "I smoke a pack a day", FactType.USER_FACT, [], "yes") == (
        "inconsistent"
    )


async def test_results_are_cached_per_fact_within_a_run() -> None:
    calls = 0

    async def plan(fact: str) -> list[str]:
        nonlocal calls
        calls += 1
        return ["q?"]

    (a,) = await _accepted("I take ibuprofen twice a day")
    results = await CoVePipeline(plan=plan).verify([a, a], SOURCE)
    assert len(results) == 2 and calls == 1


async def test_model_questions_are_each_answered_and_a_stated_value_must_agree_with_the_fact() -> None:
    """Seed 000 §3: the model plans questions; each is answered from the source; a value that is not the
    fact's lowers it ("three times a day" answered "twice a day")."""

    async def plan(fact: str) -> list[str]:
        return ["What does the patient take?", "How often does the patient take it?"]

    async def answer(question: str, evidence: str) -> str:
        return "ibuprofen" if question.startswith("What") else "twice a day"

    (a,) = await _accepted("I take ibuprofen twice a day")
    (r,) = await CoVePipeline(plan=plan, answer=answer).verify([a], SOURCE)
    assert r.question == "What does the patient take? | How often does the patient take it?"
    assert r.answer == "ibuprofen | twice a day" and r.verdict == "consistent"

    async def other_value(question: str, evidence: str) -> str:
        return "three times a week"

    (r,) = await CoVePipeline(plan=plan, answer=other_value).verify([a], SOURCE)
    assert r.verdict == "inconsistent" and r.confidence_after < r.confidence_before


async def test_a_question_not_stated_is_asked_again_over_a_wider_window_up_to_the_rounds() -> None:
    windows: list[int] = []

    async def answer(question: str, evidence: str) -> str:
        windows.append(evidence.count("\n") + 1)
        return "yes" if "sons" in evidence else "not stated"

    (a,) = await _accepted("Ibuprofen doesn't help much")
    (r,) = await CoVePipeline(answer=answer, rounds=1).verify([a], SOURCE)
    assert r.verdict == "not_stated" and len(windows) == 1
    windows.clear()
    (r,) = await CoVePipeline(answer=answer, rounds=3).verify([a], SOURCE)
    assert r.verdict == "consistent"  # the neighbouring sentence came into the window in a later round
    assert len(windows) >= 2 and windows == sorted(windows) and windows[-1] > windows[0]


async def test_an_unusable_plan_falls_back_to_the_rule_question() -> None:
    async def plan(fact: str) -> list[str]:
        raise LLMOutputUnusable("the model's answer was cut off")

    (a,) = await _accepted("I take ibuprofen twice a day")
    (r,) = await CoVePipeline(plan=plan).verify([a], SOURCE)
    assert r.question == "Does the source state: 'I take ibuprofen twice a day'?" and r.verdict == "consistent"
