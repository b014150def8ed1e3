"""Transcriptions, their segments and words. SQL for them lives only here."""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, NotRequired, TypedDict, Unpack
from uuid import uuid4

from sqlalchemy import Row, Table, and_, insert, or_, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from factlayer.asr.types import SegmentResult, TranscriptResult, WordResult
from factlayer.errors import InvalidInput, NotFound
from factlayer.models.clock import as_utc
from factlayer.models.transcription import Segment, Transcription, TranscriptionPage, Word
from factlayer.storage.audit import AuditEvent, append_events, hashed_row_digest
from factlayer.storage.db import is_postgresql, read_connection, write_transaction
from factlayer.storage.job_store import (
    JobKind,
    enqueue,
    enqueue_many,
    fail_waiting_digests,
    mark_done,
    queued_job_rows,
)
from factlayer.storage.rows import dump_json, row_dict, utcnow
from factlayer.storage.scope import namespace_for_write, visible
from factlayer.storage.tables import jobs, segments, transcriptions, words
from factlayer.storage.text_writer import SqliteTextWriter


@dataclass(frozen=True, slots=True)
class NewText:
    """A text transcription to store; ``namespace`` already resolved for its caller (``namespace_for_write``)."""

    text: str
    language: str | None
    title: str | None
    namespace: str
    recorded_at: datetime | None = None

    @classmethod
    def of(cls, text: str, **fields: Unpack[TextFields]) -> NewText:
        """The text with the caller's fields, its namespace resolved in this (the request's) context."""
        namespace = namespace_for_write(fields.get("namespace"))
        return cls(text, fields["language"], fields["title"], namespace, fields.get("recorded_at"))


class TextFields(TypedDict):
    """What a caller says of a text besides the text: ``namespace`` whose memory (default: the API key's, else
    'default'); ``recorded_at`` when it was said (default: now)."""

    language: str | None
    title: str | None
    namespace: NotRequired[str | None]
    recorded_at: NotRequired[datetime | None]


class AudioFields(TextFields):
    """What a caller says of an audio upload besides its bytes: the text's fields and the file's name and type."""

    filename: str | None
    content_type: str | None


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def new_transcription_id() -> str:
    return f"tr_{uuid4().hex}"


def _from_row(row: Row[Any]) -> Transcription:
    return Transcription.model_validate(row_dict(row, json=("timings",)))


def _segment_rows(transcription_id: str, result: TranscriptResult) -> list[dict[str, Any]]:
    fields = ("idx", "text", "start_char", "end_char", "start_s", "end_s", "avg_logprob", "no_speech_prob", "speaker")
    return [{"transcription_id": transcription_id, **{f: getattr(s, f) for f in fields}} for s in result.segments]


def _word_rows(transcription_id: str, result: TranscriptResult) -> list[dict[str, Any]]:
    fields = ("idx", "text", "start_char", "end_char", "start_s", "end_s", "probability")
    return [
        {"transcription_id": transcription_id, "segment_idx": s.idx, **{f: getattr(w, f) for f in fields}}
        for s in result.segments
        for w in s.words
    ]


def _timeline(segment_rows: Sequence[Row[Any]], word_rows: Sequence[Row[Any]]) -> tuple[SegmentResult, ...]:
    """Stored segments and words read back in the shape the ASR produced them."""
    by_segment: dict[int, list[WordResult]] = {}
    for w in word_rows:
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
            s.speaker,
        )
        for s in segment_rows
    )


def _encode_cursor(created_at: datetime, transcription_id: str) -> str:
    return base64.urlsafe_b64encode(f"{created_at.isoformat()}|{transcription_id}".encode()).decode()


def _decode_cursor(cursor: str) -> tuple[datetime, str]:
    try:
        stamp, transcription_id = base64.urlsafe_b64decode(cursor.encode()).decode().split("|", 1)
        return datetime.fromisoformat(stamp), transcription_id
    except (ValueError, UnicodeDecodeError) as exc:
        raise InvalidInput(
            "cursor is not valid: pass the next_cursor value of a previous page", field="cursor"
        ) from exc


