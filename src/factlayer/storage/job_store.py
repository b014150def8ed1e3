"""Durable jobs (ASR, digest): rows in the database, claimed atomically, resumed after a restart."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal
from uuid import uuid4

from sqlalchemy import func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from factlayer.storage.db import write_transaction
from factlayer.storage.rows import utcnow
from factlayer.storage.tables import jobs, transcriptions

JobKind = Literal["asr", "digest"]


@dataclass(frozen=True, slots=True)
class Job:
    id: str
    kind: str
    transcription_id: str
    attempts: int


def new_job_id() -> str:
    return f"job_{uuid4().hex[:16]}"


async def enqueue(conn: AsyncConnection, kind: JobKind, transcription_id: str) -> str:
    """Add a queued job inside the caller's transaction."""
    job_id = new_job_id()
    now = utcnow()
    await conn.execute(
        insert(jobs).values(
            id=job_id,
            kind=kind,
            transcription_id=transcription_id,
            status="queued",
            attempts=0,
            created_at=now,
            updated_at=now,
        )
    )
    return job_id


class JobStore:
    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine

    async def enqueue(self, kind: JobKind, transcription_id: str) -> str:
        async with write_transaction(self._engine) as conn:
            return await enqueue(conn, kind, transcription_id)

    async def claim_next(self, kind: JobKind) -> Job | None:
        """Take the oldest queued job of ``kind``: it becomes ``running`` and its attempt is counted."""
        async with write_transaction(self._engine) as conn:
            row = (
                await conn.execute(
                    select(jobs.c.id, jobs.c.transcription_id, jobs.c.attempts)
                    .where(jobs.c.kind == kind, jobs.c.status == "queued")
                    .order_by(jobs.c.created_at, jobs.c.id)
                    .limit(1)
                )
            ).first()
            if row is None:
                return None
            await conn.execute(
                update(jobs)
                .where(jobs.c.id == row.id)
                .values(status="running", attempts=jobs.c.attempts + 1, updated_at=utcnow())
            )
            return Job(row.id, kind, row.transcription_id, row.attempts + 1)

    async def finish(self, job_id: str) -> None:
        await self._set(job_id, status="done", error=None)

    async def release(self, job_id: str) -> None:
        """Give a job back untouched (graceful shutdown): queued again, the attempt not counted."""
        async with write_transaction(self._engine) as conn:
            await conn.execute(
                update(jobs)
                .where(jobs.c.id == job_id, jobs.c.status == "running")
                .values(status="queued", attempts=func.max(jobs.c.attempts - 1, 0), updated_at=utcnow())
            )

    async def fail(self, job: Job, error: str, *, max_attempts: int, retry: bool = True) -> bool:
        """Record a failed attempt. Returns True when the job is finally failed (no retry left)."""
        final = not retry or job.attempts >= max_attempts
        await self._set(job.id, status="failed" if final else "queued", error=error)
        return final

    async def requeue_interrupted(self, *, max_attempts: int) -> tuple[list[str], list[str]]:
        """At startup: jobs left ``running`` by a stopped process go back to the queue, unless they
        have used all their attempts (then they fail). Returns (requeued, failed) transcription ids."""
        async with write_transaction(self._engine) as conn:
            rows = (
                await conn.execute(
                    select(jobs.c.id, jobs.c.transcription_id, jobs.c.attempts).where(jobs.c.status == "running")
                )
            ).all()
            requeued, failed = [], []
            for row in rows:
                if row.attempts >= max_attempts:
                    reason = f"interrupted {row.attempts} times (the process stopped while working on it)"
                    await conn.execute(update(jobs).where(jobs.c.id == row.id).values(status="failed", error=reason))
                    await conn.execute(
                        update(transcriptions)
                        .where(transcriptions.c.id == row.transcription_id, transcriptions.c.status != "completed")
                        .values(status="failed", error=reason, updated_at=utcnow())
                    )
                    failed.append(row.transcription_id)
                else:
                    await conn.execute(
                        update(jobs).where(jobs.c.id == row.id).values(status="queued", updated_at=utcnow())
                    )
                    requeued.append(row.transcription_id)
            return requeued, failed

    async def pending(self, kind: JobKind) -> int:
        async with self._engine.connect() as conn:
            count = await conn.execute(
                select(func.count())
                .select_from(jobs)
                .where(jobs.c.kind == kind, jobs.c.status.in_(["queued", "running"]))
            )
            return int(count.scalar_one())

    async def _set(self, job_id: str, **values: object) -> None:
        async with write_transaction(self._engine) as conn:
            await conn.execute(update(jobs).where(jobs.c.id == job_id).values(updated_at=utcnow(), **values))
