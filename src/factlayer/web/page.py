"""What the digest page shows, built from stored records (no HTTP, no SQL): turns, facts, rejections.

Offsets sent to the browser are UTF-16 code units (what JavaScript strings count), not Python code points,
so a highlight lands on the same characters when the transcript holds emoji or other astral characters.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import accumulate
from typing import Any

from pydantic import BaseModel

from factlayer.asr.spans import span_to_audio
from factlayer.asr.types import SegmentResult
from factlayer.models.digest import DigestRun, FactRecord, Rejection
from factlayer.models.fact import SourceSpan
from factlayer.models.transcription import Segment, Transcription
from factlayer.nlp.transcript import parse_turns


@dataclass(frozen=True, slots=True)
class Block:
    """One turn of the transcript as shown: ``text`` is the source slice, ``start``/``end`` in UTF-16 units."""

    index: int
    speaker: str | None
    role: str | None
    start: int
    end: int
    text: str
    start_s: float | None


@dataclass(frozen=True, slots=True)
class Item:
    """A fact or a rejected candidate in the side list."""

    item_id: str
    kind: str  # "fact" | "rejection"
    text: str
    fact_type: str | None
    subject: str | None
    speaker: str | None
    confidence: float | None
    alignment: str | None
    grounding_score: float | None
    checks: str  # "3/3 checks passed" or the failed validators
    spans: tuple[tuple[int, int], ...]  # UTF-16 offsets into the transcript
    quotes: tuple[str, ...]
    start_s: float | None
    reason: str | None = None
    detail: str | None = None

    @property
    def spans_attr(self) -> str:
        return ",".join(f"{start}-{end}" for start, end in self.spans)


@dataclass(frozen=True, slots=True)
class DigestPage:
    transcription: Transcription
    run: DigestRun
    blocks: list[Block]
    facts: list[Item]
    rejections: list[Item]
    audio_url: str | None


def utf16_offsets(text: str) -> Callable[[int], int]:
    """A map from code-point offsets of ``text`` to UTF-16 offsets (the identity when nothing is astral)."""
    if text.isascii() or all(ord(ch) <= 0xFFFF for ch in text):
        return lambda offset: offset
    prefix = [0, *accumulate(2 if ord(ch) > 0xFFFF else 1 for ch in text)]
    return lambda offset: prefix[offset]


def _optional_field(model: BaseModel, name: str) -> Any:
    """A field other branches are adding to the models (``spans``, ``subject_name``, ``speaker``), or None.

    Checked on the class: ``getattr`` with a default on a pydantic model costs ~1 ms a miss (it builds the
    error), and so does reading ``model_fields``: the names are kept per class.
    """
    return getattr(model, name) if name in _field_names(type(model)) else None


@cache
def _field_names(model: type[BaseModel]) -> frozenset[str]:
    return frozenset(model.model_fields)


def fact_spans(record: FactRecord) -> list[SourceSpan]:
    """Every span that proves the fact: today the one ``source_span``; a list-valued ``spans`` when present."""
    extra = _optional_field(record, "spans")
    if isinstance(extra, list) and extra and all(isinstance(span, SourceSpan) for span in extra):
        return list(extra)
    return [record.source_span]


def _checks(record: FactRecord | Rejection) -> str:
    if not record.validation:
        return ""
    failed = [outcome.validator for outcome in record.validation if not outcome.passed]
    if failed:
        return "failed: " + ", ".join(failed)
    return f"{len(record.validation)}/{len(record.validation)} checks passed"


class _Timeline:
    """Audio time of a character offset, through the one span → time mapper (``asr.spans``)."""

    def __init__(self, segments: Sequence[Segment]) -> None:
        self._segments = tuple(  # segment times; words are not needed to seek
            SegmentResult(s.idx, s.text, s.start_s, s.end_s, 0.0, 0.0, s.start_char, s.end_char) for s in segments
        )

    def start_of(self, span: SourceSpan) -> float | None:
        if not self._segments:
            return None
        times = span_to_audio(self._segments, span.start_char, span.end_char)
        return times[0] if times else None


def _blocks(transcription: Transcription, segments: Sequence[Segment], u16: Callable[[int], int]) -> list[Block]:
    text = transcription.text
    if segments:  # audio: one block per Whisper segment, each with its time
        return [
            Block(i, s.speaker, None, u16(s.start_char), u16(s.end_char), text[s.start_char : s.end_char], s.start_s)
            for i, s in enumerate(segments)
        ]
    return [
        Block(i, t.speaker, t.role, u16(t.start), u16(t.end), t.text, None) for i, t in enumerate(parse_turns(text))
    ]


def _fact_item(record: FactRecord, u16: Callable[[int], int], timeline: _Timeline) -> Item:
    spans = fact_spans(record)
    start_s = record.audio.start_s if record.audio else timeline.start_of(spans[0])
    return Item(
        item_id=record.fact_id,
        kind="fact",
        text=record.fact_text,
        fact_type=str(record.fact_type),
        subject=_optional_field(record, "subject_name"),
        speaker=record.speaker,
        confidence=record.confidence_score,
        alignment=record.alignment,
        grounding_score=record.grounding_score,
        checks=_checks(record),
        spans=tuple((u16(s.start_char), u16(s.end_char)) for s in spans),
        quotes=tuple(s.text for s in spans),
        start_s=start_s,
    )


def _rejection_item(rejection: Rejection, u16: Callable[[int], int], timeline: _Timeline) -> Item:
    span = rejection.source_span
    return Item(
        item_id=rejection.rejection_id,
        kind="rejection",
        text=rejection.candidate_text,
        fact_type=rejection.fact_type,
        subject=_optional_field(rejection, "subject_name"),
        speaker=_optional_field(rejection, "speaker"),
        confidence=rejection.confidence,
        alignment=rejection.alignment,
        grounding_score=rejection.grounding_score,
        checks=_checks(rejection),
        spans=((u16(span.start_char), u16(span.end_char)),) if span else (),
        quotes=(span.text,) if span else (),
        start_s=timeline.start_of(span) if span else None,
        reason=rejection.reason,
        detail=rejection.detail,
    )


def _first_char(item: Item) -> int:
    return item.spans[0][0] if item.spans else -1


def build_digest_page(
    transcription: Transcription,
    run: DigestRun,
    facts: Sequence[FactRecord],
    rejections: Sequence[Rejection],
    segments: Sequence[Segment],
    *,
    audio_url: str | None,
) -> DigestPage:
    """The page's content, facts and rejections in transcript order (where their first span starts)."""
    u16 = utf16_offsets(transcription.text)
    timeline = _Timeline(segments)
    return DigestPage(
        transcription=transcription,
        run=run,
        blocks=_blocks(transcription, segments, u16),
        facts=sorted((_fact_item(f, u16, timeline) for f in facts), key=_first_char),
        rejections=sorted((_rejection_item(r, u16, timeline) for r in rejections), key=_first_char),
        audio_url=audio_url,
    )
