"""The same Alembic migrations on a real PostgreSQL database: reversible, the declared tables exactly,
and the append-only triggers (UPDATE, DELETE and TRUNCATE) in place."""

from __future__ import annotations

import asyncio

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Connection, text

from factlayer.storage.db import alembic_config, create_engine, head_revision
from factlayer.storage.tables import APPEND_ONLY_TABLES, metadata
from tests import pg


def _diff(conn: Connection) -> list[object]:
    return list(compare_metadata(MigrationContext.configure(conn), metadata))


async def _inspect(url: str) -> tuple[set[str], set[str], str | None, list[object]]:
    engine = create_engine(url)
    try:
        async with engine.connect() as conn:
            tables = set(
                (await conn.execute(text("SELECT tablename FROM pg_tables WHERE schemaname='public'"))).scalars()
            )
            triggers = set((await conn.execute(text("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal"))).scalars())
            version = (await conn.execute(text("SELECT version_num FROM alembic_version"))).scalar_one_or_none()
            diff = await conn.run_sync(_diff)
    finally:
        await engine.dispose()
    return tables, triggers, version, diff


async def test_upgrade_downgrade_upgrade_on_postgresql() -> None:
    name = pg.new_database_name("factlayer_migrations")
    url = await pg.create_database(name)
    try:
        config = alembic_config(url)
        await asyncio.to_thread(command.upgrade, config, "head")
        tables, triggers, version, diff = await _inspect(url)
        assert {"transcriptions", "facts", "segments", "words", "jobs", "extraction_runs", "audit_log"} <= tables
        assert version == head_revision()
        assert diff == []
        expected = {f"{t}_no_{action}" for t in APPEND_ONLY_TABLES for action in ("update", "delete", "truncate")}
        assert expected <= triggers

        await asyncio.to_thread(command.downgrade, config, "base")
        tables, triggers, _, _ = await _inspect(url)
        assert tables == {"alembic_version"} and triggers == set()

        await asyncio.to_thread(command.upgrade, config, "head")
        tables, triggers, version, diff = await _inspect(url)
        assert version == head_revision() and diff == [] and expected <= triggers
    finally:
        await pg.drop_database(name)
