"""API models of the memory layer: search, history, facts as of a time."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from factlayer.models.clock import as_utc
from factlayer.models.digest import FactRecord
from factlayer.models.transcription import NAMESPACE_PATTERN

MemoryStatus = Literal["current", "superseded", "contradicted", "merged"]
EventKindName = Literal["asserted", "corroborated", "superseded", "contradicted"]


_STATE_EXAMPLE: dict[str, Any] = {
    "status": "current",
    "subject": "Caroline",
    "evidence_count": 2,
    "confidence": 0.81,
    "decayed_confidence": 0.4,
    "merged_into": None,
    "superseded_by": None,
    "contradicted_by": [],
    "valid_to": None,
}
_FACT_EXAMPLE: dict[str, Any] = {
    "fact_id": "fact_3f2a9c1b7d4e",
    "transcription_id": "tr_6c1f0a8e2b4d4f7a9e3c5b1d0a2f4e6c",
    "run_id": "run_1a2b3c4d5e6f7a8b",
    "fact_text": "I went to a LGBTQ support group yesterday (7 May 2023)",
    "fact_type": "USER_FACT",
    "confidence_score": 0.8,
    "extraction_method": "extractive",
    "source_span": {"start_char": 10, "end_char": 55, "text": "I went to a LGBTQ support group yesterday"},
    "speaker": "Caroline",
    "alignment": "exact",
    "grounding_score": 1.0,
    "namespace": "locomo-26",
    "recorded_at": "2023-05-08T13:56:00Z",
    "event_time": "2023-05-07T00:00:00Z",
    "memory": _STATE_EXAMPLE,
}
_EVENT_EXAMPLE: dict[str, Any] = {
    "event_id": "ev_0a1b2c3d4e5f6a7b",
    "kind": "superseded",
    "fact_id": "fact_3f2a9c1b7d4e",
    "related_fact_id": "fact_9e8d7c6b5a4f",
    "attribute": "lives in",
    "evidence_count": 1,
    "confidence": 0.8,
    "valid_to": "2024-01-10T09:00:00Z",
    "detail": "boston → denver",
    "created_at": "2026-11-23T10:00:00Z",
}


class MemoryState(BaseModel):
    """What the namespace's events say about a fact at the time asked (``as_of``, default now)."""

    model_config = ConfigDict(json_schema_extra={"examples": [_STATE_EXAMPLE]})

    status: MemoryStatus = "current"
    subject: str | None = Field(default=None, description="The entity the fact is about, when linked")
    evidence_count: int = Field(default=1, ge=1, description="Times the same statement was recorded")
    confidence: float = Field(ge=0.0, le=1.0, description="Confidence grown by evidence, cut by contradiction")
    decayed_confidence: float = Field(ge=0.0, le=1.0, description="confidence after the type's decay window")
    merged_into: str | None = None
    superseded_by: str | None = None
    contradicted_by: list[str] = Field(default_factory=list)
    valid_to: datetime | None = Field(default=None, description="When a later fact superseded this one")


class MemoryFact(FactRecord):
    model_config = ConfigDict(json_schema_extra={"examples": [_FACT_EXAMPLE]})

    memory: MemoryState


class SearchRequest(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"query": "Where does Caroline live?", "namespace": "alice", "limit": 10}]},
    )

    query: str = Field(min_length=1, max_length=1000)
    namespace: str | None = Field(
        default=None, pattern=NAMESPACE_PATTERN, description="Default: the API key's namespace, else 'default'"
    )
    limit: int = Field(default=10, ge=1, le=100)
    as_of: datetime | None = Field(default=None, description="Only what held at this time")
    subject: str | None = Field(default=None, max_length=200, description="Only facts about this entity")

    @field_validator("query")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("query must not be empty or whitespace only")
        return value

    _as_of = field_validator("as_of")(classmethod(lambda cls, v: as_utc(v)))


class SearchResult(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"fact": _FACT_EXAMPLE, "score": 0.0325}]})

    fact: MemoryFact
    score: float = Field(description="Reciprocal-rank-fusion score of the lexical and semantic rankings")


class SearchResponse(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"results": [{"fact": _FACT_EXAMPLE, "score": 0.0325}]}]})

    results: list[SearchResult]


class FactEvent(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [_EVENT_EXAMPLE]})

    event_id: str
    kind: EventKindName
    fact_id: str
    related_fact_id: str | None = None
    attribute: str | None = None
    evidence_count: int
    confidence: float
    valid_to: datetime | None = None
    detail: str | None = None
    created_at: datetime


class FactHistory(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "fact": _FACT_EXAMPLE,
                    "lineage": ["fact_3f2a9c1b7d4e", "fact_9e8d7c6b5a4f"],
                    "events": [_EVENT_EXAMPLE],
                }
            ]
        }
    )

    fact: MemoryFact
    lineage: list[str] = Field(description="Fact ids from the earliest to the latest version of this statement")
    events: list[FactEvent]


class FactList(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"namespace": "locomo-26", "as_of": None, "subject": "Caroline", "facts": [_FACT_EXAMPLE]}]
        }
    )

    namespace: str
    as_of: datetime | None
    subject: str | None
    facts: list[MemoryFact]
