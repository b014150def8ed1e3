"""The pure core of the digest pipeline: candidates in, assessments (accepted or rejected, with reasons) out.

``assess_candidates`` grounds every candidate against the source, runs the validators
concurrently, scores the confidence and applies the type gate. Nothing here touches a database
or the network; the generator validates and stores the accepted assessments (``FactRecord``) and the
rejections of the others.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from factlayer.proof.reading import parse_candidates_ahead
from factlayer.proof.source import build as build_source

from .candidates import Candidate
from .grounding import Grounding, SourceIndex, ground
from .proof_grounding import prove_grounding
from .scoring import ConfidenceBreakdown, gate, score_confidence
from .validators import Decision, FactValidator, JudgeFn, Severity, ValidationContext, ValidatorResult

if TYPE_CHECKING:
    from factlayer.config import Settings

__all__ = ["REASON_PRIORITY", "AssessParams", "Assessment", "assess_candidates", "ground_candidate"]

# When several validators fail HIGH, the reason reported is the first of these that applies:
# a contradiction or a misattribution is worse news than a missing span.
REASON_PRIORITY: tuple[str, ...] = (
    "contradicted",
    "overstated",
    "asked_not_stated",
    "misattributed",
    "not_grounded",
    "missing_key_content",
    "not_atomic",
    "not_a_claim",
    "too_short",
    "too_long",
    "not_asserted",
    "unsupported",
    # seed 001's type rules (``type_rules``): the candidate is true to the source but not of its type
    "nonsense",
    "hypothetical",
    "vague_preference",
    "opinion_not_fact",
    "one_off_not_pattern",
    "passing_mood",
    "narrative_factual_claim",
    "narrative_authority",
    "narrative_promise",
)


@dataclass(frozen=True, slots=True)
class AssessParams:
    """The settings the pure pipeline needs (``from_settings`` reads them from ``Settings``)."""

    grounding_threshold: float = 0.8
    min_length: int = 10
    max_length: int = 500
    judge: JudgeFn | None = None
    roles: bool = True  # the proof engine reads who does what to whom (settings.proof.roles)

    @classmethod
    def from_settings(cls, settings: Settings, *, judge: JudgeFn | None = None) -> AssessParams:
        return cls(
            grounding_threshold=settings.fact_grounding_threshold,
            min_length=settings.fact_extraction_min_length,
            max_length=settings.fact_extraction_max_length,
            judge=judge,
            roles=settings.proof.roles,
        )


@dataclass(frozen=True, slots=True)
class Assessment:
    candidate: Candidate
    grounding: Grounding
    results: tuple[ValidatorResult, ...]
    decision: Decision
    breakdown: ConfidenceBreakdown
    accepted: bool
    reason: str | None  # rejection code (None when accepted)
    detail: str  # human-readable explanation of the rejection ("" when accepted)
    threshold: float  # the gate the confidence was compared with

    @property
    def confidence(self) -> float:
        return self.breakdown.total

    @property
    def failures(self) -> tuple[ValidatorResult, ...]:
        return tuple(r for r in self.results if not r.passed)


def ground_candidate(
    candidate: Candidate, index: SourceIndex, *, threshold: float = 0.8, roles: bool = True
) -> Grounding:
    """The aligner's grounding; for an LLM's candidate, backed by the proof engine (``proof_grounding``)."""
    grounding = _align(candidate, index, threshold)
    return prove_grounding(candidate.text, grounding, index, roles=roles) if candidate.method == "llm" else grounding


def _align(candidate: Candidate, index: SourceIndex, threshold: float) -> Grounding:
    return ground(
        candidate.text,
        index.text,
        threshold=threshold,
        quote=candidate.quote,
        index=index,
        speaker=candidate.speaker,
        offsets=candidate.offsets,
        fact_type=candidate.type,
        pieces=candidate.spans if candidate.method == "extractive" else (),
    )


def _reason(results: Sequence[ValidatorResult], decision: Decision) -> tuple[str | None, str]:
    failed = [r for r in results if not r.passed]
    if decision is Decision.REJECT:
        highs = [r for r in failed if r.severity is Severity.HIGH]
        rank = {code: i for i, code in enumerate(REASON_PRIORITY)}
        top = min(highs, key=lambda r: rank.get(r.code or "", len(rank)))
        return top.code, f"{top.name}: {top.reason}"
    if decision is Decision.NEEDS_REVISION:
        return "needs_revision", "; ".join(f"{r.name}: {r.reason}" for r in failed)
    return None, ""


def _dedupe_key(candidate: Candidate, grounding: Grounding) -> tuple[str, int, int] | None:
    if grounding.span is None:
        return None
    text = re.sub(r"\W+", " ", candidate.text.lower()).strip()
    return text, grounding.span.start_char, grounding.span.end_char


async def assess_candidates(
    candidates: Sequence[Candidate],
    source: str | SourceIndex,
    params: AssessParams | None = None,
    *,
    validator: FactValidator | None = None,
) -> list[Assessment]:
    """Ground, validate, score and gate every candidate; one ``Assessment`` per candidate, in order.

    A candidate repeating an earlier one (same normalised text and span) is rejected as ``duplicate``. A refused
    candidate with ``fallbacks`` (more literal facts of the same words: ``proposals``) is assessed again as each in
    turn, the first accepted taking its place.
    """
    index = source if isinstance(source, SourceIndex) else SourceIndex(source)
    out = await _assess(candidates, index, params, validator)
    seen = {key for a in out if a.accepted and (key := _dedupe_key(a.candidate, a.grounding)) is not None}
    depth = max((len(c.fallbacks) for c in candidates), default=0)
    for step in range(depth):
        retry = [k for k, a in enumerate(out) if _retried(a, candidates[k], step)]
        literal = [
            candidates[k].model_copy(
                update={"text": candidates[k].fallbacks[step], "fallbacks": (), "confidence": _own(candidates[k], step)}
            )
            for k in retry
        ]
        for k, a in zip(retry, await _assess(literal, index, params, validator) if retry else [], strict=True):
            key = _dedupe_key(a.candidate, a.grounding)
            if a.accepted and (key is None or key not in seen):
                out[k] = a
                seen |= {key} if key is not None else set()
    return out


def _own(candidate: Candidate, step: int) -> float:
    """The provider's confidence in fallback ``step``: its own when given, else the candidate's."""
    own = candidate.fallback_confidences
    return own[step] if len(own) > step else candidate.confidence


def _retried(a: Assessment, candidate: Candidate, step: int) -> bool:
    """Is the refused ``candidate`` (its assessment so far ``a``) to be assessed again as its fallback ``step``?"""
    return not a.accepted and a.reason != "duplicate" and len(candidate.fallbacks) > step


async def _assess(
    candidates: Sequence[Candidate], index: SourceIndex, params: AssessParams | None, validator: FactValidator | None
) -> list[Assessment]:
    p = params or AssessParams()
    checker = validator or FactValidator()
    context = ValidationContext(
        index=index, min_length=p.min_length, max_length=p.max_length, judge=p.judge, roles=p.roles
    )

    # grounding is CPU-bound (about a millisecond a candidate), and so is the proof engine's first reading of
    # the source (cached by text; the validators below use it): keep both off the event loop. With roles, the
    # candidates and the sentences they are grounded in are parsed here in one batch (a third of the cost of
    # parsing them one by one in the proofs).
    def ground_all() -> list[Grounding]:
        source = build_source(index.text)
        found = [ground_candidate(c, index, threshold=p.grounding_threshold, roles=p.roles) for c in candidates]
        if p.roles:
            spans = [(g.span.start_char, g.span.end_char) for g in found if g.span is not None]
            parse_candidates_ahead([c.text for c in candidates], spans, source)
        return found

    groundings = await asyncio.to_thread(ground_all)
    outcomes = await asyncio.gather(
        *(checker.validate_all(c, g, context) for c, g in zip(candidates, groundings, strict=True))
    )
    assessments: list[Assessment] = []
    seen: set[tuple[str, int, int]] = set()
    for candidate, grounding, outcome in zip(candidates, groundings, outcomes, strict=True):
        breakdown = score_confidence(candidate, grounding, outcome.results, threshold=p.grounding_threshold)
        reason, detail = _reason(outcome.results, outcome.decision)
        gate_result = gate(candidate.type, breakdown.total)
        accepted = outcome.decision is Decision.PASS and gate_result.accepted
        if outcome.decision is Decision.PASS and not gate_result.accepted:
            reason = gate_result.reason
            detail = (
                f"confidence {breakdown.total:.2f} below the {candidate.type.value} gate {gate_result.threshold:.2f}"
            )
            if breakdown.wording < 0:
                detail += f" (the wording {breakdown.wording_phrase!r} sets a base of {0.80 + breakdown.wording:.2f})"
            if gate_result.reason == "proposal":
                detail = (
                    f"pattern confidence {breakdown.total:.2f} is in the proposal band (0.75–0.80): logged, not applied"
                )
        key = _dedupe_key(candidate, grounding)
        if accepted and key is not None:
            if key in seen:
                accepted, reason, detail = False, "duplicate", "repeats an earlier candidate with the same span"
            seen.add(key)
        assessments.append(
            Assessment(
                candidate=candidate,
                grounding=grounding,
                results=outcome.results,
                decision=outcome.decision,
                breakdown=breakdown,
                accepted=accepted,
                reason=None if accepted else reason,
                detail="" if accepted else detail,
                threshold=gate_result.threshold,
            )
        )
    return assessments
