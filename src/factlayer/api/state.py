"""What the lifespan builds once and the dependencies hand to routes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.config import Settings
from factlayer.storage.fact_store import FactStore
from factlayer.storage.transcription_store import TranscriptionStore


@dataclass
class Services:
    settings: Settings
    engine: AsyncEngine
    transcriptions: TranscriptionStore
    facts: FactStore
    head_revision: str | None
    extras: dict[str, Any] = field(default_factory=dict)
