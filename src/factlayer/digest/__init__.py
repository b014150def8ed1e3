"""The pure core of the digest pipeline: propose, ground, validate, score, verify (no DB, no HTTP)."""

from __future__ import annotations

from .assessment import Assessment, AssessParams, assess_candidates, ground_candidate
from .candidates import Candidate, CandidateMethod
from .extractive import ExtractiveProvider, extract_candidates
from .grounding import Grounding, SourceIndex, ground
from .scoring import ConfidenceBreakdown, GateResult, gate, score_confidence
from .validators import (
    Decision,
    FactValidator,
    JudgeFn,
    Severity,
    ValidationContext,
    Validator,
    ValidatorResult,
    decide,
)

__all__ = [
    "AssessParams",
    "Assessment",
    "Candidate",
    "CandidateMethod",
    "ConfidenceBreakdown",
    "Decision",
    "ExtractiveProvider",
    "FactValidator",
    "GateResult",
    "Grounding",
    "JudgeFn",
    "Severity",
    "SourceIndex",
    "ValidationContext",
    "Validator",
    "ValidatorResult",
    "assess_candidates",
    "decide",
    "extract_candidates",
    "gate",
    "ground",
    "ground_candidate",
    "score_confidence",
]
