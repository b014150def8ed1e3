"""What the lifespan builds once, typed, and the dependencies in ``api/deps.py`` hand to routes."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.config import Settings
from factlayer.observability.metrics import ServiceMetrics
from factlayer.services.digests import DigestService
from factlayer.services.ingest import IngestService
from factlayer.services.memory import MemoryService
from factlayer.services.verification import VerificationService
from factlayer.storage.fact_store import FactStore
from factlayer.storage.transcription_store import TranscriptionStore


@dataclass(frozen=True, slots=True)
class AppState:
    settings: Settings
    engine: AsyncEngine
    head_revision: str | None
    transcriptions: TranscriptionStore
    facts: FactStore
    ingest: IngestService
    digests: DigestService
    verification: VerificationService
    metrics: ServiceMetrics
    memory: MemoryService
