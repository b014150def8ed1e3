"""What the claim-check page shows: the verdict, and each consulted source with its evidence marked."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from factlayer.models.verdict import Evidence, VerifyResponse

# Where evidence overlaps, the stronger kind colours the characters.
_RANK = {"contextual": 1, "supporting": 2, "contradicting": 3}


@dataclass(frozen=True, slots=True)
class Piece:
    """A stretch of a source: plain (``kind`` None) or evidence of one kind."""

    text: str
    kind: str | None
    note: str | None = None


@dataclass(frozen=True, slots=True)
class SourceView:
    label: str
    transcription_id: str | None
    pieces: list[Piece]
    evidence_count: int


@dataclass(frozen=True, slots=True)
class ClaimSource:
    """A source the claim was checked against: inline text (``transcription_id`` None) or a transcription."""

    transcription_id: str | None
    text: str


def _pieces(text: str, evidence: Sequence[Evidence]) -> list[Piece]:
    kinds: list[int] = [0] * len(text)
    notes: dict[int, str] = {}
    for item in evidence:
        start, end = max(0, item.source.start_char), min(len(text), item.source.end_char)
        rank = _RANK[item.type]
        for index in range(start, end):
            kinds[index] = max(kinds[index], rank)
        if item.note and start < end:
            notes.setdefault(start, item.note)
    names = {rank: kind for kind, rank in _RANK.items()}
    pieces: list[Piece] = []
    start = 0
    for index in range(1, len(text) + 1):
        if index == len(text) or kinds[index] != kinds[start] or index in notes:
            rank = kinds[start]
            pieces.append(Piece(text[start:index], names.get(rank), notes.get(start)))
            start = index
    return pieces


def build_verify_sources(result: VerifyResponse, sources: Sequence[ClaimSource]) -> list[SourceView]:
    """One view per source, its evidence marked (evidence points into its source by transcription id)."""
    views = []
    for number, source in enumerate(sources, start=1):
        evidence = [e for e in result.evidence if e.source.transcription_id == source.transcription_id]
        label = f"Transcription {source.transcription_id}" if source.transcription_id else f"Source text {number}"
        views.append(SourceView(label, source.transcription_id, _pieces(source.text, evidence), len(evidence)))
    return views
