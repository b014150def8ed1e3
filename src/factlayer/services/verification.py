"""What POST /v1/verify calls: gather the sources (inline text, stored transcriptions), check the claims."""

from __future__ import annotations

import asyncio

from factlayer.errors import PayloadTooLarge
from factlayer.models.verdict import VerifyBatchRequest, VerifyBatchResponse, VerifyRequest, VerifyResponse
from factlayer.observability.events import emit
from factlayer.services.sources import completed_source
from factlayer.storage.transcription_store import TranscriptionStore
from factlayer.verify.checker import ClaimChecker, SourceDoc, SourceSegment


class VerificationService:
    def __init__(self, checker: ClaimChecker, transcriptions: TranscriptionStore, *, max_text_chars: int) -> None:
        self.checker = checker
        self._transcriptions = transcriptions
        self._max_text_chars = max_text_chars

    async def verify(self, request: VerifyRequest) -> VerifyResponse:
        docs = await self._sources(request)
        result = await self.checker.verify(
            request.claim, docs, threshold=request.confidence_threshold, auto_correct=request.auto_correct
        )
        _signal(result)
        return result

    async def verify_batch(self, request: VerifyBatchRequest) -> VerifyBatchResponse:
        docs = await self._sources(request)
        results = await self.checker.verify_many(
            request.claims, docs, threshold=request.confidence_threshold, auto_correct=request.auto_correct
        )
        for result in results:
            _signal(result)
        return VerifyBatchResponse(results=results)

    async def _sources(self, request: VerifyRequest | VerifyBatchRequest) -> list[SourceDoc]:
        limit = self._max_text_chars
        if request.source_text is not None and len(request.source_text) > limit:
            # the same limit, and the same answer, as POST /v1/transcriptions
            raise PayloadTooLarge(
                f"source_text is {len(request.source_text)} characters; the limit is {limit}", limit=limit
            )
        docs = [SourceDoc(text=request.source_text)] if request.source_text else []
        docs += await asyncio.gather(*(self._stored(tid) for tid in request.all_transcription_ids()))
        return docs

    async def _stored(self, transcription_id: str) -> SourceDoc:
        source = await completed_source(self._transcriptions, transcription_id, for_what="claims can be checked")
        transcription = source.transcription
        return SourceDoc(
            text=transcription.text,
            transcription_id=transcription.id,
            created_at=transcription.created_at,
            segments=tuple(SourceSegment(s.start_char, s.end_char, s.start_s, s.end_s) for s in source.timeline),
        )


def _signal(result: VerifyResponse) -> None:
    """Seed 004's signals as structured events: claim_verified / claim_contradicted / … and correction_generated."""
    signal = f"claim_{result.verdict.lower()}"
    emit("verify.verdict", verdict=result.verdict, signal=signal, confidence=result.confidence)
    if result.correction is not None:
        emit("verify.correction", signal="correction_generated", correction_type=result.correction.type)
