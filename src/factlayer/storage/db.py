"""Engine construction, SQLite pragmas, write transactions and the schema-version check."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import event, text
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

_SOURCE_ROOT = Path(__file__).resolve().parents[3]


def project_root() -> Path:
    """Where alembic.ini and migrations/ live: the source checkout (editable install), else the
    working directory (the Docker image copies them to /app)."""
    return _SOURCE_ROOT if (_SOURCE_ROOT / "alembic.ini").exists() else Path.cwd()


BEGIN_MODE_OPTION = "sqlite_begin"


def is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def sync_url(url: str) -> str:
    """The synchronous driver URL Alembic uses for the same database."""
    parsed = make_url(url)
    driver = {"sqlite": "sqlite", "postgresql": "postgresql+psycopg"}.get(parsed.get_backend_name())
    return parsed.set(drivername=driver).render_as_string(hide_password=False) if driver else url


def _install_sqlite_hooks(engine: AsyncEngine) -> None:
    @event.listens_for(engine.sync_engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # We emit BEGIN ourselves (below), so that writers can take the lock up front.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA busy_timeout=10000")
        cursor.close()

    @event.listens_for(engine.sync_engine, "begin")
    def _on_begin(conn: Any) -> None:
        mode = conn.get_execution_options().get(BEGIN_MODE_OPTION, "DEFERRED")
        conn.exec_driver_sql(f"BEGIN {mode}")


def create_engine(url: str) -> AsyncEngine:
    if is_sqlite(url):
        database = make_url(url).database
        if database and database != ":memory:":
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_async_engine(url, connect_args={"timeout": 30})
        _install_sqlite_hooks(engine)
        return engine
    return create_async_engine(url, pool_pre_ping=True)


@asynccontextmanager
async def write_transaction(engine: AsyncEngine) -> AsyncIterator[AsyncConnection]:
    """One all-or-nothing write transaction. On SQLite it takes the write lock at BEGIN
    (``BEGIN IMMEDIATE``), so read-then-write sequences (the audit chain) cannot interleave."""
    async with engine.connect() as conn:
        if is_sqlite(str(engine.url)):
            conn = await conn.execution_options(**{BEGIN_MODE_OPTION: "IMMEDIATE"})
        async with conn.begin():
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
        config.set_main_option("sqlalchemy.url", sync_url(url))
    return config


def upgrade_to_head(url: str) -> None:
    """``alembic upgrade head`` on the database at ``url`` (blocking: from async code, run it in a thread)."""
    from alembic import command

    command.upgrade(alembic_config(url), "head")


def head_revision() -> str | None:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


async def current_revision(engine: AsyncEngine) -> str | None:
    async with engine.connect() as conn:
        try:
            result = await conn.execute(text("SELECT version_num FROM alembic_version"))
        except Exception:
            return None
        row = result.first()
        return str(row[0]) if row else None
