"""Builders for store tests: real records, nothing mocked."""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import uuid4

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.models.digest import DigestRun, Rejection


def make_rejection(run: DigestRun, text: str) -> Rejection:
    return Rejection(
        rejection_id=f"rej_{uuid4().hex[:12]}",
        run_id=run.run_id,
        transcription_id=run.transcription_id,
        candidate_text=text,
        reason="not_grounded",
        detail="no span",
        created_at=datetime.now(UTC),
    )


# Backend-neutral raw SQL for store tests (they run on SQLite and PostgreSQL): what a person with direct
# database access could do, outside the stores.


async def count_rows(engine: AsyncEngine, table: str) -> int:
    async with engine.connect() as conn:
        return int((await conn.execute(text(f"SELECT COUNT(*) FROM {table}"))).scalar_one())


async def run_sql(engine: AsyncEngine, sql: str, **params: object) -> None:
    """One statement in its own committed transaction."""
    async with engine.begin() as conn:
        await conn.execute(text(sql), params)


async def drop_trigger(engine: AsyncEngine, trigger: str, table: str) -> None:
    on_table = f" ON {table}" if engine.dialect.name == "postgresql" else ""
    await run_sql(engine, f"DROP TRIGGER {trigger}{on_table}")


@pytest.fixture(name="backend")
def sqlite_only() -> str:
    """For a test module that speaks SQLite only: ``backend = sqlite_only`` there overrides the two-backend
    parameter of tests/storage/conftest.py."""
    return "sqlite"