class TranscriptionStore:
    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._text_writer: SqliteTextWriter | None = None  # SQLite: made at the first group write

    async def aclose(self) -> None:
        if self._text_writer is not None:
            await self._text_writer.aclose()
            self._text_writer = None

    async def create_texts(self, items: Sequence[NewText]) -> list[Transcription]:
        """Several completed text transcriptions, each with its digest job and audit entry, in ONE write
        transaction (all or none), in order. Group commit for concurrent posts: on PostgreSQL each statement is a
        round trip, so one transaction for many texts costs little more than one for one; on SQLite the whole
        transaction is one call (``storage.text_writer``). Namespaces are taken as given (resolved by each caller
        in its own request: this may run in another request's context); the rows come back from the INSERT."""
        now = utcnow()
        ids = [new_transcription_id() for _ in items]
        rows = [
            {
                "id": tid,
                "text": item.text,
                "language": item.language,
                "title": item.title,
                "source_kind": "text",
                "status": "completed",
                "namespace": item.namespace,
                "recorded_at": item.recorded_at or now,
                "created_at": now,
                "updated_at": now,
                "completed_at": now,
                "progress": 1.0,
            }
            for tid, item in zip(ids, items, strict=True)
        ]
        events = [
            AuditEvent(
                "transcription.create",
                "transcription",
                tid,
                {"source_kind": "text", "chars": len(item.text), "sha256": _sha256(item.text)},
            )
            for tid, item in zip(ids, items, strict=True)
        ]
        stored: Sequence[Row[Any]]
        if not is_postgresql(self._engine):  # one call instead of a thread hop a statement: storage/text_writer.py
            self._text_writer = self._text_writer or SqliteTextWriter(self._engine)
            stored = await self._text_writer.write(rows, queued_job_rows("digest", ids), events)
        else:
            async with write_transaction(self._engine) as conn:
                # RETURNING: the rows as stored, for the answer and the audit's row digests, without a second read
                stored = (await conn.execute(insert(transcriptions).returning(*transcriptions.c), rows)).all()
                await enqueue_many(conn, "digest", ids)
                known = {("transcription", r.id): hashed_row_digest("transcription", r._mapping) for r in stored}
                await append_events(conn, events, known)
        by_id = {row.id: _from_row(row) for row in stored}
        return [by_id[tid] for tid in ids]

    async def create_text(self, text: str, **fields: Unpack[TextFields]) -> Transcription:
        """A completed text transcription and its digest job, in one transaction."""
        return (await self.create_texts([NewText.of(text, **fields)]))[0]

    async def create_audio(self, *, audio_sha256: str, **fields: Unpack[AudioFields]) -> Transcription:
        """A queued audio transcription, its ASR job and its digest job, in one transaction."""
        filename = fields["filename"]
        values = {
            "text": "",
            "language": fields["language"],
            "title": fields["title"],
            "source_kind": "audio",
            "status": "queued",
            "audio_sha256": audio_sha256,
            "audio_filename": filename,
            "audio_content_type": fields["content_type"],
            "namespace": namespace_for_write(fields.get("namespace")),
            "recorded_at": fields.get("recorded_at"),
        }
        audit = {"source_kind": "audio", "audio_sha256": audio_sha256, "filename": filename}
        return await self._create(values, jobs=("asr", "digest"), audit=audit)

    async def _create(self, values: dict[str, Any], *, jobs: Sequence[JobKind], audit: dict[str, Any]) -> Transcription:
        now = utcnow()
        transcription_id = new_transcription_id()
        completed = values["status"] == "completed"
        async with write_transaction(self._engine) as conn:
            await conn.execute(
                insert(transcriptions).values(
                    id=transcription_id,
                    created_at=now,
                    updated_at=now,
                    completed_at=now if completed else None,
                    progress=1.0 if completed else 0.0,
                    **(values | {"recorded_at": values.get("recorded_at") or now}),
                )
            )
            for kind in jobs:
                await enqueue(conn, kind, transcription_id)
            await append_events(conn, [AuditEvent("transcription.create", "transcription", transcription_id, audit)])
            # read inside the transaction: after the commit a worker may already have claimed the job, and the
            # answer to the upload would say "processing" for what was just queued
            row = (await conn.execute(select(transcriptions).where(transcriptions.c.id == transcription_id))).one()
        return _from_row(row)

    async def get(self, transcription_id: str) -> Transcription:
        async with self._engine.connect() as conn:
            query = select(transcriptions).where(transcriptions.c.id == transcription_id)
            row = (await conn.execute(query.where(visible(transcriptions.c.namespace)))).first()
        if row is None:
            raise NotFound(f"transcription {transcription_id} does not exist")
        return _from_row(row)

    async def list_page(self, *, limit: int, cursor: str | None) -> TranscriptionPage:
        query = select(transcriptions).where(visible(transcriptions.c.namespace))
        if cursor:
            created_at, last_id = _decode_cursor(cursor)
            query = query.where(
                or_(
                    transcriptions.c.created_at < created_at,
                    and_(transcriptions.c.created_at == created_at, transcriptions.c.id < last_id),
                )
            )
        query = query.order_by(transcriptions.c.created_at.desc(), transcriptions.c.id.desc()).limit(limit + 1)
        async with self._engine.connect() as conn:
            rows = (await conn.execute(query)).all()
        items = [_from_row(r) for r in rows[:limit]]
        next_cursor = None
        if len(rows) > limit:
            last = rows[limit - 1]
            next_cursor = _encode_cursor(as_utc(last.created_at), last.id)
        return TranscriptionPage(items=items, next_cursor=next_cursor, limit=limit)

    async def segments(self, transcription_id: str) -> list[Segment]:
        return [Segment.model_validate(r._mapping) for r in (await self._children(transcription_id, segments))[0]]

    async def words(self, transcription_id: str) -> list[Word]:
        return [Word.model_validate(r._mapping) for r in (await self._children(transcription_id, words))[0]]

    async def timeline(self, transcription_id: str) -> tuple[SegmentResult, ...]:
        """The ASR segments with their words, as :class:`factlayer.asr.types.SegmentResult` (one read)."""
        return _timeline(*await self._children(transcription_id, segments, words))

    async def _children(self, transcription_id: str, *tables: Table) -> list[Sequence[Row[Any]]]:
        """The rows of each child table of a transcription, in ``idx`` order; NotFound for an unknown id."""
        async with read_connection(self._engine) as conn:
            await self._require(conn, transcription_id)
            return [
                (await conn.execute(select(t).where(t.c.transcription_id == transcription_id).order_by(t.c.idx))).all()
                for t in tables
            ]

    async def mark_processing(self, transcription_id: str) -> None:
        await self._update(transcription_id, status="processing", progress=0.0, error=None)

    async def set_progress(self, transcription_id: str, progress: float) -> None:
        await self._update(transcription_id, progress=max(0.0, min(1.0, progress)))

    async def mark_queued_for_retry(self, transcription_id: str, error: str) -> None:
        await self._update(transcription_id, status="queued", progress=0.0, error=error)

    async def mark_failed(self, transcription_id: str, error: str) -> None:
        """The transcription failed for good; its digest job, waiting for it, fails with it."""
        async with write_transaction(self._engine) as conn:
            await self._update_in(conn, transcription_id, status="failed", error=error)
            await fail_waiting_digests(conn, transcription_id, error)

    async def complete_audio(
        self,
        transcription_id: str,
        result: TranscriptResult,
        *,
        asr_model: str,
        timings: dict[str, float],
        job_id: str | None = None,
        lease_owner: str | None = None,
    ) -> None:
        """Store the transcript with its segments and words, mark it completed and its ASR job done: one
        transaction. (Its digest job was queued at ingest; one is queued here if there is none.) With
        ``lease_owner``, only while that worker still holds the job (else ``LeaseLost`` and nothing is
        written: the job is not completed twice)."""
        text = result.text
        items: list[SegmentResult | WordResult] = [*result.segments, *result.words]
        for item in items:
            if text[item.start_char : item.end_char] != item.text:
                raise InvalidInput(f"segment/word offsets [{item.start_char}:{item.end_char}] do not slice the text")
        now = utcnow()
        async with write_transaction(self._engine) as conn:
            if job_id is not None:  # first: a lost lease stops the transaction before anything is written
                await mark_done(conn, job_id, owner=lease_owner)
            await conn.execute(segments.delete().where(segments.c.transcription_id == transcription_id))
            await conn.execute(words.delete().where(words.c.transcription_id == transcription_id))
            if result.segments:
                await conn.execute(insert(segments), _segment_rows(transcription_id, result))
            if result.words:
                await conn.execute(insert(words), _word_rows(transcription_id, result))
            await conn.execute(
                update(transcriptions)
                .where(transcriptions.c.id == transcription_id)
                .values(
                    text=text,
                    language=result.language,
                    language_probability=result.language_probability,
                    duration_s=result.duration_s,
                    asr_model=asr_model,
                    timings=dump_json(timings),
                    status="completed",
                    progress=1.0,
                    error=None,
                    updated_at=now,
                    completed_at=now,
                )
            )
            digest_job = select(jobs.c.id).where(jobs.c.transcription_id == transcription_id, jobs.c.kind == "digest")
            if (await conn.execute(digest_job)).first() is None:
                await enqueue(conn, "digest", transcription_id)
            await append_events(
                conn,
                [
                    AuditEvent(
                        "transcription.complete",
                        "transcription",
                        transcription_id,
                        {"chars": len(text), "sha256": hashlib.sha256(text.encode()).hexdigest(), "model": asr_model},
                    )
                ],
            )

    async def _update(self, transcription_id: str, **values: Any) -> None:
        async with write_transaction(self._engine) as conn:
            await self._update_in(conn, transcription_id, **values)

    @staticmethod
    async def _update_in(conn: AsyncConnection, transcription_id: str, **values: Any) -> None:
        result = await conn.execute(
            update(transcriptions).where(transcriptions.c.id == transcription_id).values(updated_at=utcnow(), **values)
        )
        if result.rowcount == 0:
            raise NotFound(f"transcription {transcription_id} does not exist")

    @staticmethod
    async def _require(conn: AsyncConnection, transcription_id: str) -> None:
        found = (
            await conn.execute(
                select(transcriptions.c.id).where(
                    transcriptions.c.id == transcription_id, visible(transcriptions.c.namespace)
                )
            )
        ).scalar_one_or_none()
        if found is None:
            raise NotFound(f"transcription {transcription_id} does not exist")
