"""Transcriptions, their segments and words. SQL for them lives only here."""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Sequence
from datetime import datetime
from typing import Any
from uuid import uuid4

from sqlalchemy import Row, and_, insert, or_, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from factlayer.errors import InvalidInput, NotFound
from factlayer.models.transcription import Segment, Transcription, TranscriptionPage, Word
from factlayer.storage.audit import AuditEvent, append_events
from factlayer.storage.db import read_connection, write_transaction
from factlayer.storage.job_store import enqueue
from factlayer.storage.rows import as_utc, dump_json, load_json, utcnow
from factlayer.storage.tables import jobs, segments, transcriptions, words


def new_transcription_id() -> str:
    return f"tr_{uuid4().hex}"


def _from_row(row: Row[Any]) -> Transcription:
    return Transcription(
        id=row.id,
        status=row.status,
        source_kind=row.source_kind,
        text=row.text,
        language=row.language,
        language_probability=row.language_probability,
        title=row.title,
        progress=row.progress,
        duration_s=row.duration_s,
        asr_model=row.asr_model,
        audio_sha256=row.audio_sha256,
        audio_filename=row.audio_filename,
        error=row.error,
        timings=load_json(row.timings),
        created_at=as_utc(row.created_at),
        updated_at=as_utc(row.updated_at),
        completed_at=as_utc(row.completed_at),
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

    async def create_text(self, text: str, *, language: str | None, title: str | None) -> Transcription:
        now = utcnow()
        transcription_id = new_transcription_id()
        async with write_transaction(self._engine) as conn:
            await conn.execute(
                insert(transcriptions).values(
                    id=transcription_id,
                    text=text,
                    language=language,
                    title=title,
                    created_at=now,
                    updated_at=now,
                    completed_at=now,
                    source_kind="text",
                    status="completed",
                    progress=1.0,
                )
            )
            await append_events(
                conn,
                [
                    AuditEvent(
                        "transcription.create",
                        "transcription",
                        transcription_id,
                        {
                            "source_kind": "text",
                            "chars": len(text),
                            "sha256": hashlib.sha256(text.encode()).hexdigest(),
                        },
                    )
                ],
            )
        return await self.get(transcription_id)

    async def create_audio(
        self,
        *,
        audio_sha256: str,
        filename: str | None,
        content_type: str | None,
        language: str | None,
        title: str | None,
        job_id: str,
    ) -> Transcription:
        """A queued audio transcription and its ASR job, in one transaction."""
        now = utcnow()
        transcription_id = new_transcription_id()
        async with write_transaction(self._engine) as conn:
            await conn.execute(
                insert(transcriptions).values(
                    id=transcription_id,
                    text="",
                    language=language,
                    title=title,
                    created_at=now,
                    updated_at=now,
                    source_kind="audio",
                    status="queued",
                    progress=0.0,
                    audio_sha256=audio_sha256,
                    audio_filename=filename,
                    audio_content_type=content_type,
                )
            )
            await conn.execute(
                insert(jobs).values(
                    id=job_id,
                    kind="asr",
                    transcription_id=transcription_id,
                    status="queued",
                    attempts=0,
                    created_at=now,
                    updated_at=now,
                )
            )
            await append_events(
                conn,
                [
                    AuditEvent(
                        "transcription.create",
                        "transcription",
                        transcription_id,
                        {"source_kind": "audio", "audio_sha256": audio_sha256, "filename": filename},
                    )
                ],
            )
        return await self.get(transcription_id)

    async def get(self, transcription_id: str) -> Transcription:
        async with self._engine.connect() as conn:
            row = (await conn.execute(select(transcriptions).where(transcriptions.c.id == transcription_id))).first()
        if row is None:
            raise NotFound(f"transcription {transcription_id} does not exist")
        return _from_row(row)

    async def list_page(self, *, limit: int, cursor: str | None) -> TranscriptionPage:
        query = select(transcriptions)
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
        async with read_connection(self._engine) as conn:
            await self._require(conn, transcription_id)
            rows = (
                await conn.execute(
                    select(segments).where(segments.c.transcription_id == transcription_id).order_by(segments.c.idx)
                )
            ).all()
        return [Segment.model_validate(r._mapping) for r in rows]

    async def words(self, transcription_id: str) -> list[Word]:
        async with read_connection(self._engine) as conn:
            await self._require(conn, transcription_id)
            rows = (
                await conn.execute(
                    select(words).where(words.c.transcription_id == transcription_id).order_by(words.c.idx)
                )
            ).all()
        return [Word.model_validate(r._mapping) for r in rows]

    async def mark_processing(self, transcription_id: str) -> None:
        await self._update(transcription_id, status="processing", progress=0.0, error=None)

    async def set_progress(self, transcription_id: str, progress: float) -> None:
        await self._update(transcription_id, progress=max(0.0, min(1.0, progress)))

    async def mark_queued_for_retry(self, transcription_id: str, error: str) -> None:
        await self._update(transcription_id, status="queued", progress=0.0, error=error)

    async def mark_failed(self, transcription_id: str, error: str) -> None:
        await self._update(transcription_id, status="failed", error=error)

    async def complete_audio(
        self,
        transcription_id: str,
        *,
        text: str,
        language: str | None,
        language_probability: float | None,
        duration_s: float | None,
        asr_model: str,
        timings: dict[str, float],
        segment_rows: Sequence[Segment],
        word_rows: Sequence[Word],
        job_id: str | None = None,
    ) -> None:
        """Store the transcript with its segments and words, mark it completed, mark its ASR job done
        and queue its digest job: one transaction."""
        items: list[Segment | Word] = [*segment_rows, *word_rows]
        for item in items:
            if text[item.start_char : item.end_char] != item.text:
                raise InvalidInput(f"segment/word offsets [{item.start_char}:{item.end_char}] do not slice the text")
        now = utcnow()
        async with write_transaction(self._engine) as conn:
            await conn.execute(segments.delete().where(segments.c.transcription_id == transcription_id))
            await conn.execute(words.delete().where(words.c.transcription_id == transcription_id))
            if segment_rows:
                await conn.execute(
                    insert(segments), [{"transcription_id": transcription_id, **s.model_dump()} for s in segment_rows]
                )
            if word_rows:
                await conn.execute(
                    insert(words), [{"transcription_id": transcription_id, **w.model_dump()} for w in word_rows]
                )
            await conn.execute(
                update(transcriptions)
                .where(transcriptions.c.id == transcription_id)
                .values(
                    text=text,
                    language=language,
                    language_probability=language_probability,
                    duration_s=duration_s,
                    asr_model=asr_model,
                    timings=dump_json(timings),
                    status="completed",
                    progress=1.0,
                    error=None,
                    updated_at=now,
                    completed_at=now,
                )
            )
            if job_id is not None:
                await conn.execute(update(jobs).where(jobs.c.id == job_id).values(status="done", updated_at=now))
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
            result = await conn.execute(
                update(transcriptions)
                .where(transcriptions.c.id == transcription_id)
                .values(updated_at=utcnow(), **values)
            )
            if result.rowcount == 0:
                raise NotFound(f"transcription {transcription_id} does not exist")

    @staticmethod
    async def _require(conn: AsyncConnection, transcription_id: str) -> None:
        found = (
            await conn.execute(select(transcriptions.c.id).where(transcriptions.c.id == transcription_id))
        ).scalar_one_or_none()
        if found is None:
            raise NotFound(f"transcription {transcription_id} does not exist")
