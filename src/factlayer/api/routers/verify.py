"""POST /v1/verify: check a claim against a text or stored transcriptions; verdict, evidence, correction."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter

from factlayer.api.deps import ServicesDep, TranscriptionStoreDep
from factlayer.errors import NotReady, PayloadTooLarge
from factlayer.models.verdict import VerifyBatchRequest, VerifyBatchResponse, VerifyRequest, VerifyResponse
from factlayer.storage.transcription_store import TranscriptionStore
from factlayer.verify.checker import ClaimChecker, SourceDoc, SourceSegment

router = APIRouter(prefix="/v1/verify", tags=["verify"])

PROBLEM: dict[str, Any] = {"content": {"application/problem+json": {}}}
_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {**PROBLEM, "description": "Unknown transcription id"},
    409: {**PROBLEM, "description": "A transcription is not completed yet"},
    413: {**PROBLEM, "description": "source_text longer than FACTLAYER_MAX_TEXT_CHARS"},
    422: {**PROBLEM, "description": "Empty or over-long claim, or no source given"},
}


def _checker(services: ServicesDep) -> ClaimChecker:
    checker: ClaimChecker = services.extras["checker"]
    return checker


async def _source_doc(store: TranscriptionStore, transcription_id: str) -> SourceDoc:
    transcription = await store.get(transcription_id)
    if transcription.status != "completed":
        raise NotReady(
            f"transcription {transcription_id} is {transcription.status}; claims can be checked once it is completed",
            transcription_status=transcription.status,
        )
    segments: tuple[SourceSegment, ...] = ()
    if transcription.source_kind == "audio":
        segments = tuple(
            SourceSegment(s.start_char, s.end_char, s.start_s, s.end_s) for s in await store.segments(transcription_id)
        )
    return SourceDoc(
        text=transcription.text,
        transcription_id=transcription.id,
        created_at=transcription.created_at,
        segments=segments,
    )


async def _sources(
    request: VerifyRequest | VerifyBatchRequest, store: TranscriptionStore, max_text_chars: int
) -> list[SourceDoc]:
    if request.source_text is not None and len(request.source_text) > max_text_chars:
        # the same limit, and the same answer, as POST /v1/transcriptions
        raise PayloadTooLarge(
            f"source_text is {len(request.source_text)} characters; the limit is {max_text_chars}",
            limit=max_text_chars,
        )
    docs = [SourceDoc(text=request.source_text)] if request.source_text else []
    docs += await asyncio.gather(*(_source_doc(store, tid) for tid in request.all_transcription_ids()))
    return docs


@router.post("", response_model=VerifyResponse, summary="Verify one claim", responses=_ERRORS)
async def verify_claim(request: VerifyRequest, services: ServicesDep, store: TranscriptionStoreDep) -> VerifyResponse:
    docs = await _sources(request, store, services.settings.max_text_chars)
    return await _checker(services).verify(
        request.claim, docs, threshold=request.confidence_threshold, auto_correct=request.auto_correct
    )


@router.post(
    "/batch",
    response_model=VerifyBatchResponse,
    summary="Verify up to 100 claims against the same sources, concurrently",
    responses=_ERRORS,
)
async def verify_batch(
    request: VerifyBatchRequest, services: ServicesDep, store: TranscriptionStoreDep
) -> VerifyBatchResponse:
    docs = await _sources(request, store, services.settings.max_text_chars)
    results = await _checker(services).verify_many(
        request.claims, docs, threshold=request.confidence_threshold, auto_correct=request.auto_correct
    )
    return VerifyBatchResponse(results=results)
