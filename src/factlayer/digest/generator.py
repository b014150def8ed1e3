"""DigestGenerator: one run per transcription × pipeline version × provider/config.

summary → candidates (proposed, never trusted) → grounding + validators + scoring + type gates
(``assess_candidates``) → optional CoVe → one transaction: the run, its facts, its rejections and
their audit entries. No database session is held while the proposer or the LLM works.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol
from uuid import uuid4

from pydantic import ValidationError

from factlayer.asr.spans import span_to_audio
from factlayer.asr.types import SegmentResult, WordResult
from factlayer.config import Settings
from factlayer.digest.assessment import Assessment, AssessParams, assess_candidates
from factlayer.digest.candidates import Candidate
from factlayer.digest.cove_pipeline import CoVePipeline, CoVeResult
from factlayer.digest.grounding import SourceIndex
from factlayer.digest.summary import Summarizer
from factlayer.digest.validators import JudgeFn
from factlayer.errors import NotReady
from factlayer.models.digest import DigestRun, FactRecord, Rejection, ValidationOutcome
from factlayer.models.fact import AudioRange
from factlayer.models.transcription import Segment, Word
from factlayer.storage.fact_store import FactStore
from factlayer.storage.transcription_store import TranscriptionStore

PIPELINE_VERSION = "1.0"


class CandidateSource(Protocol):
    """Proposes candidate facts for a transcript: the offline extractor or an LLM."""

    name: str

    async def propose(self, text: str) -> list[Candidate]: ...


@dataclass(frozen=True, slots=True)
class DigestOutcome:
    run: DigestRun
    generated: bool  # False when an existing run was returned


def timeline(segments: Sequence[Segment], words: Sequence[Word]) -> tuple[SegmentResult, ...]:
    """Stored segments and words as the ASR layer's timeline (for span → audio time)."""
    by_segment: dict[int, list[WordResult]] = {}
    for w in words:
        by_segment.setdefault(w.segment_idx, []).append(
            WordResult(w.idx, w.text, w.start_s, w.end_s, w.probability or 0.0, w.start_char, w.end_char)
        )
    return tuple(
        SegmentResult(
            s.idx,
            s.text,
            s.start_s,
            s.end_s,
            s.avg_logprob or 0.0,
            s.no_speech_prob or 0.0,
            s.start_char,
            s.end_char,
            tuple(by_segment.get(s.idx, ())),
        )
        for s in segments
    )


def _outcomes(assessment: Assessment, cove: CoVeResult | None) -> list[ValidationOutcome]:
    outcomes = [
        ValidationOutcome(validator=r.name, passed=r.passed, severity=r.severity.value, reason=r.reason or None)
        for r in assessment.results
    ]
    if cove is not None:
        outcomes.append(
            ValidationOutcome(
                validator="cove",
                passed=cove.kept,
                severity="LOW" if cove.kept else "HIGH",
                reason=f"{cove.verdict}: confidence {cove.confidence_before:.2f} → {cove.confidence_after:.2f}",
            )
        )
    return outcomes


