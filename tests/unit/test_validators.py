"""Validators one by one, their aggregation, and their concurrency."""

from __future__ import annotations

import asyncio

import pytest

from factlayer.digest.candidates import Candidate
from factlayer.digest.grounding import SourceIndex, ground
from factlayer.digest.validators import (
    AtomicityValidator,
    AttributionValidator,
    ConsistencyValidator,
    Decision,
    FactValidator,
    GroundingValidator,
    JudgeVerdict,
    Severity,
    SpecificityValidator,
    ValidationContext,
    Validator,
    ValidatorResult,
    decide,
)
from factlayer.models.fact import FactType
from factlayer.nlp.clauses import compound_claim_reason

SEED = (
    "Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever. "
    "I take ibuprofen twice a day."
)
DIALOGUE = (
    "Doctor: Any itchiness to the area? \nPatient: Yes, a lot actually. \n"
    "Doctor: Have you had episodes of shortness of breath or wheezing? \nPatient: No. \n"
    "Doctor: Do you have any chest pain?\nDoctor: Let me check your blood pressure.\n"
    "Patient: I have been smoking for ten years.\n"
    "Patient: No, I don't smoke cigarettes anymore, but my husband does.\n"
    "Patient: I have a headache that doesn't go away."
)


async def _run(validator: Validator, text: str, source: str, **kwargs: object) -> ValidatorResult:
    candidate = Candidate.model_validate({"text": text, **kwargs})
    index = SourceIndex(source)
    g = ground(text, source, index=index, speaker=candidate.speaker, fact_type=candidate.type)
    return await validator.validate(candidate, g, ValidationContext(index=index))


# --- atomicity ---------------------------------------------------------------------------


async def test_atomicity_rejects_two_predicates() -> None:
    r = await _run(AtomicityValidator(), "Has a headache and takes ibuprofen", SEED)
    assert (r.passed, r.severity, r.code) == (False, Severity.HIGH, "not_atomic")


async def test_atomicity_flags_a_noun_list_as_medium() -> None:
    r = await _run(AtomicityValidator(), "Has a headache and nausea", "I have a headache and nausea.")
    assert (r.passed, r.severity, r.code) == (False, Severity.MEDIUM, "noun_list")


@pytest.mark.parametrize(
    "claim",
    [
        "I fell while I was mopping the floor",
        "Has a headache and takes ibuprofen",
        "Has a headache and nausea",
        "Likes salt and pepper",
        "Works at Johnson and Johnson",
        "Has had a headache since Monday",
    ],
)
async def test_atomicity_agrees_with_the_fact_model(claim: str) -> None:
    """An accepted candidate must always be storable: the validator is never laxer than ``Fact``."""
    r = await _run(AtomicityValidator(), claim, claim + ".")
    assert (r.severity is Severity.HIGH) == (compound_claim_reason(claim) is not None)


async def test_atomicity_accepts_a_single_claim() -> None:
    assert (await _run(AtomicityValidator(), "Has had a headache since Monday", SEED)).passed


# --- grounding -----------------------------------------------------------------------------


async def test_grounding_rejects_no_span() -> None:
    r = await _run(GroundingValidator(), "Loves fettuccini specifically", "User mentioned liking pasta.")
    assert (r.severity, r.code) == (Severity.HIGH, "not_grounded")
    assert "fettuccini" in r.reason


async def test_grounding_rejects_missing_key_content_next_to_a_span() -> None:
    r = await _run(GroundingValidator(), "Name is John Smith", "Patient: My name is John Smyth.")
    assert (r.severity, r.code) == (Severity.HIGH, "missing_key_content")


async def test_grounding_flags_an_approximate_spelling_as_medium() -> None:
    r = await _run(GroundingValidator(), "Takes ibuprofin twice a day", SEED)
    assert (r.passed, r.severity, r.code) == (False, Severity.MEDIUM, "approximate_match")


async def test_grounding_passes_a_verbatim_fact() -> None:
    assert (await _run(GroundingValidator(), "I take ibuprofen twice a day", SEED)).passed


# --- consistency ---------------------------------------------------------------------------


async def test_consistency_catches_polarity_against_the_spans_sentence() -> None:
    r = await _run(ConsistencyValidator(), "Has fever", SEED)
    assert (r.severity, r.code) == (Severity.HIGH, "contradicted")


