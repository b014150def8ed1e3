"""The fact and its citation (seed 000 "Data Models"), with the seed's naive rules made sound."""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Literal, Self
from uuid import uuid4

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from factlayer.nlp.clauses import compound_claim_reason

FACT_VERSION = "1.0"

ExtractionMethod = Literal["cod", "deepconf", "cove", "extractive", "llm"]
Alignment = Literal["exact", "fuzzy", "none"]


class FactType(StrEnum):
    USER_FACT = "USER_FACT"
    USER_PATTERN = "USER_PATTERN"
    SHARED_NARRATIVE = "SHARED_NARRATIVE"


def new_fact_id() -> str:
    return f"fact_{uuid4().hex[:12]}"


class SourceSpan(BaseModel):
    """An exact slice of the transcription text: ``source[start_char:end_char] == text``.

    Pass the source text in the validation context (``{"source_text": ...}``) and the slice is checked.
    """

    model_config = ConfigDict(
        frozen=True,
        json_schema_extra={"examples": [{"start_char": 11, "end_char": 29, "text": "name is John Smith"}]},
    )

    start_char: int = Field(ge=0, description="Start character offset (inclusive) into the transcription text")
    end_char: int = Field(ge=0, description="End character offset (exclusive)")
    text: str = Field(description="Exactly transcription.text[start_char:end_char]")

    @model_validator(mode="after")
    def _check(self, info: ValidationInfo) -> Self:
        if self.end_char <= self.start_char:
            raise ValueError("end_char must be greater than start_char")
        if len(self.text) != self.end_char - self.start_char:
            raise ValueError("text length must equal end_char - start_char")
        source = (info.context or {}).get("source_text") if info.context else None
        if isinstance(source, str):
            if self.end_char > len(source):
                raise ValueError(f"span ends at {self.end_char}, past the end of the source ({len(source)} chars)")
            if source[self.start_char : self.end_char] != self.text:
                raise ValueError("text does not equal the source slice [start_char:end_char]")
        return self

    @classmethod
    def from_source(cls, source: str, start_char: int, end_char: int) -> SourceSpan:
        return cls.model_validate(
            {"start_char": start_char, "end_char": end_char, "text": source[start_char:end_char]},
            context={"source_text": source},
        )


class AudioRange(BaseModel):
    model_config = ConfigDict(frozen=True, json_schema_extra={"examples": [{"start_s": 1.2, "end_s": 3.4}]})

    start_s: float = Field(ge=0.0)
    end_s: float = Field(ge=0.0)


class Fact(BaseModel):
    """An atomic, verifiable claim with the exact source span that supports it.

    Length bounds come from the validation context (``min_length``/``max_length``, from settings),
    defaulting to the seed's 10..500.
    """

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "fact_id": "fact_3f2a9c1b7d4e",
                    "transcription_id": "tr_5b1e0c9a2f7d4c3b",
                    "fact_text": "my name is John Smith",
                    "fact_type": "USER_FACT",
                    "confidence_score": 0.93,
                    "extraction_method": "extractive",
                    "source_span": {"start_char": 4, "end_char": 25, "text": "my name is John Smith"},
                    "audio": {"start_s": 0.0, "end_s": 2.1},
                    "fact_version": "1.0",
                    "timestamp": "2026-11-22T18:00:00Z",
                }
            ]
        }
    )

    fact_id: str = Field(default_factory=new_fact_id)
    transcription_id: str
    fact_text: str
    fact_type: FactType = FactType.USER_FACT
    confidence_score: float = Field(ge=0.0, le=1.0)
    extraction_method: ExtractionMethod
    source_span: SourceSpan
    audio: AudioRange | None = None
    speaker: str | None = None
    subject_id: str | None = Field(default=None, description="Entity id of whom the fact is about (seed 002)")
    subject_name: str | None = Field(default=None, description="Display name of whom the fact is about")
    category: str | None = Field(default=None, description="attribute, event, plan, preference, measurement, ...")
    sensitivity: str | None = Field(
        default=None, description="high: an allergy, medication or health fact (seed 002); low: anything else"
    )
    spans: list[SourceSpan] = Field(
        default_factory=list, description="Every span the fact rests on (a question and its answer: both)"
    )
    fact_version: str = FACT_VERSION
    timestamp: datetime = Field(default_factory=lambda: datetime.now(UTC))
    # memory layer (issue 18): whose memory, when it was said, and when what it says happened/held
    namespace: str = Field(default="default", description="Whose memory the fact belongs to")
    recorded_at: datetime | None = Field(default=None, description="When the conversation was recorded")
    event_time: datetime | None = Field(default=None, description="When the event the fact states happened")
    valid_from: datetime | None = Field(default=None, description="Start of the fact's validity (since …)")
    valid_to: datetime | None = Field(default=None, description="End of the fact's validity (until …)")

    @field_validator("fact_text")
    @classmethod
    def _check_text(cls, value: str, info: ValidationInfo) -> str:
        context: dict[str, Any] = info.context or {}
        min_length = int(context.get("min_length", 10))
        max_length = int(context.get("max_length", 500))
        stripped = value.strip()
        if len(stripped) < min_length:
            raise ValueError(f"fact_text is shorter than {min_length} characters")
        if len(stripped) > max_length:
            raise ValueError(f"fact_text is longer than {max_length} characters")
        reason = compound_claim_reason(stripped)
        if reason:
            raise ValueError(f"fact must be atomic: {reason}")
        return stripped
