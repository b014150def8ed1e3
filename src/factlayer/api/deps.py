"""Annotated dependency aliases that read the lifespan state."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from factlayer.api.state import Services
from factlayer.config import Settings
from factlayer.storage.fact_store import FactStore
from factlayer.storage.transcription_store import TranscriptionStore


def get_services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


def get_settings(request: Request) -> Settings:
    return get_services(request).settings


def get_transcription_store(request: Request) -> TranscriptionStore:
    return get_services(request).transcriptions


def get_fact_store(request: Request) -> FactStore:
    return get_services(request).facts


ServicesDep = Annotated[Services, Depends(get_services)]
SettingsDep = Annotated[Settings, Depends(get_settings)]
TranscriptionStoreDep = Annotated[TranscriptionStore, Depends(get_transcription_store)]
FactStoreDep = Annotated[FactStore, Depends(get_fact_store)]
