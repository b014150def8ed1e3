"""Alembic environment: the synchronous sqlite driver (batch mode for SQLite ALTERs), or asyncpg for
PostgreSQL, run in its own event loop (``upgrade_to_head`` is called from a thread or the command line).
The same migrations run on both; the few dialect-specific steps (append-only triggers) branch on
``op.get_bind().dialect.name``."""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy import Connection, engine_from_config, pool, text
from sqlalchemy.ext.asyncio import async_engine_from_config

from factlayer.config import Settings
from factlayer.storage.db import sync_url
from factlayer.storage.tables import metadata

config = context.config
target_metadata = metadata
MIGRATION_LOCK_KEY = 0x6D696772  # "migr"


def _url() -> str:
    configured = config.get_main_option("sqlalchemy.url")
    if configured:
        return configured
    settings = Settings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    return sync_url(settings.resolved_database_url)


def run_migrations_offline() -> None:
    context.configure(url=_url(), target_metadata=target_metadata, literal_binds=True, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def _run(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
    with context.begin_transaction():
        if connection.dialect.name == "postgresql":
            # Processes starting together on an empty database (replicas, api + worker) all try to create the
            # schema: one migrates, the others wait here and then find it at head.
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
        context.run_migrations()


async def _run_async(section: dict[str, str]) -> None:
    connectable = async_engine_from_config(section, prefix="sqlalchemy.", poolclass=pool.NullPool)
    try:
        async with connectable.connect() as connection:
            await connection.run_sync(_run)
    finally:
        await connectable.dispose()


def run_migrations_online() -> None:
    section = config.get_section(config.config_ini_section) or {}
    section["sqlalchemy.url"] = _url()
    if section["sqlalchemy.url"].startswith("postgresql+asyncpg"):
        asyncio.run(_run_async(section))
        return
    connectable = engine_from_config(section, prefix="sqlalchemy.", poolclass=pool.NullPool)
    with connectable.connect() as connection:
        _run(connection)


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
