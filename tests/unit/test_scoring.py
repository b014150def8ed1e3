"""Confidence factors (seed 001), the provider cap and the type gates, through the real pipeline."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import AssessParams, assess_candidates
from factlayer.digest.candidates import Candidate
from factlayer.digest.grounding import Grounding
from factlayer.digest.scoring import TYPE_THRESHOLDS, gate, score_confidence
from factlayer.digest.validators import Severity, ValidatorResult
from factlayer.models.fact import FactType, SourceSpan

SOURCE = "Patient: I take ibuprofen twice a day. I have a dog."


def _grounding(**kwargs: object) -> Grounding:
    span = SourceSpan.from_source(SOURCE, 9, 37)
    base: dict[str, object] = {"span": span, "alignment": "exact", "score": 1.0, "occurrences": 1, "citation": span}
    base.update(kwargs)
    return Grounding(**base)  # type: ignore[arg-type]


CLEAN = [ValidatorResult.ok(n) for n in ("atomicity", "grounding", "consistency", "attribution", "specificity")]


def test_verbatim_single_clean_user_fact_sits_exactly_on_its_gate() -> None:
    b = score_confidence(Candidate(text="I take ibuprofen twice a day", confidence=0.95), _grounding(), CLEAN)
    assert (b.explicit, b.repetition, b.consistency, b.type_credibility) == (0.30, 0.0, 0.20, 0.30)
    assert b.total == pytest.approx(0.80)
    assert gate(FactType.USER_FACT, b.total).accepted


@pytest.mark.parametrize(("occurrences", "bonus"), [(1, 0.0), (2, 0.10), (3, 0.20), (7, 0.20)])
def test_repetition_factor(occurrences: int, bonus: float) -> None:
    b = score_confidence(Candidate(text="I take ibuprofen"), _grounding(occurrences=occurrences), CLEAN)
    assert b.repetition == bonus


def test_fuzzy_alignment_earns_between_020_and_030() -> None:
    c = Candidate(text="Takes ibuprofen twice daily")
    assert score_confidence(c, _grounding(alignment="fuzzy", score=0.8), CLEAN).explicit == pytest.approx(0.20)
    assert score_confidence(c, _grounding(alignment="fuzzy", score=0.9), CLEAN).explicit == pytest.approx(0.25)
    assert score_confidence(c, _grounding(alignment="fuzzy", score=1.0), CLEAN).explicit == pytest.approx(0.30)


def test_ungrounded_scores_nothing_for_evidence() -> None:
    b = score_confidence(Candidate(text="x" * 12), _grounding(span=None, alignment="none", score=0.4), CLEAN)
    assert b.explicit == 0.0 and b.type_credibility == 0.0


def test_a_contradiction_costs_025_and_form_issues_cost_nothing() -> None:
    c = Candidate(text="I take ibuprofen twice a day")
    contradicted = [*CLEAN[:2], ValidatorResult.fail("consistency", Severity.HIGH, "contradicted", "")]
    assert score_confidence(c, _grounding(), contradicted).consistency == -0.25
    form = [ValidatorResult.fail("atomicity", Severity.MEDIUM, "noun_list", ""), *CLEAN[1:]]
    assert score_confidence(c, _grounding(), form).consistency == 0.20
    evidence_medium = [ValidatorResult.fail("grounding", Severity.MEDIUM, "approximate_match", ""), *CLEAN[2:]]
    assert score_confidence(c, _grounding(), evidence_medium).consistency == pytest.approx(0.15)


def test_hedging_lowers_type_credibility() -> None:
    hedged = [ValidatorResult.fail("specificity", Severity.MEDIUM, "hedged", ""), *CLEAN[:4]]
    b = score_confidence(Candidate(text="I think I take ibuprofen"), _grounding(), hedged)
    assert b.type_credibility == 0.15


def test_the_provider_can_only_lower_the_confidence() -> None:
    strong = _grounding(occurrences=3)
    assert score_confidence(Candidate(text="I take ibuprofen", confidence=0.7), strong, CLEAN).total == 0.7
    assert score_confidence(Candidate(text="I take ibuprofen", confidence=1.0), strong, CLEAN).total == pytest.approx(
        1.0
    )
    weak = score_confidence(Candidate(text="I take ibuprofen", confidence=1.0), _grounding(), CLEAN)
    assert weak.total == pytest.approx(0.80)


@pytest.mark.parametrize(
    ("fact_type", "confidence", "accepted", "reason"),
    [
        (FactType.USER_FACT, 0.80, True, None),
        (FactType.USER_FACT, 0.7999, False, "below_threshold"),
        (FactType.USER_PATTERN, 0.80, True, None),
        (FactType.USER_PATTERN, 0.77, False, "proposal"),
        (FactType.USER_PATTERN, 0.75, False, "proposal"),
        (FactType.USER_PATTERN, 0.74, False, "below_threshold"),
        (FactType.SHARED_NARRATIVE, 0.60, True, None),
        (FactType.SHARED_NARRATIVE, 0.59, False, "below_threshold"),
    ],
)
def test_type_gates(fact_type: FactType, confidence: float, accepted: bool, reason: str | None) -> None:
    result = gate(fact_type, confidence)
    assert (result.accepted, result.reason) == (accepted, reason)


def test_thresholds_are_the_seeds() -> None:
    assert TYPE_THRESHOLDS == {FactType.USER_FACT: 0.80, FactType.USER_PATTERN: 0.75, FactType.SHARED_NARRATIVE: 0.60}


async def test_extractive_verbatim_facts_pass_their_gate_end_to_end() -> None:
    source = (
        "Doctor: What medicines do you take?\nPatient: I take ibuprofen twice a day.\nDoctor: Your lungs sound clear."
    )
    start = source.index("I take")
    fact = Candidate.from_source(source, start, start + len("I take ibuprofen twice a day"), confidence=0.9)
    s2 = source.index("Your lungs")
    narrative = Candidate.from_source(
        source, s2, s2 + len("Your lungs sound clear"), type=FactType.SHARED_NARRATIVE, confidence=0.9
    )
    a, b = await assess_candidates([fact, narrative], source, AssessParams())
    assert a.accepted and a.confidence == pytest.approx(0.80)
    assert b.accepted and b.confidence == pytest.approx(0.65)
    cited = a.grounding.citation
    assert cited is not None and source[cited.start_char : cited.end_char] == a.candidate.text
    assert a.candidate.method == "extractive" and a.grounding.speaker == "Patient"


async def test_a_rejected_assessment_says_why() -> None:
    (a,) = await assess_candidates([Candidate(text="Works as a professional producer")], SOURCE)
    assert not a.accepted and a.reason == "not_grounded"
    assert "professional" in a.grounding.missing
    assert a.failures[0].severity is Severity.HIGH


async def test_duplicates_are_rejected_after_the_first() -> None:
    a, b = await assess_candidates(
        [Candidate(text="I take ibuprofen twice a day"), Candidate(text="I take ibuprofen twice a day.")], SOURCE
    )
    assert a.accepted
    assert (b.accepted, b.reason) == (False, "duplicate")
