"""Engine construction (SQLite or PostgreSQL, chosen by the URL), SQLite pragmas, write transactions
and the schema-version check.

``FACTLAYER_DATABASE_URL`` picks the backend: ``sqlite+aiosqlite:///path`` (the default, one file) or
``postgresql://user@host/db`` (asyncpg; ``postgres://`` and ``postgresql+asyncpg://`` work too). Every
store runs the same SQL on both; where the two differ (taking the write lock, job claims) it says so here
or in ``job_store``."""

from __future__ import annotations

import asyncio
import functools
import weakref
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, event, text
from sqlalchemy import create_engine as sa_create_engine
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

_SOURCE_ROOT = Path(__file__).resolve().parents[3]


def project_root() -> Path:
    """Where alembic.ini and migrations/ live: the source checkout (editable install), else the
    working directory (the Docker image copies them to /app)."""
    return _SOURCE_ROOT if (_SOURCE_ROOT / "alembic.ini").exists() else Path.cwd()


BEGIN_MODE_OPTION = "sqlite_begin"
# PostgreSQL: every write transaction takes this transaction-scoped advisory lock first, the equivalent of
# SQLite's BEGIN IMMEDIATE: read-then-write sequences (the audit chain's next seq and prev_hash) cannot
# interleave between processes. Job claims and heartbeats do not take it (row locks, SKIP LOCKED).
WRITE_LOCK_KEY = 0x66616374  # "fact"

_ASYNC_DRIVERS = {"sqlite": "sqlite+aiosqlite", "postgresql": "postgresql+asyncpg"}


def normalize_url(url: str) -> str:
    """The async driver URL for a database URL: ``sqlite:///x`` → aiosqlite, ``postgres(ql)://`` → asyncpg."""
    if url.startswith("postgres://"):
        url = "postgresql://" + url.removeprefix("postgres://")
    parsed = make_url(url)
    driver = _ASYNC_DRIVERS.get(parsed.get_backend_name())
    if driver is None:
        raise ValueError(f"unsupported database URL {parsed!r}: use sqlite+aiosqlite:///path or postgresql://...")
    return parsed.set(drivername=driver).render_as_string(hide_password=False)


def backend_name(url: str) -> str:
    """'sqlite' or 'postgresql'."""
    return make_url(normalize_url(url)).get_backend_name()


def is_sqlite(url: str) -> bool:
    return backend_name(url) == "sqlite"


def is_postgresql(engine: AsyncEngine | AsyncConnection) -> bool:
    return engine.dialect.name == "postgresql"


def sync_url(url: str) -> str:
    """The URL Alembic uses for the same database: the synchronous sqlite driver, or asyncpg (``migrations/env.py``
    runs the migrations in an event loop, so no second PostgreSQL driver is needed)."""
    normalized = make_url(normalize_url(url))
    if normalized.get_backend_name() == "sqlite":
        return normalized.set(drivername="sqlite").render_as_string(hide_password=False)
    return normalized.render_as_string(hide_password=False)


def display_url(url: str) -> str:
    """The URL with its password masked, for logs and messages."""
    return make_url(url).render_as_string(hide_password=True)


INTEGRITY_PRAGMAS = ("PRAGMA foreign_keys=ON", "PRAGMA recursive_triggers=ON")


def apply_integrity_pragmas(dbapi_connection: Any) -> None:
    """Per-connection SQLite settings that integrity depends on (both are off by default, and per
    connection): foreign keys, and DELETE triggers firing for the rows a REPLACE removes."""
    cursor = dbapi_connection.cursor()
    for pragma in INTEGRITY_PRAGMAS:
        cursor.execute(pragma)
    cursor.close()


def _install_sqlite_hooks(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # We emit BEGIN ourselves (below), so that writers can take the lock up front.
        dbapi_connection.isolation_level = None
        apply_integrity_pragmas(dbapi_connection)
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA busy_timeout=10000")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        mode = conn.get_execution_options().get(BEGIN_MODE_OPTION, "DEFERRED")
        conn.exec_driver_sql(f"BEGIN {mode}")


# SQLite: connections kept open. SQLAlchemy's default (5 kept + 10 overflow, closed on return) made 50
# concurrent requests open and close a connection — a thread, the pragmas, a schema parse — for about one
# request in four; measured, that was most of a cached GET's CPU before the digest cache had its own probe.
SQLITE_POOL_SIZE = 20
SQLITE_MAX_OVERFLOW = 10


def create_engine(url: str) -> AsyncEngine:
    url = normalize_url(url)
    if is_sqlite(url):
        database = make_url(url).database
        if database and database != ":memory:":
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_async_engine(
            url, connect_args={"timeout": 30}, pool_size=SQLITE_POOL_SIZE, max_overflow=SQLITE_MAX_OVERFLOW
        )
        _install_sqlite_hooks(engine.sync_engine)
        return engine
    # PostgreSQL: up to 20 connections a process (many API and worker processes share the server's 100).
    return create_async_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=10)


