"""The digest pipeline: one run over a completed transcription, as data (no DB, no HTTP).

summary (a model's: every sentence proven, the unsupported ones kept as rejections) → candidates
(proposed, never trusted; a stretch the model could not read is kept as a ``chunk_failed`` rejection)
→ grounding + validators + scoring + type gates (``assess_candidates``) → optional CoVe → a
:class:`DigestResult`: the run, its facts and its rejections. Loading the transcription and storing the
result is ``services/digests.py``'s job.
Each accepted fact is validated once, here, with the configured length bounds and its source.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol
from uuid import uuid4

from pydantic import ValidationError

from factlayer.asr.quality import span_doubt
from factlayer.asr.spans import span_to_audio
from factlayer.asr.types import SegmentResult
from factlayer.config import Settings
from factlayer.digest.assessment import Assessment, AssessParams, assess_candidates
from factlayer.digest.candidates import Candidate, Proposals, ReportingSource
from factlayer.digest.cove_pipeline import CoVePipeline, CoVeResult
from factlayer.digest.fact_kinds import sensitivity_of
from factlayer.digest.grounding import SourceIndex
from factlayer.digest.summary import Summarizer
from factlayer.digest.summary_check import CheckedSummary, check_summary, compose_from_facts
from factlayer.digest.validators import JudgeFn
from factlayer.errors import LLMOutputUnusable
from factlayer.models.digest import DigestRun, FactRecord, Rejection, ValidationOutcome
from factlayer.models.fact import AudioRange, SourceSpan
from factlayer.nlp.cue_times import said_at
from factlayer.observability.events import emit, run_id_var

PIPELINE_VERSION = "1.0"


class CandidateSource(Protocol):
    """Proposes candidate facts for a transcript: the offline extractor or an LLM."""

    name: str

    async def propose(self, text: str) -> list[Candidate]: ...


@dataclass(frozen=True, slots=True)
class _Note:
    """Something of the run's that is not a candidate but is kept as a rejection: a stretch of the source
    the model could not read, an unsupported summary sentence."""

    text: str
    reason: str
    detail: str
    method: str
    span: tuple[int, int] | None


@dataclass(frozen=True, slots=True)
class DigestResult:
    run: DigestRun
    facts: list[FactRecord]
    rejections: list[Rejection]


def _asr_doubt(assessment: Assessment, audio_timeline: Sequence[SegmentResult]) -> str | None:
    """Why the ASR under the candidate's span cannot be trusted (``asr.quality``), or None."""
    span = assessment.grounding.citation or assessment.grounding.span
    if not audio_timeline or span is None:
        return None
    return span_doubt(audio_timeline, span.start_char, span.end_char)


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


def _attribution(assessment: Assessment, text: str, citation: SourceSpan) -> dict[str, Any]:
    """Who said it, whom it is about and every span it rests on, as the offline extractor stated them
    (its speaker comes from the one transcript grammar, ``nlp.transcript``). The extractor's span that
    holds the grounded citation is the citation itself, so ``spans`` and ``source_span`` never disagree
    about the same words (the sentence's final stop is not part of the proof)."""
    c = assessment.candidate
    if c.method != "extractive" or not c.spans:
        return {}

    def span(start: int, end: int) -> SourceSpan:
        if start <= citation.start_char and citation.end_char <= end:
            return citation
        return SourceSpan.from_source(text, start, end)

    return {
        "speaker": c.speaker if c.speaker is not None else assessment.grounding.speaker,
        "subject_id": c.subject_id,
        "subject_name": c.subject_name,
        "category": c.category,
        "spans": [span(a, b) for a, b in c.spans],
    }


