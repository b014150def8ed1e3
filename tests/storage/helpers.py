"""Builders for store tests: real records, nothing mocked."""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import uuid4

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.models.digest import DigestRun, FactRecord, Rejection, ValidationOutcome
from factlayer.models.fact import FactType, SourceSpan


def make_run(transcription_id: str, **overrides: object) -> DigestRun:
    values: dict[str, object] = {
        "run_id": f"run_{uuid4().hex[:12]}",
        "transcription_id": transcription_id,
        "run_key": "k" * 16,
        "pipeline_version": "test",
        "provider": "extractive",
        "config": {},
        "summary": "",
        "summary_method": "lead",
        "candidates_count": 0,
        "facts_count": 0,
        "rejected_count": 0,
        "timings": {},
        "created_at": datetime.now(UTC),
    }
    values.update(overrides)
    return DigestRun.model_validate(values)


def make_fact(run: DigestRun, source: str, start: int, end: int) -> FactRecord:
    return FactRecord(
        transcription_id=run.transcription_id,
        run_id=run.run_id,
        fact_text=source[start:end],
        fact_type=FactType.USER_FACT,
        confidence_score=0.9,
        extraction_method="extractive",
        source_span=SourceSpan.from_source(source, start, end),
        alignment="exact",
        grounding_score=1.0,
        validation=[ValidationOutcome(validator="grounding", passed=True, severity="LOW", reason="exact")],
    )


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