@pytest.mark.parametrize("claim", ["Does not have a fever", "Has had a headache since Monday"])
async def test_consistency_passes_what_the_source_says(claim: str) -> None:
    assert (await _run(ConsistencyValidator(), claim, SEED)).passed


async def test_consistency_negation_does_not_leak_from_a_relative_clause() -> None:
    assert (await _run(ConsistencyValidator(), "Has a headache", DIALOGUE)).passed
    r = await _run(ConsistencyValidator(), "Has no headache", DIALOGUE)
    assert r.code == "contradicted"


async def test_consistency_handles_a_leading_no_and_a_but_clause() -> None:
    assert (await _run(ConsistencyValidator(), "Does not smoke cigarettes anymore", DIALOGUE)).passed
    assert (await _run(ConsistencyValidator(), "Smokes cigarettes", DIALOGUE)).code == "contradicted"


@pytest.mark.parametrize(
    ("claim", "code"),
    [
        ("Has had a headache since Tuesday", "contradicted"),
        ("Takes ibuprofen three times a day", "contradicted"),
    ],
)
async def test_consistency_catches_time_and_number_mismatches(claim: str, code: str) -> None:
    r = await _run(ConsistencyValidator(), claim, SEED)
    assert (r.severity, r.code) == (Severity.HIGH, code)


async def test_consistency_reads_a_yes_no_reply() -> None:
    assert (await _run(ConsistencyValidator(), "Has itchiness", DIALOGUE)).passed
    assert (await _run(ConsistencyValidator(), "No shortness of breath", DIALOGUE)).passed
    denied = await _run(ConsistencyValidator(), "Has shortness of breath", DIALOGUE)
    assert denied.code == "contradicted"


async def test_consistency_rejects_words_that_were_only_asked() -> None:
    r = await _run(ConsistencyValidator(), "Has chest pain", DIALOGUE)
    assert (r.severity, r.code) == (Severity.HIGH, "asked_not_stated")


async def test_consistency_lets_a_pattern_rest_on_questions() -> None:
    source = "User: Can you break this down step by step?"
    r = await _run(ConsistencyValidator(), "Asks to break things down step by step", source, type=FactType.USER_PATTERN)
    assert r.passed


async def test_consistency_uses_the_judge_hook() -> None:
    calls: list[tuple[str, str]] = []

    async def judge(claim: str, evidence: str) -> JudgeVerdict:
        calls.append((claim, evidence))
        return "contradicted"

    candidate = Candidate(text="Has had a headache since Monday")
    index = SourceIndex(SEED)
    g = ground(candidate.text, SEED, index=index)
    r = await ConsistencyValidator().validate(candidate, g, ValidationContext(index=index, judge=judge))
    assert (r.severity, r.code) == (Severity.HIGH, "contradicted")
    assert calls and "Monday" in calls[0][1]


async def test_the_judge_is_not_asked_about_the_offline_extractors_candidates() -> None:
    """With the model's candidates added to the offline ones, the offline ones cost no model call."""
    calls: list[str] = []

    async def judge(claim: str, evidence: str) -> JudgeVerdict:
        calls.append(claim)
        return "contradicted"

    candidate = Candidate(text="Has had a headache since Monday", method="extractive")
    index = SourceIndex(SEED)
    g = ground(candidate.text, SEED, index=index)
    r = await ConsistencyValidator().validate(candidate, g, ValidationContext(index=index, judge=judge))
    assert r.passed and not calls


async def test_a_failing_judge_does_not_fail_the_candidate() -> None:
    async def judge(claim: str, evidence: str) -> JudgeVerdict:
        raise TimeoutError("no model")

    candidate = Candidate(text="Has had a headache since Monday")
    index = SourceIndex(SEED)
    g = ground(candidate.text, SEED, index=index)
    r = await ConsistencyValidator().validate(candidate, g, ValidationContext(index=index, judge=judge))
    assert r.passed and "judge unavailable" in r.reason


# --- attribution ---------------------------------------------------------------------------


async def test_attribution_rejects_the_wrong_declared_speaker() -> None:
    r = await _run(AttributionValidator(), "I have been smoking for ten years", DIALOGUE, speaker="Doctor")
    assert (r.severity, r.code) == (Severity.HIGH, "misattributed")
    assert (await _run(AttributionValidator(), "I have been smoking for ten years", DIALOGUE, speaker="Patient")).passed


