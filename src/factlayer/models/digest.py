"""Records of a digest run: stored facts with their validation, rejected candidates, the run."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from factlayer.models.fact import Alignment, Fact, SourceSpan

Severity = Literal["LOW", "MEDIUM", "HIGH"]


class ValidationOutcome(BaseModel):
    model_config = ConfigDict(
        frozen=True,
        json_schema_extra={
            "examples": [{"validator": "grounding", "passed": True, "severity": "LOW", "reason": "exact match"}]
        },
    )

    validator: str
    passed: bool
    severity: Severity
    reason: str | None = None


class FactRecord(Fact):
    """A fact as stored: the citation plus how it was proven."""

    run_id: str
    alignment: Alignment
    grounding_score: float = Field(ge=0.0, le=1.0)
    reasoning: str | None = None
    validation: list[ValidationOutcome] = Field(default_factory=list)


class Rejection(BaseModel):
    """A candidate the pipeline refused, kept so quality can be audited."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "rejection_id": "rej_0a1b2c3d4e5f",
                    "run_id": "run_9f8e7d6c5b4a",
                    "transcription_id": "tr_6c1f0a8e2b4d4f7a9e3c5b1d0a2f4e6c",
                    "candidate_text": "The patient has a fever",
                    "reason": "contradicted",
                    "detail": "the source says the opposite: 'I don't have a fever'",
                    "created_at": "2026-11-22T18:00:00Z",
                }
            ]
        }
    )

    rejection_id: str
    run_id: str
    transcription_id: str
    candidate_text: str
    fact_type: str | None = None
    extraction_method: str | None = None
    reason: str
    detail: str | None = None
    confidence: float | None = None
    alignment: Alignment | None = None
    grounding_score: float | None = None
    source_span: SourceSpan | None = None
    validation: list[ValidationOutcome] = Field(default_factory=list)
    created_at: datetime


class DigestRun(BaseModel):
    run_id: str
    transcription_id: str
    run_key: str
    pipeline_version: str
    provider: str
    config: dict[str, Any]
    summary: str
    summary_method: str
    candidates_count: int
    facts_count: int
    rejected_count: int
    timings: dict[str, float]
    created_at: datetime
