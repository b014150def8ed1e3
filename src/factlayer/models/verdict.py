"""POST /v1/verify: the request, the verdict, its evidence and correction (seed 004 "Types")."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

MAX_CLAIM_CHARS = 2000
MAX_BATCH_CLAIMS = 100
MAX_TRANSCRIPTIONS = 100
MIN_TIMEOUT_S = 0.01
MAX_TIMEOUT_S = 300.0


class Verdict(StrEnum):
    VERIFIED = "VERIFIED"  # the sources state it
    CONTRADICTED = "CONTRADICTED"  # the sources say otherwise
    PARTIAL = "PARTIAL"  # some support, or support/contradiction below the confidence threshold
    UNVERIFIABLE = "UNVERIFIABLE"  # the sources neither state nor contradict it
    OUTDATED = "OUTDATED"  # older sources support it, a newer one contradicts it


EvidenceType = Literal["supporting", "contradicting", "contextual"]
CorrectionType = Literal["replace", "update", "clarify"]


def _claim_text(value: str) -> str:
    stripped = value.strip()
    if not stripped:
        raise ValueError("claim must not be blank")
    if len(stripped) > MAX_CLAIM_CHARS:
        raise ValueError(f"claim is longer than {MAX_CLAIM_CHARS} characters")
    return stripped


class _SourceSelection(BaseModel):
    """Where to look: inline text and/or stored transcriptions (at least one)."""

    # A misspelt option ("confidence_treshold") must be a 422, not silently the default.
    model_config = ConfigDict(extra="forbid")

    source_text: str | None = Field(
        default=None,
        min_length=1,
        description="Text to check against (e.g. a transcript pasted inline).",
    )
    transcription_id: str | None = Field(default=None, min_length=1, max_length=200)
    transcription_ids: list[str] | None = Field(
        default=None,
        min_length=1,
        max_length=MAX_TRANSCRIPTIONS,
        description="Several transcriptions; with `created_at` they let the checker say OUTDATED.",
    )
    confidence_threshold: float = Field(
        default=0.85,
        ge=0.0,
        le=1.0,
        description="Minimum confidence for VERIFIED / CONTRADICTED; below it the verdict is PARTIAL.",
    )
    auto_correct: bool = Field(default=True, description="Suggest a correction built from the evidence's words.")
    timeout_s: float | None = Field(
        default=None,
        ge=MIN_TIMEOUT_S,
        le=MAX_TIMEOUT_S,
        description="Stop checking after this many seconds (0.01..300; for a batch, the whole batch) and answer "
        "with the evidence found so far: 200 with `timed_out` true, the verdict PARTIAL (some evidence) or "
        "UNVERIFIABLE. Not given: the server's default, FACTLAYER_VERIFY__DEFAULT_TIMEOUT_S (30 s unless set).",
    )

    @field_validator("source_text")
    @classmethod
    def _source_not_blank(cls, value: str | None) -> str | None:
        if value is not None and not value.strip():
            raise ValueError("source_text must not be blank")
        return value

    @field_validator("transcription_ids")
    @classmethod
    def _ids_not_blank(cls, value: list[str] | None) -> list[str] | None:
        if value is None:
            return None
        cleaned = [v.strip() for v in value]
        if any(not v for v in cleaned):
            raise ValueError("transcription_ids must not contain blank ids")
        return list(dict.fromkeys(cleaned))

    @model_validator(mode="after")
    def _needs_a_source(self) -> Self:
        if self.source_text is None and self.transcription_id is None and not self.transcription_ids:
            raise ValueError("give a source: source_text, transcription_id or transcription_ids")
        return self

    def all_transcription_ids(self) -> list[str]:
        """transcription_id and transcription_ids together, in order, without repeats."""
        ids = ([self.transcription_id] if self.transcription_id else []) + list(self.transcription_ids or [])
        return list(dict.fromkeys(ids))


class VerifyRequest(_SourceSelection):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "claim": "The patient takes ibuprofen three times a day.",
                    "source_text": "Doctor: Do you take anything for it?\nPatient: I take ibuprofen twice a day.",
                    "confidence_threshold": 0.85,
                    "auto_correct": True,
                },
                {
                    "claim": "Barry Hughes said the CPS has no conviction targets.",
                    "transcription_id": "tr_5b1e0c9a2f7d4c3b",
                },
            ]
        }
    )

    claim: str = Field(min_length=1, max_length=MAX_CLAIM_CHARS, description="The claim to check (1..2000 chars).")

    @field_validator("claim")
    @classmethod
    def _check_claim(cls, value: str) -> str:
        return _claim_text(value)


class VerifyBatchRequest(_SourceSelection):
    """Up to 100 independent claims against the same sources, checked concurrently."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "claims": ["The patient has no fever.", "The headache started on Tuesday."],
                    "source_text": "Patient: I've had a headache since Monday, but I don't have a fever.",
                }
            ]
        }
    )

    claims: list[str] = Field(min_length=1, max_length=MAX_BATCH_CLAIMS)

    @field_validator("claims")
    @classmethod
    def _check_claims(cls, value: list[str]) -> list[str]:
        out = []
        for index, claim in enumerate(value):
            try:
                out.append(_claim_text(claim))
            except ValueError as exc:
                raise ValueError(f"claims[{index}]: {exc}") from exc
        return out