def sqlite_sync_twin(engine: AsyncEngine) -> Engine:
    """A synchronous engine on the same SQLite file as ``engine`` (the stdlib driver under the same dialect:
    the same types, pragmas and BEGIN handling; the same execution options, e.g. the audit key), with one
    connection, for ``storage.text_writer``. It never waits inside SQLite: ``busy_timeout=0`` (a locked
    database raises at once and the caller retries without blocking its event loop) and no automatic WAL
    checkpoint at commit (the caller checkpoints from elsewhere)."""
    twin = sa_create_engine(
        engine.url.set(drivername="sqlite"), connect_args={"timeout": 0}, pool_size=1, max_overflow=0
    )
    _install_sqlite_hooks(twin)

    @event.listens_for(twin, "connect")
    def _never_wait(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA busy_timeout=0")
        cursor.execute("PRAGMA wal_autocheckpoint=0")
        cursor.close()

    return twin.execution_options(**engine.get_execution_options())


_WRITERS: weakref.WeakKeyDictionary[Any, weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Lock]] = (
    weakref.WeakKeyDictionary()
)


def writers_queue(engine: AsyncEngine) -> asyncio.Lock:
    """This process's queue for the database's write lock (one per pool and event loop)."""
    per_loop = _WRITERS.setdefault(engine.sync_engine.pool, weakref.WeakKeyDictionary())
    loop = asyncio.get_running_loop()
    lock = per_loop.get(loop)
    if lock is None:
        lock = per_loop[loop] = asyncio.Lock()
    return lock


@asynccontextmanager
async def write_transaction(engine: AsyncEngine) -> AsyncIterator[AsyncConnection]:
    """One all-or-nothing write transaction holding the database's write lock from its start: on SQLite
    ``BEGIN IMMEDIATE``, on PostgreSQL the advisory lock :data:`WRITE_LOCK_KEY` (released at commit or
    rollback). So read-then-write sequences (the audit chain) cannot interleave, in one process or many.

    Writers of one process first queue here, in arrival order, and only the head of the queue takes a
    connection and the database's lock: 50 concurrent writers no longer hold 50 connections while SQLite's
    busy handler polls for the lock (unfair, and past its 10 s timeout some got "database is locked")."""
    async with writers_queue(engine), engine.connect() as conn:
        if is_postgresql(engine):
            async with conn.begin():
                await conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": WRITE_LOCK_KEY})
                yield conn
            return
        conn = await conn.execution_options(**{BEGIN_MODE_OPTION: "IMMEDIATE"})
        async with conn.begin():
            yield conn


@asynccontextmanager
async def row_lock_transaction(engine: AsyncEngine) -> AsyncIterator[AsyncConnection]:
    """A write transaction for row-level work that needs no global order (job claims, heartbeats): on
    PostgreSQL a plain transaction (the statements lock their rows); on SQLite still ``BEGIN IMMEDIATE``,
    the only lock SQLite has."""
    if not is_postgresql(engine):
        async with write_transaction(engine) as conn:
            yield conn
        return
    async with engine.connect() as conn, conn.begin():
        yield conn


@asynccontextmanager
async def read_connection(engine: AsyncEngine) -> AsyncIterator[AsyncConnection]:
    """A connection with one consistent snapshot for several reads."""
    async with engine.connect() as conn, conn.begin():
        yield conn


def alembic_config(url: str | None = None) -> Config:
    root = project_root()
    config = Config(str(root / "alembic.ini"))
    config.set_main_option("script_location", str(root / "migrations"))
    if url is not None:
        # ConfigParser interpolates '%': a URL-encoded password must be escaped.
        config.set_main_option("sqlalchemy.url", sync_url(url).replace("%", "%%"))
    return config


def upgrade_to_head(url: str) -> None:
    """``alembic upgrade head`` on the database at ``url`` (blocking: from async code, run it in a thread)."""
    from alembic import command

    command.upgrade(alembic_config(url), "head")


@functools.cache
def head_revision() -> str | None:
    """The newest migration's revision; the migration scripts are part of the installed code, so they are read
    once per process (~0.1 s a read: every app built in the process asks, at startup)."""
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


async def current_revision(engine: AsyncEngine) -> str | None:
    async with engine.connect() as conn:
        try:
            result = await conn.execute(text("SELECT version_num FROM alembic_version"))
        except Exception:
            return None
        row = result.first()
        return str(row[0]) if row else None
