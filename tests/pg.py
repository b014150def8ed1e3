"""The real PostgreSQL server for tests (127.0.0.1:5432, trust auth; ``.ci/run`` starts it).

Store tests get a fresh schema each: Alembic renders the migrations to SQL once per session (offline
mode, the same migration files), and each test runs that script in a new schema of the test database
(~0.2 s; a ``CREATE DATABASE`` copy takes 1.5–2 s here) and drops it afterwards, so tests stay independent.
Tests that start service processes use a whole new database (``create_database``), migrated online.
``FACTLAYER_TEST_POSTGRES_URL`` names the server and database.
"""

from __future__ import annotations

import io
import os
from uuid import uuid4

import asyncpg
from alembic import command
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from factlayer.storage.db import alembic_config

ADMIN_URL = os.environ.get("FACTLAYER_TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/test")


def _dsn(database: str | None = None) -> str:
    url = make_url(ADMIN_URL)
    if database is not None:
        url = url.set(database=database)
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


def database_url(database: str) -> str:
    """The service's URL (asyncpg) for ``database`` on the test server."""
    return make_url(_dsn(database)).set(drivername="postgresql+asyncpg").render_as_string(hide_password=False)


def new_database_name(prefix: str) -> str:
    return f"{prefix}_{os.getpid()}_{uuid4().hex[:10]}"


async def create_database(name: str, *, template: str | None = None) -> str:
    """Create ``name`` (a copy of ``template`` if given); returns its asyncpg URL."""
    conn = await asyncpg.connect(_dsn())
    try:
        suffix = f' TEMPLATE "{template}"' if template else ""
        await conn.execute(f'CREATE DATABASE "{name}"{suffix}')
    finally:
        await conn.close()
    return database_url(name)


async def drop_database(name: str) -> None:
    conn = await asyncpg.connect(_dsn())
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await conn.close()


def migration_sql() -> str:
    """``alembic upgrade head --sql`` for PostgreSQL: the whole schema as one script."""
    config = alembic_config(ADMIN_URL)
    config.output_buffer = io.StringIO()
    command.upgrade(config, "head", sql=True)
    return str(config.output_buffer.getvalue())


async def create_schema(script: str) -> str:
    """A new schema of the test database with ``script`` run inside it; returns its name."""
    name = new_database_name("fl")
    conn = await asyncpg.connect(_dsn())
    try:
        await conn.execute(f'CREATE SCHEMA "{name}"; SET search_path TO "{name}";\n{script}')
    finally:
        await conn.close()
    return name


async def drop_schema(name: str) -> None:
    conn = await asyncpg.connect(_dsn())
    try:
        await conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
    finally:
        await conn.close()


def schema_engine(schema: str) -> AsyncEngine:
    """An engine whose connections see only ``schema`` (as ``create_engine`` builds it for PostgreSQL,
    plus the search path)."""
    return create_async_engine(
        database_url(make_url(ADMIN_URL).database or "test"),
        pool_pre_ping=True,
        connect_args={"server_settings": {"search_path": schema}},
    )
