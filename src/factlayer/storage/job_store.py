"""Durable jobs (ASR, digest) with leases: rows in the database, claimed by one worker at a time.

A worker claims a queued job under its owner id with a lease (``lease_expires_at``) and keeps the lease
alive with heartbeats while it works. Every later write about the job (done, failed, released) names the
owner and only applies while that worker still holds the job, so a worker that lost its lease cannot
complete the job a second time. A job whose lease expired (its process was killed, or lost the database
for longer than the lease) goes back to the queue — and only such a job: a live job of another process is
never taken.

Claims: on PostgreSQL ``UPDATE ... WHERE id = (SELECT ... FOR UPDATE SKIP LOCKED)``, so concurrent
workers skip each other's rows instead of waiting; on SQLite the same conditional UPDATE inside
``BEGIN IMMEDIATE`` (one writer at a time). Times come from the database's clock on PostgreSQL (workers
on several hosts need not agree on the time) and from this process's UTC clock on SQLite (one machine).
"""

from __future__ import annotations

import os
import socket
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Literal
from uuid import uuid4

from sqlalchemy import Update, case, func, insert, or_, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from factlayer.storage.db import is_postgresql, row_lock_transaction
from factlayer.storage.rows import utcnow
from factlayer.storage.tables import jobs, transcriptions

JobKind = Literal["asr", "digest"]
DEFAULT_LEASE_S = 30.0


class LeaseLost(Exception):
    """The job is no longer this worker's: its lease expired and another worker may have it."""

    def __init__(self, job_id: str, owner: str) -> None:
        super().__init__(f"job {job_id} is no longer held by {owner}")
        self.job_id = job_id
        self.owner = owner


@dataclass(frozen=True, slots=True)
class Job:
    id: str
    kind: str
    transcription_id: str
    attempts: int
    owner: str = ""


def new_job_id() -> str:
    return f"job_{uuid4().hex[:16]}"


def new_owner_id() -> str:
    """A worker's identity in ``lease_owner``: host, process and a random part (one per JobStore)."""
    return f"{socket.gethostname()[:64]}:{os.getpid()}:{uuid4().hex[:8]}"


def _now(conn: AsyncConnection) -> Any:
    return func.now() if is_postgresql(conn) else utcnow()


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


def queued_job_rows(kind: JobKind, transcription_ids: Sequence[str]) -> list[dict[str, Any]]:
    """The ``jobs`` rows of one new queued job for each transcription."""
    now = utcnow()
    return [
        {
            "id": new_job_id(),
            "kind": kind,
            "transcription_id": tid,
            "status": "queued",
            "attempts": 0,
            "created_at": now,
            "updated_at": now,
        }
        for tid in transcription_ids
    ]


async def enqueue_many(conn: AsyncConnection, kind: JobKind, transcription_ids: Sequence[str]) -> list[str]:
    """One queued job for each transcription, inside the caller's transaction (one statement)."""
    rows = queued_job_rows(kind, transcription_ids)
    if rows:
        await conn.execute(insert(jobs), rows)
    return [str(row["id"]) for row in rows]


async def fail_waiting_digests(conn: AsyncConnection, transcription_id: str, reason: str) -> None:
    """The transcription failed: its queued digest job can never run."""
    await conn.execute(
        update(jobs)
        .where(jobs.c.transcription_id == transcription_id, jobs.c.kind == "digest", jobs.c.status == "queued")
        .values(status="failed", error=f"transcription failed: {reason}", updated_at=utcnow())
    )


async def mark_done(conn: AsyncConnection, job_id: str, *, owner: str | None) -> None:
    """Inside the caller's transaction: the job is done. With ``owner``, only while that worker holds it
    (else :class:`LeaseLost`, and the caller's transaction — the job's results — rolls back)."""
    query = update(jobs).where(jobs.c.id == job_id)
    if owner is not None:
        query = query.where(jobs.c.lease_owner == owner, jobs.c.status == "running")
    result = await conn.execute(query.values(status="done", lease_expires_at=None, updated_at=_now(conn)))
    if owner is not None and result.rowcount != 1:
        raise LeaseLost(job_id, owner)


