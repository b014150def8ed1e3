"""One small read that tells whether a cached digest may be served: the latest run of a transcription for
a pipeline configuration, the transcription's namespace and (with API keys on) the namespace of an active
key — three indexed lookups in one statement, on a connection of its own.

The digest cache (``services/digests.py``) asks this before every cached answer, so a run stored by any
process (a forced re-run, a second API process, a ``factlayer worker``), a revoked key or a key of another
namespace is seen by the very next request: nothing is served from memory alone. The probe is cheap on
purpose — no pool checkout, no ORM, no transaction:

* SQLite: a read-only ``sqlite3`` connection to the same file, queried on the event loop (an indexed read
  of a WAL database takes tens of microseconds and never waits for a writer; a short busy timeout bounds
  the rare wait, and any error sends the request down the ordinary path);
* PostgreSQL: one connection taken from the engine's pool and kept (asyncpg, autocommit, prepared
  statement), so each probe sees every transaction committed before it started.

``None`` from :meth:`RunProbe.probe` means "could not ask": the caller serves the request the ordinary way.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

log = logging.getLogger("factlayer.storage")

_LATEST_RUN = (
    "SELECT r.id FROM extraction_runs r WHERE r.transcription_id = {t} AND r.run_key = {k} "
    "ORDER BY r.created_at DESC, r.id DESC LIMIT 1"
)
_NAMESPACE = "SELECT t.namespace FROM transcriptions t WHERE t.id = {t}"
_KEY = "SELECT a.namespace FROM api_keys a WHERE a.key_hash = {h} AND a.revoked_at IS NULL"


def _statement(t: str, k: str, h: str) -> str:
    return f"SELECT ({_LATEST_RUN.format(t=t, k=k)}), ({_NAMESPACE.format(t=t)}), ({_KEY.format(h=h)})"


SQLITE_STATEMENT = _statement("?1", "?2", "?3")
POSTGRES_STATEMENT = _statement("$1::text", "$2::text", "$3::text")
SQLITE_BUSY_TIMEOUT_S = 0.05


@dataclass(frozen=True, slots=True)
class RunState:
    """What the database says now."""

    run_id: str | None  # the latest run for the configuration, None when there is none
    namespace: str | None  # the transcription's namespace, None when it does not exist
    key_namespace: str | None  # the API key's namespace, None when no key was asked about or it is not active


class RunProbe(Protocol):
    async def probe(self, transcription_id: str, run_key: str, key_hash: str | None) -> RunState | None: ...

    async def aclose(self) -> None: ...


def _state(row: Any) -> RunState | None:
    if row is None:
        return None
    run_id, namespace, key_namespace = row
    return RunState(
        None if run_id is None else str(run_id),
        None if namespace is None else str(namespace),
        None if key_namespace is None else str(key_namespace),
    )


class SqliteRunProbe:
    def __init__(self, path: str) -> None:
        self._path = path
        self._conn: sqlite3.Connection | None = None

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            uri = Path(self._path).resolve().as_uri() + "?mode=ro"  # percent-encoded: any file name works
            conn = sqlite3.connect(uri, uri=True, timeout=SQLITE_BUSY_TIMEOUT_S, check_same_thread=False)
            conn.isolation_level = None  # autocommit: each probe reads the latest committed state
            self._conn = conn
        return self._conn

    async def probe(self, transcription_id: str, run_key: str, key_hash: str | None) -> RunState | None:
        try:
            # fetchall steps the statement to its end, so the read transaction ends with it: the next probe
            # sees every commit made in between (fetchone could leave the snapshot open)
            rows = self._connection().execute(SQLITE_STATEMENT, (transcription_id, run_key, key_hash)).fetchall()
        except sqlite3.Error as exc:
            log.debug("run probe failed (%s): the ordinary path answers", exc)
            await self.aclose()
            return None
        return _state(rows[0] if rows else None)

    async def aclose(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


class PostgresRunProbe:
    """One pooled connection, kept; probes take turns on it (each is one short round trip)."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._conn: AsyncConnection | None = None
        self._driver: Any = None
        self._lock = asyncio.Lock()

    async def probe(self, transcription_id: str, run_key: str, key_hash: str | None) -> RunState | None:
        async with self._lock:
            try:
                if self._driver is None:
                    self._conn = await self._engine.connect()
                    self._driver = (await self._conn.get_raw_connection()).driver_connection
                row = await self._driver.fetchrow(POSTGRES_STATEMENT, transcription_id, run_key, key_hash)
            except Exception as exc:  # a dropped connection, a server restart: ask again next time
                log.debug("run probe failed (%s): the ordinary path answers", exc)
                await self._release()
                return None
        return _state(row)

    async def _release(self) -> None:
        conn, self._conn, self._driver = self._conn, None, None
        if conn is not None:
            try:
                await conn.invalidate()
                await conn.close()
            except Exception as exc:
                log.debug("run probe connection did not close cleanly: %s", exc)

    async def aclose(self) -> None:
        async with self._lock:
            conn, self._conn, self._driver = self._conn, None, None
            if conn is not None:
                await conn.close()


def open_run_probe(engine: AsyncEngine) -> RunProbe | None:
    """The probe for this engine's database, or None where there is no second connection to the same data
    (an in-memory SQLite database)."""
    if engine.dialect.name == "postgresql":
        return PostgresRunProbe(engine)
    database = engine.url.database
    if engine.dialect.name == "sqlite" and database and database != ":memory:" and "mode=memory" not in database:
        return SqliteRunProbe(database)
    return None
