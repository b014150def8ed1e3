"""A group write of text transcriptions (``TranscriptionStore.create_texts``), on both backends: the rows
come back from the INSERT itself (RETURNING), so the answer and the audit entry's row digest are what the
database stored — the same as a later read gives — and a write that fails at its last statement leaves
nothing behind: no transcription, no digest job, no audit entry."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import Engine, event, func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.storage.audit import HASHED_ROWS, row_digest, verify_chain
from factlayer.storage.scope import namespace_for_write
from factlayer.storage.tables import audit_log, jobs, transcriptions
from factlayer.storage.transcription_store import NewText, TranscriptionStore

TEXTS = ("Patient: I take ibuprofen.", "Doctor: Twice a day?\nPatient: Yes.", "Ünïcode — “quotes” 🙂")


def _items() -> list[NewText]:
    recorded = datetime(2024, 5, 1, 9, 30, tzinfo=UTC)
    return [
        NewText(
            text, "en" if i else None, f"title {i}" if i else None, namespace_for_write(None), recorded if i else None
        )
        for i, text in enumerate(TEXTS)
    ]


async def _count(engine: AsyncEngine, table: Any) -> int:
    async with engine.connect() as conn:
        return int((await conn.execute(select(func.count()).select_from(table))).scalar_one())


async def test_a_group_write_answers_and_audits_the_rows_as_stored(engine: AsyncEngine) -> None:
    store = TranscriptionStore(engine)
    await store.create_texts(_items()[:1])  # the chain has a head before the group write
    created = await store.create_texts(_items())
    assert [c.text for c in created] == list(TEXTS)
    table, columns = HASHED_ROWS["transcription"]
    async with engine.connect() as conn:
        for answered in created:
            assert answered == await store.get(answered.id)  # the answer is the row as a read gives it
            row = (await conn.execute(select(*columns).where(table.c.id == answered.id))).one()
            payload = (
                await conn.execute(
                    select(audit_log.c.payload).where(
                        audit_log.c.entity_id == answered.id, audit_log.c.action == "transcription.create"
                    )
                )
            ).scalar_one()
            assert json.loads(payload)["row_sha256"] == row_digest(row._asdict())
            queued = await conn.execute(
                select(jobs.c.kind, jobs.c.status).where(jobs.c.transcription_id == answered.id)
            )
            assert [tuple(r) for r in queued] == [("digest", "queued")]
        report = await verify_chain(conn)
    assert report.ok and report.entries == 1 + len(TEXTS)


async def test_a_group_write_that_fails_at_its_last_statement_leaves_nothing(engine: AsyncEngine) -> None:
    store = TranscriptionStore(engine)

    def refuse_audit(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        if statement.lstrip().upper().startswith("INSERT INTO AUDIT_LOG"):
            raise RuntimeError("the process dies before the audit entry is written")

    event.listen(Engine, "before_cursor_execute", refuse_audit)  # every engine: SQLite writes on a synchronous twin
    try:
        with pytest.raises(RuntimeError, match="process dies"):
            await store.create_texts(_items())
    finally:
        event.remove(Engine, "before_cursor_execute", refuse_audit)
    assert [await _count(engine, t) for t in (transcriptions, jobs, audit_log)] == [0, 0, 0]
    created = await store.create_texts(_items())  # and the next write goes through
    assert len(created) == len(TEXTS)
    assert [await _count(engine, t) for t in (transcriptions, jobs, audit_log)] == [3, 3, 3]