class EvidenceSource(BaseModel):
    """An exact slice of one source: ``text == source[start_char:end_char]``."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "transcription_id": "tr_5b1e0c9a2f7d4c3b",
                    "start_char": 46,
                    "end_char": 74,
                    "text": "I take ibuprofen twice a day",
                    "start_s": 4.2,
                    "end_s": 6.0,
                    "speaker": "Patient",
                }
            ]
        }
    )

    transcription_id: str | None = None
    start_char: int = Field(ge=0)
    end_char: int = Field(ge=0)
    text: str
    start_s: float | None = Field(default=None, ge=0.0)
    end_s: float | None = Field(default=None, ge=0.0)
    speaker: str | None = Field(default=None, description="Speaker label of the turn, when the source has one.")


class Evidence(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "type": "contradicting",
                    "source": {"start_char": 46, "end_char": 74, "text": "I take ibuprofen twice a day"},
                    "relevance": 0.83,
                    "note": "numbers differ: 3 vs 2",
                    "recorded_at": "2026-11-22T18:00:00Z",
                    "age_days": 1.25,
                    "recency_weight": 0.9715,
                }
            ]
        }
    )

    type: EvidenceType
    source: EvidenceSource
    relevance: float = Field(ge=0.0, le=1.0, description="How much of the claim this stretch covers (0..1).")
    note: str | None = Field(default=None, description="Why it contradicts (conflict found), when it does.")
    recorded_at: datetime | None = Field(
        default=None, description="When the evidence's source was recorded (its transcription's created_at)."
    )
    age_days: float | None = Field(default=None, ge=0.0, description="Days from recorded_at to the check.")
    recency_weight: float | None = Field(
        default=None,
        ge=0.0,
        le=1.0,
        description="0.5 ** (age_days / FACTLAYER_VERIFY__RECENCY_HALF_LIFE_DAYS): 1 for a source recorded now, "
        "0.5 at one half-life. None for inline text (no date).",
    )


class Correction(BaseModel):
    """A suggested fix built only from the claim and the evidence's own words."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "type": "replace",
                    "original": "The patient takes ibuprofen three times a day.",
                    "corrected": "The patient takes ibuprofen twice a day.",
                    "confidence": 0.9,
                    "sources": [
                        {"start_char": 46, "end_char": 74, "text": "I take ibuprofen twice a day", "speaker": "Patient"}
                    ],
                    "note": "3 times vs 2 times",
                }
            ]
        }
    )

    type: CorrectionType
    original: str
    corrected: str
    confidence: float = Field(ge=0.0, le=1.0)
    sources: list[EvidenceSource] = Field(
        default_factory=list,
        description="The spans the corrected words come from (exact slices of their sources).",
    )
    note: str | None = Field(default=None, description="Why: the conflict found, or what changed, in words.")


class ConsultedSource(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "transcription_id": "tr_6c1f0a8e2b4d4f7a9e3c5b1d0a2f4e6c",
                    "created_at": "2026-11-22T18:00:00Z",
                    "chars": 74,
                }
            ]
        }
    )

    transcription_id: str | None = None
    created_at: datetime | None = None
    chars: int = Field(ge=0, description="Length of the source text.")


class VerifyResponse(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "verdict": "CONTRADICTED",
                    "confidence": 0.91,
                    "evidence": [
                        {
                            "type": "contradicting",
                            "source": {"start_char": 46, "end_char": 74, "text": "I take ibuprofen twice a day"},
                            "relevance": 0.83,
                            "note": "numbers differ: 3 vs 2",
                        }
                    ],
                    "correction": {
                        "type": "replace",
                        "original": "The patient takes ibuprofen three times a day.",
                        "corrected": "The patient takes ibuprofen twice a day.",
                        "confidence": 0.83,
                    },
                    "sources": [{"transcription_id": None, "created_at": None, "chars": 74}],
                }
            ]
        }
    )

    verdict: Verdict
    confidence: float = Field(ge=0.0, le=1.0)
    evidence: list[Evidence]
    correction: Correction | None = None
    sources: list[ConsultedSource]
    reason: str | None = Field(
        default=None,
        description="Why, in words: the unit that is absent or conflicts, or what lowered the verdict.",
    )
    claim_id: str | None = Field(
        default=None,
        description="clm_ + 16 hex digits of the claim's SHA-256: the same claim, the same id (in signals too).",
    )
    timed_out: bool = Field(
        default=False, description="timeout_s ran out before every source was checked: the verdict is provisional."
    )


class VerifyBatchResponse(BaseModel):
    """One response per claim, in the order of the request's ``claims``."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "results": [
                        {"verdict": "VERIFIED", "confidence": 0.93, "evidence": [], "correction": None, "sources": []},
                        {
                            "verdict": "UNVERIFIABLE",
                            "confidence": 0.88,
                            "evidence": [],
                            "correction": None,
                            "sources": [],
                        },
                    ]
                }
            ]
        }
    )

    results: list[VerifyResponse]