class DigestGenerator:
    """Runs the pipeline for one transcription text; the same configuration gives the same ``run_key``."""

    def __init__(
        self,
        settings: Settings,
        *,
        proposer: CandidateSource,
        summarizer: Summarizer,
        judge: JudgeFn | None = None,
        cove: CoVePipeline | None = None,
        provider_label: str | None = None,
    ) -> None:
        self._settings = settings
        self._proposer = proposer
        self._summarizer = summarizer
        self._judge = judge
        self._cove = cove or (
            CoVePipeline(threshold=settings.cove_confidence_threshold, roles=settings.proof.roles)
            if settings.enable_cove
            else None
        )
        self.provider = provider_label or proposer.name

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

    async def run(self, transcription_id: str, text: str, timeline: Sequence[SegmentResult] = ()) -> DigestResult:
        """Digest ``text``; ``timeline`` (the ASR segments with words) gives each fact its audio time."""
        run_id = f"run_{uuid4().hex[:16]}"
        token = run_id_var.set(run_id)  # the structured events below carry it
        try:
            return await self._run(transcription_id, run_id, text, timeline)
        finally:
            run_id_var.reset(token)

    async def _run(
        self, transcription_id: str, run_id: str, text: str, timeline: Sequence[SegmentResult]
    ) -> DigestResult:
        timings: dict[str, float] = {}
        started = time.perf_counter()
        notes: list[_Note] = []
        summary, checked = await self._summary(text, notes)
        timings["summary_s"] = time.perf_counter() - started

        mark = time.perf_counter()
        proposals = await self._propose(text)
        candidates = proposals.candidates
        notes += [_Note(g.text or f"(no candidates from characters {g.start_char}-{g.end_char})", g.reason,
                        g.detail, g.method, (g.start_char, g.end_char)) for g in proposals.gaps]  # fmt: skip
        timings["extraction_s"] = time.perf_counter() - mark
        timings["extraction_gaps"] = float(sum(1 for g in proposals.gaps if g.text is None))
        emit(
            "digest.extracted",
            transcription_id=transcription_id,
            proposer=self._proposer.name,
            candidates=len(candidates),
            seconds=round(timings["extraction_s"], 4),
        )

        mark = time.perf_counter()
        index = await asyncio.to_thread(SourceIndex, text)
        params = AssessParams.from_settings(self._settings, judge=self._judge)
        assessments = await assess_candidates(candidates, index, params)
        timings["assessment_s"] = time.perf_counter() - mark
        emit(
            "digest.validated",
            transcription_id=transcription_id,
            accepted=sum(1 for a in assessments if a.accepted),
            rejected=sum(1 for a in assessments if not a.accepted),
            seconds=round(timings["assessment_s"], 4),
        )

        cove_results: dict[int, CoVeResult] = {}
        if self._cove is not None:
            mark = time.perf_counter()
            for result in await self._cove.verify(assessments, index):
                cove_results[id(result.assessment)] = result
            timings["cove_s"] = time.perf_counter() - mark

        records: list[FactRecord] = []
        rejections: list[Rejection] = []
        now = datetime.now(UTC)
        for assessment in assessments:
            cove = cove_results.get(id(assessment))
            outcome = self._record(transcription_id, run_id, text, assessment, cove, timeline)
            doubt = _asr_doubt(assessment, timeline)
            if doubt is not None:  # the root cause, whatever else was wrong with the candidate
                also = f"; also {outcome[0]}: {outcome[1]}" if isinstance(outcome, tuple) and outcome[0] else ""
                outcome = ("low_asr_confidence", f"the speech recognition is doubtful: {doubt}{also}")
            if isinstance(outcome, FactRecord):
                records.append(outcome)
            else:
                rejections.append(self._rejection(transcription_id, run_id, assessment, cove, outcome, now))
        method = self._summarizer.name
        if records and ((checked is not None and not checked.kept) or self._summarizer.verbatim):
            # nothing of the model's survived, or offline: the verified facts, attributed, over the opening lines
            # verbatim (greetings, fragments, no speaker); the lead stays where no fact was kept
            summary = compose_from_facts([(r.source_span.start_char, r.fact_text) for r in records])
            method = "facts" if self._summarizer.verbatim else method
        rejections += [self._note(transcription_id, run_id, text, note, now) for note in notes]
        run = DigestRun(
            run_id=run_id,
            transcription_id=transcription_id,
            run_key=self.run_key,
            pipeline_version=PIPELINE_VERSION,
            provider=self.provider,
            config=self.config,
            summary=summary,
            summary_method=method,
            candidates_count=len(candidates),
            facts_count=len(records),
            rejected_count=len(rejections),
            timings=timings,
            created_at=now,
        )
        return DigestResult(run, records, rejections)

    async def _summary(self, text: str, notes: list[_Note]) -> tuple[str, CheckedSummary | None]:
        """The summary to store; a model's summary proven sentence by sentence (the rest become notes)."""
        if not text.strip():
            return "", None
        try:
            summary = await self._summarizer.summarize(text)
        except LLMOutputUnusable as exc:
            notes.append(_Note("(summary)", "summary_failed", exc.detail, self._summarizer.name, None))
            return "", CheckedSummary("")
        if self._summarizer.verbatim:
            return summary, None
        checked = await asyncio.to_thread(check_summary, summary, text, roles=self._settings.proof.roles)
        notes += [_Note(d.sentence, d.reason, f"summary: {d.detail}", self._summarizer.name, None)
                  for d in checked.dropped]  # fmt: skip
        return checked.text, checked

    async def _propose(self, text: str) -> Proposals:
        if not text.strip():
            return Proposals([])
        if isinstance(self._proposer, ReportingSource):
            return await self._proposer.propose_report(text)
        return Proposals(await self._proposer.propose(text))

    @staticmethod
    def _note(transcription_id: str, run_id: str, text: str, note: _Note, now: datetime) -> Rejection:
        return Rejection(
            rejection_id=f"rej_{uuid4().hex[:16]}",
            run_id=run_id,
            transcription_id=transcription_id,
            candidate_text=note.text,
            extraction_method=note.method,
            reason=note.reason,
            detail=note.detail,
            source_span=SourceSpan.from_source(text, *note.span) if note.span else None,
            created_at=now,
        )

    def _record(
        self,
        transcription_id: str,
        run_id: str,
        text: str,
        assessment: Assessment,
        cove: CoVeResult | None,
        timeline: Sequence[SegmentResult],
    ) -> FactRecord | tuple[str | None, str | None]:
        """The stored fact of an accepted assessment, or the (reason, detail) of its rejection.

        The fact is validated here, once, with the configured length bounds and the source text;
        a fact the settings allow is never turned into a rejection by default bounds."""
        if cove is not None and assessment.accepted and not cove.kept:
            detail = f"CoVe: {cove.verdict}; confidence {cove.confidence_after:.2f} below the CoVe threshold"
            return f"cove_{cove.verdict}", detail
        citation = assessment.grounding.citation
        if not assessment.accepted:
            return assessment.reason, assessment.detail
        if citation is None:
            return "invalid_fact", "an accepted candidate without a citation"
        span = citation.start_char, citation.end_char
        times = span_to_audio(timeline, *span) if timeline else said_at(text, *span)  # a subtitle cue's times
        settings = self._settings
        try:
            return FactRecord.model_validate(
                {
                    "transcription_id": transcription_id,
                    "fact_text": assessment.candidate.text,
                    "fact_type": assessment.candidate.type,
                    "confidence_score": assessment.confidence if cove is None else cove.confidence_after,
                    "extraction_method": assessment.candidate.method,
                    "source_span": citation,
                    "speaker": assessment.grounding.speaker,
                    "audio": AudioRange(start_s=times[0], end_s=times[1]) if times else None,
                    "run_id": run_id,
                    "alignment": assessment.grounding.alignment,
                    "grounding_score": max(0.0, min(1.0, assessment.grounding.score)),
                    "reasoning": assessment.candidate.reasoning or None,
                    "validation": _outcomes(assessment, cove),
                    "sensitivity": sensitivity_of(assessment.candidate.text),
                }
                | _attribution(assessment, text, citation),
                context={
                    "min_length": settings.fact_extraction_min_length,
                    "max_length": settings.fact_extraction_max_length,
                    "source_text": text,
                },
            )
        except (ValueError, ValidationError) as exc:
            return "invalid_fact", str(exc).splitlines()[0]

    @staticmethod
    def _rejection(
        transcription_id: str,
        run_id: str,
        assessment: Assessment,
        cove: CoVeResult | None,
        why: tuple[str | None, str | None],
        now: datetime,
    ) -> Rejection:
        g = assessment.grounding
        return Rejection(
            rejection_id=f"rej_{uuid4().hex[:16]}",
            run_id=run_id,
            transcription_id=transcription_id,
            candidate_text=assessment.candidate.text,
            fact_type=assessment.candidate.type.value,
            extraction_method=assessment.candidate.method,
            reason=why[0] or "rejected",
            detail=why[1] or None,
            confidence=assessment.confidence if cove is None else cove.confidence_after,
            alignment=g.alignment,
            grounding_score=max(0.0, min(1.0, g.score)),
            source_span=g.citation or g.span,  # words one speaker said, as a fact's (``spoken_citation``)
            validation=_outcomes(assessment, cove),
            created_at=now,
        )
