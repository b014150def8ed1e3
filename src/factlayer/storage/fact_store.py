"""The fact store: append and read, nothing else.

A digest run (the run row, its facts, its rejected candidates and their audit entries) is written
in one transaction. Before anything is written, every fact's citation is checked against the
stored transcription text: a fact whose span does not slice the source exactly is never stored.
UPDATE and DELETE are refused by the database itself (triggers in migration 0005).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Row, insert, select
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.errors import InvalidCitation, NotFound
from factlayer.models.clock import as_utc
from factlayer.models.digest import DigestRun, FactRecord, Rejection, ValidationOutcome
from factlayer.models.fact import AudioRange, FactType, SourceSpan
from factlayer.storage.audit import AuditEvent, append_events
from factlayer.storage.db import read_connection, write_transaction
from factlayer.storage.rows import dump_json, load_json, model_row, row_dict
from factlayer.storage.scope import visible, visible_transcription
from factlayer.storage.tables import extraction_runs, facts, rejected_candidates, transcriptions


def _fact_row(fact: FactRecord) -> dict[str, Any]:
    return {
        "id": fact.fact_id,
        "transcription_id": fact.transcription_id,
        "fact_text": fact.fact_text,
        "timestamp": fact.timestamp,
        "confidence": fact.confidence_score,
        "created_at": fact.timestamp,
        "extracted_by": f"factlayer/{fact.extraction_method}",
        "fact_version": fact.fact_version,
        "confidence_score": fact.confidence_score,
        "extraction_method": fact.extraction_method,
        "source_span": fact.source_span.model_dump_json(),
        "run_id": fact.run_id,
        "fact_type": fact.fact_type.value,
        "alignment": fact.alignment,
        "grounding_score": fact.grounding_score,
        "audio_start_s": fact.audio.start_s if fact.audio else None,
        "audio_end_s": fact.audio.end_s if fact.audio else None,
        "speaker": fact.speaker,
        "reasoning": fact.reasoning,
        "validation": dump_json([v.model_dump() for v in fact.validation]),
        "subject_id": fact.subject_id,
        "subject_name": fact.subject_name,
        "category": fact.category,
        "sensitivity": fact.sensitivity,
        "spans": dump_json([span.model_dump() for span in fact.spans]) if fact.spans else None,
        "namespace": fact.namespace,
        "recorded_at": fact.recorded_at,
        "event_time": fact.event_time,
        "valid_from": fact.valid_from,
        "valid_to": fact.valid_to,
    }


def fact_from_row(row: Row[Any]) -> FactRecord:
    audio = None
    if row.audio_start_s is not None and row.audio_end_s is not None:
        audio = AudioRange(start_s=row.audio_start_s, end_s=row.audio_end_s)
    return FactRecord.model_construct(
        fact_id=row.id,
        transcription_id=row.transcription_id,
        fact_text=row.fact_text,
        fact_type=FactType(row.fact_type or FactType.USER_FACT),
        confidence_score=row.confidence_score,
        extraction_method=row.extraction_method,
        source_span=SourceSpan.model_validate_json(row.source_span),
        audio=audio,
        speaker=row.speaker,
        subject_id=row.subject_id,
        subject_name=row.subject_name,
        category=row.category,
        sensitivity=row.sensitivity,
        spans=[SourceSpan.model_validate(span) for span in load_json(row.spans) or []],
        fact_version=row.fact_version,
        timestamp=as_utc(row.timestamp),
        run_id=row.run_id,
        alignment=row.alignment,
        grounding_score=row.grounding_score,
        reasoning=row.reasoning,
        validation=[ValidationOutcome.model_validate(v) for v in load_json(row.validation) or []],
        namespace=row.namespace,
        recorded_at=as_utc(row.recorded_at),
        event_time=as_utc(row.event_time),
        valid_from=as_utc(row.valid_from),
        valid_to=as_utc(row.valid_to),
    )


@dataclass(frozen=True)
class FactContext:
    """Where a run's facts belong: the transcription's namespace and when it was recorded."""

    namespace: str
    recorded_at: datetime
    # True when the caller said when it was recorded; False when ``recorded_at`` is only the upload time
    dated: bool = True


# Hooks the service layer installs (storage never imports it): ``prepare`` completes the records before
# they are written (namespace, time resolution), ``after_append`` runs once they are committed (memory).
PrepareFacts = Callable[[Sequence[FactRecord], FactContext], list[FactRecord]]
AfterAppend = Callable[[DigestRun, Sequence[FactRecord]], Awaitable[None]]


def _rejection_row(rejection: Rejection) -> dict[str, Any]:
    return model_row(rejection, json=("source_span", "validation"), rename={"rejection_id": "id"})


def _rejection_from_row(row: Row[Any]) -> Rejection:
    return Rejection.model_validate(row_dict(row, json=("source_span", "validation"), rename={"id": "rejection_id"}))


def _run_row(run: DigestRun) -> dict[str, Any]:
    return model_row(run, json=("config", "timings"), rename={"run_id": "id"})


def _run_from_row(row: Row[Any]) -> DigestRun:
    return DigestRun.model_validate(row_dict(row, json=("config", "timings"), rename={"id": "run_id"}))


def check_citations(source_text: str, records: Sequence[FactRecord]) -> None:
    """Raise InvalidCitation unless every span slices ``source_text`` exactly."""
    for fact in records:
        for span in (fact.source_span, *fact.spans):
            if span.end_char > len(source_text) or source_text[span.start_char : span.end_char] != span.text:
                raise InvalidCitation(
                    f"fact {fact.fact_id} cites [{span.start_char}:{span.end_char}] {span.text!r}, "
                    "which is not the text of the transcription at those offsets"
                )


class FactStore:
    def __init__(
        self, engine: AsyncEngine, *, prepare: PrepareFacts | None = None, after_append: AfterAppend | None = None
    ) -> None:
        self._engine = engine
        self.prepare = prepare
        self.after_append = after_append

    async def append_run(self, run: DigestRun, records: Sequence[FactRecord], rejections: Sequence[Rejection]) -> None:
        """Write a run with its facts, rejections and audit entries: all of it or none of it."""
        items: list[FactRecord | Rejection] = [*records, *rejections]
        for item in items:
            if item.transcription_id != run.transcription_id or item.run_id != run.run_id:
                raise InvalidCitation(f"{item!r} does not belong to run {run.run_id}")
        async with write_transaction(self._engine) as conn:
            found = (
                await conn.execute(
                    select(
                        transcriptions.c.text,
                        transcriptions.c.namespace,
                        transcriptions.c.recorded_at,
                        transcriptions.c.created_at,
                    ).where(transcriptions.c.id == run.transcription_id)
                )
            ).first()
            if found is None:
                raise NotFound(f"transcription {run.transcription_id} does not exist")
            source, namespace = found.text, found.namespace  # facts and rejections live in their source's namespace
            # a recorded_at equal to created_at is the upload-time default the store wrote, not the caller's
            given = found.recorded_at is not None and as_utc(found.recorded_at) != as_utc(found.created_at)
            context = FactContext(namespace, as_utc(found.recorded_at or found.created_at), dated=given)
            if self.prepare is not None:
                records = self.prepare(records, context)
            else:
                records = [
                    r.model_copy(update={"namespace": namespace, "recorded_at": context.recorded_at}) for r in records
                ]
            check_citations(source, records)
            await conn.execute(insert(extraction_runs).values(_run_row(run)))
            if records:
                await conn.execute(insert(facts), [{**_fact_row(f), "namespace": namespace} for f in records])
            if rejections:
                await conn.execute(
                    insert(rejected_candidates), [{**_rejection_row(r), "namespace": namespace} for r in rejections]
                )
            events = [
                AuditEvent(
                    "run.create",
                    "extraction_run",
                    run.run_id,
                    {"transcription_id": run.transcription_id, "run_key": run.run_key, "provider": run.provider},
                )
            ]
            events += [
                AuditEvent(
                    "fact.create",
                    "fact",
                    f.fact_id,
                    {
                        "run_id": f.run_id,
                        "transcription_id": f.transcription_id,
                        "fact_text": f.fact_text,
                        "source_span": f.source_span.model_dump(),
                        "confidence_score": f.confidence_score,
                    },
                )
                for f in records
            ]
            events += [
                AuditEvent(
                    "rejection.create",
                    "rejected_candidate",
                    r.rejection_id,
                    {"run_id": r.run_id, "candidate_text": r.candidate_text, "reason": r.reason},
                )
                for r in rejections
            ]
            await append_events(conn, events)
        if self.after_append is not None:
            await self.after_append(run, records)

    async def get_fact(self, fact_id: str) -> FactRecord:
        async with self._engine.connect() as conn:
            row = (await conn.execute(select(facts).where(facts.c.id == fact_id, visible(facts.c.namespace)))).first()
        if row is None:
            raise NotFound(f"fact {fact_id} does not exist")
        return fact_from_row(row)

    async def list_facts(
        self, transcription_id: str, *, run_id: str | None = None, fact_version: str | None = None
    ) -> list[FactRecord]:
        query = select(facts).where(facts.c.transcription_id == transcription_id, visible(facts.c.namespace))
        if run_id is not None:
            query = query.where(facts.c.run_id == run_id)
        if fact_version is not None:
            query = query.where(facts.c.fact_version == fact_version)
        async with self._engine.connect() as conn:
            rows = (await conn.execute(query.order_by(facts.c.timestamp, facts.c.id))).all()
        records = [fact_from_row(r) for r in rows]
        return sorted(records, key=lambda f: (f.source_span.start_char, f.source_span.end_char))

    async def list_rejections(self, transcription_id: str, *, run_id: str | None = None) -> list[Rejection]:
        query = select(rejected_candidates).where(
            rejected_candidates.c.transcription_id == transcription_id, visible(rejected_candidates.c.namespace)
        )
        if run_id is not None:
            query = query.where(rejected_candidates.c.run_id == run_id)
        async with self._engine.connect() as conn:
            rows = (
                await conn.execute(query.order_by(rejected_candidates.c.created_at, rejected_candidates.c.id))
            ).all()
        return [_rejection_from_row(r) for r in rows]

    async def latest_run(self, transcription_id: str, *, run_key: str | None = None) -> DigestRun | None:
        query = select(extraction_runs).where(
            extraction_runs.c.transcription_id == transcription_id,
            visible_transcription(extraction_runs.c.transcription_id),
        )
        if run_key is not None:
            query = query.where(extraction_runs.c.run_key == run_key)
        query = query.order_by(extraction_runs.c.created_at.desc(), extraction_runs.c.id.desc()).limit(1)
        async with read_connection(self._engine) as conn:
            row = (await conn.execute(query)).first()
        return _run_from_row(row) if row else None

    async def get_run(self, run_id: str) -> DigestRun:
        async with self._engine.connect() as conn:
            query = select(extraction_runs).where(
                extraction_runs.c.id == run_id, visible_transcription(extraction_runs.c.transcription_id)
            )
            row = (await conn.execute(query)).first()
        if row is None:
            raise NotFound(f"run {run_id} does not exist")
        return _run_from_row(row)
