"""One ``Annotated`` dependency per thing a route needs, each read from the typed lifespan state."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Annotated, Any, TypeVar

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


# The dependencies are coroutines on purpose: FastAPI runs a plain ``def`` dependency in a worker thread,
# a thread hop (and a capacity-limiter wait under load) per request for what is an attribute read.
async def _state(request: Request) -> AppState:
    return get_state(request)


def _part(pick: Callable[[AppState], T]) -> Callable[[Request], Coroutine[Any, Any, T]]:
    async def dependency(request: Request) -> T:
        return pick(get_state(request))

    return dependency


StateDep = Annotated[AppState, Depends(_state)]
SettingsDep = Annotated[Settings, Depends(_part(lambda s: s.settings))]
TranscriptionStoreDep = Annotated[TranscriptionStore, Depends(_part(lambda s: s.transcriptions))]
FactStoreDep = Annotated[FactStore, Depends(_part(lambda s: s.facts))]
IngestDep = Annotated[IngestService, Depends(_part(lambda s: s.ingest))]
DigestsDep = Annotated[DigestService, Depends(_part(lambda s: s.digests))]
VerificationDep = Annotated[VerificationService, Depends(_part(lambda s: s.verification))]
MemoryDep = Annotated[MemoryService, Depends(_part(lambda s: s.memory))]
