"""Transcriptions: post text (or audio), read them back."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Query, Response, status

from factlayer.api.deps import SettingsDep, TranscriptionStoreDep
from factlayer.errors import PayloadTooLarge
from factlayer.models.transcription import Segment, Transcription, TranscriptionCreate, TranscriptionPage

router = APIRouter(prefix="/v1/transcriptions", tags=["transcriptions"])

PROBLEM: dict[str, Any] = {"content": {"application/problem+json": {}}}


@router.post(
    "",
    status_code=status.HTTP_201_CREATED,
    response_model=Transcription,
    summary="Store a transcript posted as text",
    responses={413: {**PROBLEM, "description": "Text over the limit"}, 422: {**PROBLEM, "description": "Invalid"}},
)
async def create_transcription(
    payload: Annotated[TranscriptionCreate, Body()],
    store: TranscriptionStoreDep,
    settings: SettingsDep,
    response: Response,
) -> Transcription:
    if len(payload.text) > settings.max_text_chars:
        raise PayloadTooLarge(
            f"text is {len(payload.text)} characters; the limit is {settings.max_text_chars}",
            limit=settings.max_text_chars,
        )
    created = await store.create_text(payload.text, language=payload.language, title=payload.title)
    response.headers["Location"] = f"/v1/transcriptions/{created.id}"
    return created


@router.get("", response_model=TranscriptionPage, summary="List transcriptions, newest first")
async def list_transcriptions(
    store: TranscriptionStoreDep,
    limit: Annotated[int, Query(ge=1, le=100, description="Page size")] = 20,
    cursor: Annotated[str | None, Query(description="next_cursor from the previous page")] = None,
) -> TranscriptionPage:
    return await store.list_page(limit=limit, cursor=cursor)


@router.get(
    "/{transcription_id}",
    response_model=Transcription,
    summary="Read one transcription",
    responses={404: {**PROBLEM, "description": "Unknown id"}},
)
async def get_transcription(transcription_id: str, store: TranscriptionStoreDep) -> Transcription:
    return await store.get(transcription_id)


@router.get(
    "/{transcription_id}/segments",
    response_model=list[Segment],
    summary="Timed segments with character offsets into the text (audio transcriptions)",
    responses={404: {**PROBLEM, "description": "Unknown id"}},
)
async def get_segments(transcription_id: str, store: TranscriptionStoreDep) -> list[Segment]:
    return await store.segments(transcription_id)