class DigestGenerator:
    def __init__(
        self,
        settings: Settings,
        transcriptions: TranscriptionStore,
        facts: FactStore,
        *,
        proposer: CandidateSource,
        summarizer: Summarizer,
        judge: JudgeFn | None = None,
        cove: CoVePipeline | None = None,
        provider_label: str | None = None,
    ) -> None:
        self._settings = settings
        self._transcriptions = transcriptions
        self._facts = facts
        self._proposer = proposer
        self._summarizer = summarizer
        self._judge = judge
        self._cove = cove or (
            CoVePipeline(threshold=settings.cove_confidence_threshold) if settings.enable_cove else None
        )
        self.provider = provider_label or proposer.name
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    @property
    def config(self) -> dict[str, Any]:
        s = self._settings
        return {
            "pipeline_version": PIPELINE_VERSION,
            "provider": self.provider,
            "summarizer": self._summarizer.name,
            "judge": self._judge is not None,
            "grounding_threshold": s.fact_grounding_threshold,
            "min_length": s.fact_extraction_min_length,
            "max_length": s.fact_extraction_max_length,
            "cove": self._cove is not None,
            "cove_threshold": s.cove_confidence_threshold,
        }

    @property
    def run_key(self) -> str:
        return hashlib.sha256(json.dumps(self.config, sort_keys=True).encode()).hexdigest()[:32]

    def _lock(self, transcription_id: str) -> asyncio.Lock:
        lock = self._locks.get(transcription_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[transcription_id] = lock
        return lock

    async def latest_or_generate(self, transcription_id: str) -> DigestOutcome:
        """The run for this configuration, generating it once if there is none (concurrent callers wait)."""
        existing = await self._facts.latest_run(transcription_id, run_key=self.run_key)
        if existing is not None:
            return DigestOutcome(existing, generated=False)
        async with self._lock(transcription_id):
            existing = await self._facts.latest_run(transcription_id, run_key=self.run_key)
            if existing is not None:
                return DigestOutcome(existing, generated=False)
            return DigestOutcome(await self._generate(transcription_id), generated=True)

    async def generate(self, transcription_id: str) -> DigestRun:
        """A new run even if one exists (the old facts stay)."""
        async with self._lock(transcription_id):
            return await self._generate(transcription_id)

    async def _generate(self, transcription_id: str) -> DigestRun:
        transcription = await self._transcriptions.get(transcription_id)
        if transcription.status != "completed":
            raise NotReady(
                f"transcription {transcription_id} is {transcription.status}; the digest is available once it is "
                "completed",
                transcription_status=transcription.status,
                progress=transcription.progress,
            )
        text = transcription.text
        audio_timeline: tuple[SegmentResult, ...] = ()
        if transcription.source_kind == "audio":
            segments = await self._transcriptions.segments(transcription_id)
            words = await self._transcriptions.words(transcription_id)
            audio_timeline = timeline(segments, words)

        timings: dict[str, float] = {}
        started = time.perf_counter()
        summary = await self._summarizer.summarize(text) if text.strip() else ""
        timings["summary_s"] = time.perf_counter() - started

        mark = time.perf_counter()
        candidates = await self._proposer.propose(text) if text.strip() else []
        timings["extraction_s"] = time.perf_counter() - mark

        mark = time.perf_counter()
        index = await asyncio.to_thread(SourceIndex, text)
        params = AssessParams.from_settings(self._settings, judge=self._judge)
        assessments = await assess_candidates(candidates, index, params)
        timings["assessment_s"] = time.perf_counter() - mark

        cove_results: dict[int, CoVeResult] = {}
        if self._cove is not None:
            mark = time.perf_counter()
            for result in await self._cove.verify(assessments, index):
                cove_results[id(result.assessment)] = result
            timings["cove_s"] = time.perf_counter() - mark

        run_id = f"run_{uuid4().hex[:16]}"
        records, rejections = self._partition(transcription_id, run_id, assessments, cove_results, audio_timeline)
        run = DigestRun(
            run_id=run_id,
            transcription_id=transcription_id,
            run_key=self.run_key,
            pipeline_version=PIPELINE_VERSION,
            provider=self.provider,
            config=self.config,
            summary=summary,
            summary_method=self._summarizer.name,
            candidates_count=len(candidates),
            facts_count=len(records),
            rejected_count=len(rejections),
            timings=timings,
            created_at=datetime.now(UTC),
        )
        mark = time.perf_counter()
        await self._facts.append_run(run, records, rejections)
        timings["storage_s"] = time.perf_counter() - mark
        timings["total_s"] = time.perf_counter() - started
        return run.model_copy(update={"timings": timings})

    def _partition(
        self,
        transcription_id: str,
        run_id: str,
        assessments: Sequence[Assessment],
        cove_results: dict[int, CoVeResult],
        audio_timeline: tuple[SegmentResult, ...],
    ) -> tuple[list[FactRecord], list[Rejection]]:
        records: list[FactRecord] = []
        rejections: list[Rejection] = []
        now = datetime.now(UTC)
        for assessment in assessments:
            cove = cove_results.get(id(assessment))
            reason, detail = assessment.reason, assessment.detail
            confidence = assessment.confidence if cove is None else cove.confidence_after
            accepted = assessment.accepted and (cove is None or cove.kept)
            if assessment.accepted and cove is not None and not cove.kept:
                reason = f"cove_{cove.verdict}"
                detail = f"CoVe: {cove.verdict}; confidence {cove.confidence_after:.2f} below the CoVe threshold"
            record: FactRecord | None = None
            if accepted:
                try:
                    fact = assessment.to_fact(
                        transcription_id,
                        min_length=self._settings.fact_extraction_min_length,
                        max_length=self._settings.fact_extraction_max_length,
                    )
                    span = fact.source_span
                    times = span_to_audio(audio_timeline, span.start_char, span.end_char) if audio_timeline else None
                    record = FactRecord(
                        **fact.model_dump(exclude={"confidence_score", "audio"}),
                        confidence_score=confidence,
                        audio=AudioRange(start_s=times[0], end_s=times[1]) if times else None,
                        run_id=run_id,
                        alignment=assessment.grounding.alignment,
                        grounding_score=max(0.0, min(1.0, assessment.grounding.score)),
                        reasoning=assessment.candidate.reasoning or None,
                        validation=_outcomes(assessment, cove),
                    )
                except (ValueError, ValidationError) as exc:
                    reason, detail = "invalid_fact", str(exc).splitlines()[0]
            if record is not None:
                records.append(record)
                continue
            g = assessment.grounding
            rejections.append(
                Rejection(
                    rejection_id=f"rej_{uuid4().hex[:16]}",
                    run_id=run_id,
                    transcription_id=transcription_id,
                    candidate_text=assessment.candidate.text,
                    fact_type=assessment.candidate.type.value,
                    extraction_method=assessment.candidate.method,
                    reason=reason or "rejected",
                    detail=detail or None,
                    confidence=confidence,
                    alignment=g.alignment,
                    grounding_score=max(0.0, min(1.0, g.score)),
                    source_span=g.span,
                    validation=_outcomes(assessment, cove),
                    created_at=now,
                )
            )
        return records, rejections
