"""A stored transcription as a source for the core: completed, with its ASR timeline when it is audio."""

from __future__ import annotations

from dataclasses import dataclass

from factlayer.asr.types import SegmentResult
from factlayer.errors import NotReady
from factlayer.models.transcription import Transcription
from factlayer.storage.transcription_store import TranscriptionStore


@dataclass(frozen=True, slots=True)
class Source:
    transcription: Transcription
    timeline: tuple[SegmentResult, ...]  # empty for text


async def completed_source(store: TranscriptionStore, transcription_id: str, *, for_what: str) -> Source:
    """The transcription and its timeline; ``NotReady`` (409) until it is completed."""
    transcription = await store.get(transcription_id)
    if transcription.status != "completed":
        raise NotReady(
            f"transcription {transcription_id} is {transcription.status}; {for_what} once it is completed",
            transcription_status=transcription.status,
            progress=transcription.progress,
        )
    timeline = await store.timeline(transcription_id) if transcription.source_kind == "audio" else ()
    return Source(transcription, timeline)