class JobStore:
    def __init__(self, engine: AsyncEngine, *, owner: str | None = None, lease_s: float = DEFAULT_LEASE_S) -> None:
        self._engine = engine
        self.owner = owner or new_owner_id()
        self.lease = timedelta(seconds=lease_s)

    async def enqueue(self, kind: JobKind, transcription_id: str) -> str:
        async with row_lock_transaction(self._engine) as conn:
            return await enqueue(conn, kind, transcription_id)

    async def claim_next(self, kind: JobKind) -> Job | None:
        """Take the oldest queued job of ``kind`` under this store's owner: it becomes ``running`` with a
        fresh lease and its attempt is counted."""
        async with row_lock_transaction(self._engine) as conn:
            now = _now(conn)
            ready = select(jobs.c.id).where(jobs.c.kind == kind, jobs.c.status == "queued")
            if kind == "digest":  # queued at ingest; ready once the transcription is completed
                completed = select(transcriptions.c.id).where(transcriptions.c.status == "completed")
                ready = ready.where(jobs.c.transcription_id.in_(completed))
            oldest = (
                ready.order_by(jobs.c.created_at, jobs.c.id)
                .limit(1)
                .with_for_update(skip_locked=True)  # PostgreSQL; SQLite renders no FOR UPDATE (BEGIN IMMEDIATE)
                .scalar_subquery()
            )
            row = (
                await conn.execute(
                    update(jobs)
                    .where(jobs.c.id == oldest, jobs.c.status == "queued")
                    .values(
                        status="running",
                        attempts=jobs.c.attempts + 1,
                        lease_owner=self.owner,
                        lease_expires_at=now + self.lease,
                        heartbeat_at=now,
                        updated_at=now,
                    )
                    .returning(jobs.c.id, jobs.c.transcription_id, jobs.c.attempts)
                )
            ).first()
            if row is None:
                return None
            return Job(row.id, kind, row.transcription_id, int(row.attempts), self.owner)

    async def heartbeat(self, job: Job) -> bool:
        """Extend the lease. False when the job is no longer ours (the lease expired and it was taken back)."""
        async with row_lock_transaction(self._engine) as conn:
            now = _now(conn)
            result = await conn.execute(
                self._held(job).values(lease_expires_at=now + self.lease, heartbeat_at=now, updated_at=now)
            )
            return bool(result.rowcount == 1)

    async def finish(self, job: Job) -> None:
        """Mark the job done (a handler may already have, in the transaction that stored its results)."""
        async with row_lock_transaction(self._engine) as conn:
            result = await conn.execute(
                update(jobs)
                .where(jobs.c.id == job.id, jobs.c.lease_owner == job.owner, jobs.c.status.in_(["running", "done"]))
                .values(status="done", lease_expires_at=None, updated_at=_now(conn))
            )
            if result.rowcount != 1:
                raise LeaseLost(job.id, job.owner)

    async def release(self, job: Job) -> None:
        """Give a job back untouched (graceful shutdown): queued again, the attempt not counted."""
        async with row_lock_transaction(self._engine) as conn:
            await conn.execute(
                self._held(job).values(
                    status="queued",
                    attempts=case((jobs.c.attempts > 0, jobs.c.attempts - 1), else_=0),
                    lease_owner=None,
                    lease_expires_at=None,
                    updated_at=_now(conn),
                )
            )

    async def fail(self, job: Job, error: str, *, max_attempts: int, retry: bool = True) -> bool:
        """Record a failed attempt. Returns True when the job is finally failed (no retry left);
        raises :class:`LeaseLost` if the job is no longer this worker's."""
        final = not retry or job.attempts >= max_attempts
        async with row_lock_transaction(self._engine) as conn:
            result = await conn.execute(
                self._held(job).values(
                    status="failed" if final else "queued",
                    error=error,
                    lease_owner=None,
                    lease_expires_at=None,
                    updated_at=_now(conn),
                )
            )
            if result.rowcount != 1:
                raise LeaseLost(job.id, job.owner)
        return final

    async def recover_expired(self, *, max_attempts: int, kind: JobKind | None = None) -> tuple[list[str], list[str]]:
        """Jobs (of ``kind``, or all) whose lease has expired — their worker died — go back to the queue,
        unless they have used all their attempts (then they fail, with their transcription if it is not
        completed). Jobs with a live lease are left alone. Returns (requeued, failed) transcription ids."""
        async with row_lock_transaction(self._engine) as conn:
            now = _now(conn)
            expired = (jobs.c.status == "running") & or_(
                jobs.c.lease_expires_at.is_(None), jobs.c.lease_expires_at < now
            )
            if kind is not None:
                expired = expired & (jobs.c.kind == kind)
            rows = (
                await conn.execute(
                    select(jobs.c.id, jobs.c.kind, jobs.c.transcription_id, jobs.c.attempts)
                    .where(expired)
                    .order_by(jobs.c.id)
                    .with_for_update(skip_locked=True)
                )
            ).all()
            requeued, failed = [], []
            for row in rows:
                if row.attempts >= max_attempts:
                    reason = f"interrupted {row.attempts} times (the process stopped while working on it)"
                    await conn.execute(
                        update(jobs)
                        .where(jobs.c.id == row.id, expired)
                        .values(status="failed", error=reason, lease_expires_at=None, updated_at=now)
                    )
                    if row.kind == "asr":
                        await conn.execute(
                            update(transcriptions)
                            .where(transcriptions.c.id == row.transcription_id, transcriptions.c.status != "completed")
                            .values(status="failed", error=reason, updated_at=now)
                        )
                        await fail_waiting_digests(conn, row.transcription_id, reason)
                    failed.append(row.transcription_id)
                else:
                    await conn.execute(
                        update(jobs)
                        .where(jobs.c.id == row.id, expired)
                        .values(status="queued", lease_owner=None, lease_expires_at=None, updated_at=now)
                    )
                    requeued.append(row.transcription_id)
            return requeued, failed

    @staticmethod
    def _held(job: Job) -> Update:
        """UPDATE of ``job`` while ``job.owner`` still holds it."""
        return update(jobs).where(jobs.c.id == job.id, jobs.c.lease_owner == job.owner, jobs.c.status == "running")
