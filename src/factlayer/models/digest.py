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

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "fact_id": "fact_3f2a9c1b7d4e",
                    "transcription_id": "tr_6c1f0a8e2b4d4f7a9e3c5b1d0a2f4e6c",
                    "run_id": "run_1a2b3c4d5e6f7a8b",
                    "fact_text": "I don't have a fever",
                    "fact_type": "USER_FACT",
                    "confidence_score": 0.95,
                    "extraction_method": "extractive",
                    "source_span": {"start_char": 66, "end_char": 86, "text": "I don't have a fever"},
                    "audio": {"start_s": 4.1, "end_s": 5.3},
                    "speaker": None,
                    "alignment": "exact",
                    "grounding_score": 1.0,
                    "validation": [{"validator": "consistency", "passed": True, "severity": "LOW", "reason": None}],
                    "fact_version": "1.0",
                    "timestamp": "2026-11-22T18:00:00Z",
                }
            ]
        }
    )

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
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "run_id": "run_1a2b3c4d5e6f7a8b",
                    "transcription_id": "tr_6c1f0a8e2b4d4f7a9e3c5b1d0a2f4e6c",
                    "run_key": "9d1c0e7f5a3b2c4d6e8f0a1b2c3d4e5f",
                    "pipeline_version": "1.0",
                    "provider": "extractive",
                    "config": {"grounding_threshold": 0.8},
                    "summary": "Hi, my name is John Smith.",
                    "summary_method": "lead",
                    "candidates_count": 4,
                    "facts_count": 4,
                    "rejected_count": 0,
                    "timings": {"total_s": 0.02},
                    "created_at": "2026-11-22T18:00:00Z",
                }
            ]
        }
    )

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


class DigestCounts(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"candidates": 9, "facts": 6, "rejected": 3}]})

    candidates: int
    facts: int
    rejected: int


class Digest(BaseModel):
    """A transcription's digest: the summary, what the run kept and rejected, and (opt-in) the cited facts."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "transcription_id": "tr_6c1f0a8e2b4d4f7a9e3c5b1d0a2f4e6c",
                    "run_id": "run_1a2b3c4d5e6f7a8b",
                    "pipeline_version": "1.0",
                    "provider": "extractive",
                    "fact_version": "1.0",
                    "summary": "Hi, my name is John Smith. I've had a headache since Monday.",
                    "summary_method": "lead",
                    "counts": {"candidates": 4, "facts": 4, "rejected": 0},
                    "timings": {"extraction_s": 0.002, "assessment_s": 0.01, "storage_s": 0.004},
                    "created_at": "2026-11-22T18:00:00Z",
                    "generated": True,
                    "facts": None,
                }
            ]
        }
    )

    transcription_id: str
    run_id: str
    pipeline_version: str
    provider: str
    fact_version: str
    summary: str
    summary_method: str
    counts: DigestCounts
    timings: dict[str, float]
    created_at: datetime
    generated: bool = Field(description="True when this request generated the run; false when it was stored")
    facts: list[FactRecord] | None = Field(default=None, description="Present with ?include_facts=true")

    @classmethod
    def from_run(cls, run: DigestRun, *, generated: bool, fact_version: str, facts: list[FactRecord] | None) -> Digest:
        return cls(
            transcription_id=run.transcription_id,
            run_id=run.run_id,
            pipeline_version=run.pipeline_version,
            provider=run.provider,
            fact_version=fact_version,
            summary=run.summary,
            summary_method=run.summary_method,
            counts=DigestCounts(candidates=run.candidates_count, facts=run.facts_count, rejected=run.rejected_count),
            timings=run.timings,
            created_at=run.created_at,
            generated=generated,
            facts=facts,
        )
