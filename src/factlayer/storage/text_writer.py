"""SQLite: a group write of text transcriptions as one synchronous call on the event loop's thread.

Through aiosqlite every statement is a hop to its thread and back (a cursor, the statement, a fetch, a
close: up to four), and under load each hop back waits for a turn of the busy event loop and for the GIL.
Measured under 50 posting clients on the shared 2-core machine: a group write of ~25 texts took 49-75 ms
at its median for about 1 ms of SQLite work, and every post waiting for the next group write waited for it
(bench/results/api_post_latency.json). Here the same statements (SQLAlchemy Core under the same dialect:
the same types, pragmas and BEGIN IMMEDIATE) run on a synchronous connection to the same file, in one call:
8-10 ms at the median on the same loaded machine (load average 7-12), and nothing to wait for in between.

It never waits inside SQLite (``db.sqlite_sync_twin``): while another process holds the write lock, BEGIN
IMMEDIATE fails at once and the write is retried after a short ``asyncio.sleep``, so the event loop is never
blocked by another writer. The process's write queue (``db.writers_queue``) is held throughout, so
in-process writers still take the lock one at a time, in arrival order. Commits do not checkpoint the WAL
(that could stall the loop); every :data:`CHECKPOINT_EVERY` writes a passive checkpoint runs on the async
engine, off the loop."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Engine, Row, insert
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.storage.audit import AuditEvent, append_events_sync, hashed_row_digest
from factlayer.storage.db import BEGIN_MODE_OPTION, sqlite_sync_twin, writers_queue
from factlayer.storage.tables import jobs, transcriptions

CHECKPOINT_EVERY = 100
LOCK_TIMEOUT_S = 10.0  # as long as the async engine's busy_timeout
_FIRST_RETRY_S = 0.001
_LONGEST_RETRY_S = 0.02


def _locked(exc: OperationalError) -> bool:
    return getattr(exc.orig, "sqlite_errorcode", None) == sqlite3.SQLITE_BUSY or "database is locked" in str(exc)


class SqliteTextWriter:
    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._sync: Engine = sqlite_sync_twin(engine)
        self._writes = 0
        self._checkpoint: asyncio.Task[None] | None = None

    async def write(
        self, rows: Sequence[dict[str, Any]], job_rows: Sequence[dict[str, Any]], events: list[AuditEvent]
    ) -> list[Row[Any]]:
        """Insert the transcriptions (returning them as stored), their jobs and their audit entries: one
        transaction, all or nothing. Raises what SQLite raises; a locked database past
        :data:`LOCK_TIMEOUT_S` raises its OperationalError."""
        async with writers_queue(self._engine):
            deadline = time.monotonic() + LOCK_TIMEOUT_S
            pause = _FIRST_RETRY_S
            while True:
                try:
                    stored = self._write(rows, job_rows, events)
                    break
                except OperationalError as exc:
                    if not _locked(exc) or time.monotonic() > deadline:
                        raise
                await asyncio.sleep(pause)
                pause = min(2 * pause, _LONGEST_RETRY_S)
        self._writes += 1
        if self._writes % CHECKPOINT_EVERY == 0 and (self._checkpoint is None or self._checkpoint.done()):
            self._checkpoint = asyncio.create_task(self._checkpoint_wal(), name="factlayer-wal-checkpoint")
        return stored

    def _write(
        self, rows: Sequence[dict[str, Any]], job_rows: Sequence[dict[str, Any]], events: list[AuditEvent]
    ) -> list[Row[Any]]:
        with self._sync.connect() as plain:
            conn = plain.execution_options(**{BEGIN_MODE_OPTION: "IMMEDIATE"})
            with conn.begin():
                stored = list(conn.execute(insert(transcriptions).returning(*transcriptions.c), rows).all())
                conn.execute(insert(jobs), job_rows)
                known = {("transcription", row.id): hashed_row_digest("transcription", row._mapping) for row in stored}
                append_events_sync(conn, events, known)
        return stored

    async def _checkpoint_wal(self) -> None:
        async with self._engine.connect() as conn:
            await conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")

    async def aclose(self) -> None:
        if self._checkpoint is not None:
            await asyncio.gather(self._checkpoint, return_exceptions=True)
        self._sync.dispose()