@pytest.mark.parametrize(
    "claim",
    ["The doctor said he has been smoking for ten years", "The doctor has been smoking for ten years"],
)
async def test_attribution_rejects_the_other_speaker_as_subject(claim: str) -> None:
    r = await _run(AttributionValidator(), claim, DIALOGUE)
    assert r.code == "misattributed"


async def test_attribution_accepts_the_right_speaker() -> None:
    assert (await _run(AttributionValidator(), "The patient has been smoking for ten years", DIALOGUE)).passed


async def test_attribution_on_meeting_labels() -> None:
    meeting = (
        "sian gwenllian am: Are we going to see children pushed through the system to reach targets?\n"
        "barry hughes: I think that extremely unlikely. In the CPS, we don't have targets for securing convictions."
    )
    claim = "{} said the CPS does not have targets for securing convictions"
    assert (await _run(AttributionValidator(), claim.format("barry hughes"), meeting)).passed
    wrong = await _run(AttributionValidator(), claim.format("sian gwenllian"), meeting)
    assert wrong.code == "misattributed"


# --- specificity ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("claim", "severity", "code"),
    [
        ("No fever", Severity.HIGH, "too_short"),
        ("Do you have a fever?", Severity.HIGH, "not_a_claim"),
        ("User mentioned something about stuff", Severity.MEDIUM, "vague"),
        ("I think I might have a fever", Severity.MEDIUM, "hedged"),
    ],
)
async def test_specificity(claim: str, severity: Severity, code: str) -> None:
    r = await _run(SpecificityValidator(), claim, SEED)
    assert (r.passed, r.severity, r.code) == (False, severity, code)


async def test_specificity_passes_a_concrete_claim_and_a_telegraphic_one() -> None:
    assert (await _run(SpecificityValidator(), "Headache started on Monday", SEED)).passed
    assert (await _run(SpecificityValidator(), "Had her son in August 2008", SEED)).passed


# --- aggregation ---------------------------------------------------------------------------


def _r(severity: Severity, passed: bool = False) -> ValidatorResult:
    return ValidatorResult("x", passed, severity, "", None if passed else "code")


@pytest.mark.parametrize(
    ("results", "decision"),
    [
        ([], Decision.PASS),
        ([_r(Severity.LOW, passed=True)] * 4, Decision.PASS),
        ([_r(Severity.MEDIUM)] * 2, Decision.PASS),
        ([_r(Severity.MEDIUM)] * 3, Decision.NEEDS_REVISION),
        ([_r(Severity.HIGH), _r(Severity.LOW, passed=True)], Decision.REJECT),
        ([_r(Severity.HIGH)] + [_r(Severity.MEDIUM)] * 3, Decision.REJECT),
    ],
)
def test_decide_follows_the_seed_rule(results: list[ValidatorResult], decision: Decision) -> None:
    assert decide(results) is decision


async def test_validate_all_runs_the_validators_concurrently() -> None:
    running = 0
    peak = 0

    class Slow:
        name = "slow"

        async def validate(self, candidate: Candidate, grounding: object, context: object) -> ValidatorResult:
            nonlocal running, peak
            running += 1
            peak = max(peak, running)
            await asyncio.sleep(0.01)
            running -= 1
            return ValidatorResult.ok(self.name)

    index = SourceIndex(SEED)
    candidate = Candidate(text="I take ibuprofen twice a day")
    outcome = await FactValidator([Slow(), Slow(), Slow()]).validate_all(
        candidate, ground(candidate.text, SEED, index=index), ValidationContext(index=index)
    )
    assert outcome.decision is Decision.PASS
    assert peak == 3


async def test_default_validators_pass_a_verbatim_fact() -> None:
    index = SourceIndex(SEED)
    candidate = Candidate(text="I take ibuprofen twice a day")
    outcome = await FactValidator().validate_all(
        candidate, ground(candidate.text, SEED, index=index), ValidationContext(index=index)
    )
    assert outcome.decision is Decision.PASS
    assert {r.name for r in outcome.results} == {
        "atomicity",
        "grounding",
        "consistency",
        "attribution",
        "specificity",
        "type_rules",
    }
    assert outcome.failures == ()
