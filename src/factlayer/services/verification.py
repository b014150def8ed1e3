"""What POST /v1/verify calls: gather the sources (inline text, stored transcriptions), check the claims."""

from __future__ import annotations

import asyncio
from typing import Any

from factlayer.errors import PayloadTooLarge
from factlayer.models.verdict import VerifyBatchRequest, VerifyBatchResponse, VerifyRequest, VerifyResponse
from factlayer.nlp.cue_times import cues
from factlayer.observability.events import emit, request_id_var
from factlayer.observability.webhook import SignalWebhook
from factlayer.services.sources import completed_source
from factlayer.storage.transcription_store import TranscriptionStore
from factlayer.verify.checker import ClaimChecker, SourceDoc, SourceSegment


class VerificationService:
    def __init__(
        self,
        checker: ClaimChecker,
        transcriptions: TranscriptionStore,
        *,
        max_text_chars: int,
        default_timeout_s: float | None = None,
        webhook: SignalWebhook | None = None,
    ) -> None:
        self.checker = checker
        self._transcriptions = transcriptions
        self._max_text_chars = max_text_chars
        self._default_timeout_s = default_timeout_s
        self._webhook = webhook

    def _timeout_s(self, request: VerifyRequest | VerifyBatchRequest) -> float | None:
        """The caller's timeout_s, else the server's default: no request holds a worker without end."""
        return request.timeout_s if request.timeout_s is not None else self._default_timeout_s

    async def verify(self, request: VerifyRequest) -> VerifyResponse:
        docs = await self._sources(request)
        result = await self.checker.verify(
            request.claim,
            docs,
            threshold=request.confidence_threshold,
            auto_correct=request.auto_correct,
            timeout_s=self._timeout_s(request),
        )
        self._signal(request.claim, result)
        return result

    async def verify_batch(self, request: VerifyBatchRequest) -> VerifyBatchResponse:
        docs = await self._sources(request)
        results = await self.checker.verify_many(
            request.claims,
            docs,
            threshold=request.confidence_threshold,
            auto_correct=request.auto_correct,
            timeout_s=self._timeout_s(request),
        )
        for claim, result in zip(request.claims, results, strict=True):
            self._signal(claim, result)
        return VerifyBatchResponse(results=results)

    async def _sources(self, request: VerifyRequest | VerifyBatchRequest) -> list[SourceDoc]:
        limit = self._max_text_chars
        if request.source_text is not None and len(request.source_text) > limit:
            # the same limit, and the same answer, as POST /v1/transcriptions
            raise PayloadTooLarge(
                f"source_text is {len(request.source_text)} characters; the limit is {limit}", limit=limit
            )
        docs = (
            [SourceDoc(text=request.source_text, segments=_cue_segments(request.source_text))]
            if request.source_text
            else []
        )
        docs += await asyncio.gather(*(self._stored(tid) for tid in request.all_transcription_ids()))
        return docs

    async def _stored(self, transcription_id: str) -> SourceDoc:
        source = await completed_source(self._transcriptions, transcription_id, for_what="claims can be checked")
        transcription = source.transcription
        return SourceDoc(
            text=transcription.text,
            transcription_id=transcription.id,
            created_at=transcription.created_at,
            recorded_at=transcription.recorded_at,
            # audio: the ASR timeline; else the times a WebVTT/SRT or [hh:mm:ss] transcript states
            segments=tuple(SourceSegment(s.start_char, s.end_char, s.start_s, s.end_s) for s in source.timeline)
            or _cue_segments(transcription.text),
        )

    def _signal(self, claim: str, result: VerifyResponse) -> None:
        """Seed 004's signals: logged as events and, with a webhook configured, queued for it (never waited on)."""
        for signal in signals(claim, result):
            name = signal["signal"]
            if name == "correction_generated":
                emit("verify.correction", signal=name, claim_id=result.claim_id, correction_type=signal["type"])
            else:
                emit(
                    "verify.verdict",
                    verdict=result.verdict,
                    signal=name,
                    confidence=result.confidence,
                    claim_id=result.claim_id,
                    timed_out=result.timed_out,
                )
            if self._webhook is not None:
                self._webhook.publish(signal)


def signals(claim: str, result: VerifyResponse) -> list[dict[str, Any]]:
    """The verdict's signal (``claim_<verdict>``) with seed 004's payload, then ``correction_generated``."""
    common: dict[str, Any] = {
        "claim_id": result.claim_id,
        "claim": claim,
        "verdict": result.verdict.value,
        "confidence": result.confidence,
        "timed_out": result.timed_out,
        "request_id": request_id_var.get(),
    }
    supporting = [e for e in result.evidence if e.type == "supporting"]
    contradicting = [e for e in result.evidence if e.type == "contradicting"]
    extra: dict[str, Any] = {"reason": result.reason}
    if result.verdict == "VERIFIED":
        extra["evidence"] = supporting[0].model_dump(mode="json") if supporting else None
    elif result.verdict == "CONTRADICTED":
        extra["contradiction"] = contradicting[0].source.text if contradicting else None
    elif result.verdict == "OUTDATED":
        # the last time a source still said it: the newest supporting source's recording time
        dates = [e.recorded_at for e in supporting if e.recorded_at is not None]
        extra["was_true_until"] = max(dates).isoformat() if dates else None
    elif result.verdict == "UNVERIFIABLE":
        extra["sources_checked"] = len(result.sources)
    out = [{"signal": f"claim_{result.verdict.lower()}", **common, **extra}]
    if result.correction is not None:
        out.append(
            {
                "signal": "correction_generated",
                **common,
                "type": result.correction.type,
                "correction": result.correction.model_dump(mode="json"),
            }
        )
    return out


def _cue_segments(text: str) -> tuple[SourceSegment, ...]:
    """The times a transcript posted as WebVTT/SRT or with ``[hh:mm:ss]`` stamps states, as its digest's facts have
    them (``nlp/cue_times.py``); none for plain text."""
    return tuple(SourceSegment(c.start_char, c.end_char, c.start_s, c.end_s) for c in cues(text))
