"""Transcription API models."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from factlayer.models.clock import as_utc

TranscriptionStatus = Literal["queued", "processing", "completed", "failed"]
SourceKind = Literal["text", "audio"]
NAMESPACE_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.:@-]{0,127}$"
# recorded_at may be this far ahead of the server's clock (a local time sent without its offset is read as UTC:
# up to 14 h ahead); beyond it the date is a mistake, and that source would be the newest in every OUTDATED check.
RECORDED_AT_SLACK = timedelta(days=1)
# The earliest recorded_at taken: a zero date some systems send for "unknown" (0001-01-01) is a mistake, and
# "yesterday" said on 1 January of year 1 has no date to resolve to.
RECORDED_AT_EARLIEST = datetime(1900, 1, 1, tzinfo=UTC)


def check_language(value: str) -> str:
    """Whisper's code for ``value`` — the primary subtag of a BCP 47 tag, any case ("en-US", "EN" → "en") — or a
    ValueError that lists the codes Whisper knows."""
    from factlayer.asr.languages import whisper_languages  # faster-whisper's list, loaded on first use

    known = whisper_languages()
    code = value.strip().lower().replace("_", "-").split("-")[0]
    if code not in known:
        raise ValueError(
            f"{value!r} is not a language code Whisper knows; use one of {', '.join(known)} (or leave language out)"
        )
    return code


class TranscriptionCreate(BaseModel):
    """A transcript posted as text."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "text": "Patient: Hi, my name is John Smith. I've had a headache since Monday.",
                    "language": "en",
                    "title": "Intake call",
                }
            ]
        },
    )

    text: str = Field(description="The transcript. Must contain non-whitespace characters.")
    language: str | None = Field(
        default=None,
        max_length=16,
        description="A language Whisper knows: its code (ISO 639-1, e.g. 'en', 'fr'; also 'haw', 'yue') or a BCP 47 "
        "tag whose primary subtag is one ('en-US' is read as 'en'); others are 422",
    )
    title: str | None = Field(default=None, max_length=500)
    namespace: str | None = Field(
        default=None,
        pattern=NAMESPACE_PATTERN,
        description="Whose memory the facts go to (memory layer); default: the API key's namespace, else 'default'",
    )
    recorded_at: datetime | None = Field(
        default=None,
        description="When the conversation happened (ISO 8601; no offset: UTC); default: the upload time. "
        "More than a day in the future, or before 1900, is 422.",
    )

    @field_validator("language")
    @classmethod
    def _known_language(cls, value: str | None) -> str | None:
        return None if value is None else check_language(value)

    @field_validator("recorded_at", mode="before")
    @classmethod
    def _written_as_a_date(cls, value: object) -> object:
        if isinstance(value, int | float):  # pydantic would read 12345 as seconds after 1970: almost surely a mistake
            raise ValueError("recorded_at must be an ISO 8601 date or date-time, e.g. 2024-01-10T09:00:00Z")
        return value

    @field_validator("recorded_at")
    @classmethod
    def _aware_and_past(cls, value: datetime | None) -> datetime | None:
        if value is None:
            return None
        value = as_utc(value)
        if value > datetime.now(UTC) + RECORDED_AT_SLACK:
            raise ValueError(f"recorded_at {value.isoformat()} is in the future: it is when the conversation happened")
        if value < RECORDED_AT_EARLIEST:
            raise ValueError(f"recorded_at {value.isoformat()} is before 1900: send when the conversation happened")
        return value

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("text must not be empty or whitespace only")
        if "\x00" in value:  # PostgreSQL's text cannot hold it: refused here on every backend alike
            raise ValueError("text must not contain the NUL character (U+0000)")
        return value


class Segment(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "idx": 0,
                    "text": "And so my fellow Americans,",
                    "start_char": 0,
                    "end_char": 27,
                    "start_s": 0.0,
                    "end_s": 2.4,
                    "avg_logprob": -0.21,
                    "no_speech_prob": 0.01,
                    "speaker": None,
                }
            ]
        }
    )

    idx: int
    text: str
    start_char: int
    end_char: int
    start_s: float
    end_s: float
    avg_logprob: float | None = None
    no_speech_prob: float | None = None
    speaker: str | None = None


class Word(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "idx": 0,
                    "segment_idx": 0,
                    "text": "And",
                    "start_char": 0,
                    "end_char": 3,
                    "start_s": 0.0,
                    "end_s": 0.2,
                    "probability": 0.93,
                }
            ]
        }
    )

    idx: int
    segment_idx: int
    text: str
    start_char: int
    end_char: int
    start_s: float
    end_s: float
    probability: float | None = None


class Transcription(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "id": "tr_6c1f0a8e2b4d4f7a9e3c5b1d0a2f4e6c",
                    "status": "completed",
                    "source_kind": "text",
                    "text": "My name is John Smith.",
                    "language": "en",
                    "title": None,
                    "progress": 1.0,
                    "created_at": "2026-11-22T18:00:00Z",
                    "completed_at": "2026-11-22T18:00:00Z",
                }
            ]
        }
    )

    id: str
    status: TranscriptionStatus
    source_kind: SourceKind
    text: str
    language: str | None = None
    language_probability: float | None = None
    title: str | None = None
    progress: float = Field(ge=0.0, le=1.0)
    duration_s: float | None = None
    asr_model: str | None = None
    audio_sha256: str | None = None
    audio_filename: str | None = None
    error: str | None = None
    timings: dict[str, float] | None = None
    created_at: datetime
    updated_at: datetime | None = None
    completed_at: datetime | None = None
    namespace: str = "default"
    recorded_at: datetime | None = None


class TranscriptionPage(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"items": [], "next_cursor": None, "limit": 20}]},
    )

    items: list[Transcription]
    next_cursor: str | None = Field(default=None, description="Pass as ?cursor= to get the next (older) page")
    limit: int
