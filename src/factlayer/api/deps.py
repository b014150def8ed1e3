"""One ``Annotated`` dependency per thing a route needs, each read from the typed lifespan state."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, TypeVar

from fastapi import Depends, Request

from factlayer.api.state import AppState
from factlayer.config import Settings
from factlayer.services.digests import DigestService
from factlayer.services.ingest import IngestService
from factlayer.services.memory import MemoryService
from factlayer.services.verification import VerificationService
from factlayer.storage.fact_store import FactStore
from factlayer.storage.transcription_store import TranscriptionStore

T = TypeVar("T")


def get_state(request: Request) -> AppState:
    state: AppState = request.app.state.factlayer
    return state


def _part(pick: Callable[[AppState], T]) -> Callable[[Request], T]:
    def dependency(request: Request) -> T:
        return pick(get_state(request))

    return dependency


StateDep = Annotated[AppState, Depends(get_state)]
SettingsDep = Annotated[Settings, Depends(_part(lambda s: s.settings))]
TranscriptionStoreDep = Annotated[TranscriptionStore, Depends(_part(lambda s: s.transcriptions))]
FactStoreDep = Annotated[FactStore, Depends(_part(lambda s: s.facts))]
IngestDep = Annotated[IngestService, Depends(_part(lambda s: s.ingest))]
DigestsDep = Annotated[DigestService, Depends(_part(lambda s: s.digests))]
VerificationDep = Annotated[VerificationService, Depends(_part(lambda s: s.verification))]
MemoryDep = Annotated[MemoryService, Depends(_part(lambda s: s.memory))]
