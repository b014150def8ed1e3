"""The fact store: append-only in the database itself, all-or-nothing batches, a verifiable chain."""

from __future__ import annotations

import pytest
from bench.records import make_fact, make_run
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.errors import InvalidCitation
from factlayer.models.fact import SourceSpan
from factlayer.storage.audit import verify_chain
from factlayer.storage.db import read_connection
from factlayer.storage.fact_store import FactStore
from factlayer.storage.transcription_store import TranscriptionStore
from tests.storage.helpers import count_rows, drop_trigger, make_rejection, run_sql

SOURCE = "Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever."


async def _stored_run(engine: AsyncEngine) -> tuple[str, str]:
    transcription = await TranscriptionStore(engine).create_text(SOURCE, language="en", title=None)
    run = make_run(transcription.id)
    start = SOURCE.index("my name")
    fact = make_fact(run, SOURCE, start, start + len("my name is John Smith"))
    await FactStore(engine).append_run(run, [fact], [make_rejection(run, "Name is Dr. Johnson")])
    return transcription.id, fact.fact_id


async def test_append_and_read_back(engine: AsyncEngine) -> None:
    transcription_id, fact_id = await _stored_run(engine)
    store = FactStore(engine)
    fact = await store.get_fact(fact_id)
    assert fact.source_span.text == "my name is John Smith"
    assert SOURCE[fact.source_span.start_char : fact.source_span.end_char] == fact.source_span.text
    assert [f.fact_id for f in await store.list_facts(transcription_id)] == [fact_id]
    rejections = await store.list_rejections(transcription_id)
    assert [r.candidate_text for r in rejections] == ["Name is Dr. Johnson"]
    run = await store.latest_run(transcription_id)
    assert run is not None and run.transcription_id == transcription_id


@pytest.mark.parametrize("table", ["facts", "audit_log", "rejected_candidates", "extraction_runs"])
async def test_update_and_delete_are_refused_by_the_database(engine: AsyncEngine, table: str) -> None:
    await _stored_run(engine)
    column = {
        "facts": "fact_text",
        "audit_log": "action",
        "rejected_candidates": "reason",
        "extraction_runs": "summary",
    }
    statements = [f"UPDATE {table} SET {column[table]} = 'changed'", f"DELETE FROM {table}"]
    if engine.dialect.name == "postgresql":
        statements.append(f"TRUNCATE {table} CASCADE")  # TRUNCATE fires no row triggers: its own trigger
    for statement in statements:
        with pytest.raises((IntegrityError, DBAPIError), match="append-only"):
            await run_sql(engine, statement)
    assert await count_rows(engine, table) >= 1


async def test_a_batch_with_one_bad_citation_writes_nothing(engine: AsyncEngine) -> None:
    transcription = await TranscriptionStore(engine).create_text(SOURCE, language="en", title=None)
    audit_before = await count_rows(engine, "audit_log")
    run = make_run(transcription.id)
    good = make_fact(run, SOURCE, 4, 25)
    # A span whose offsets point elsewhere in the source: exactly the bug the store must stop.
    bad = make_fact(run, SOURCE, 4, 25).model_copy(
        update={"source_span": SourceSpan(start_char=0, end_char=21, text=SOURCE[4:25])}
    )
    with pytest.raises(InvalidCitation):
        await FactStore(engine).append_run(run, [good, bad], [make_rejection(run, "x")])
    assert await count_rows(engine, "facts") == 0
    assert await count_rows(engine, "rejected_candidates") == 0
    assert await count_rows(engine, "extraction_runs") == 0
    assert await count_rows(engine, "audit_log") == audit_before


async def test_a_batch_failing_in_the_database_writes_nothing(engine: AsyncEngine) -> None:
    transcription = await TranscriptionStore(engine).create_text(SOURCE, language="en", title=None)
    audit_before = await count_rows(engine, "audit_log")
    run = make_run(transcription.id)
    fact = make_fact(run, SOURCE, 4, 25)
    duplicate = fact.model_copy()  # same primary key: the second INSERT fails inside the transaction
    # SQLite: since 0007 a BEFORE INSERT trigger refuses an existing key before the UNIQUE check does
    with pytest.raises(IntegrityError, match=r"(?i)a row with this key exists|unique"):
        await FactStore(engine).append_run(run, [fact, duplicate], [])
    assert await count_rows(engine, "facts") == 0
    assert await count_rows(engine, "extraction_runs") == 0
    assert await count_rows(engine, "audit_log") == audit_before


async def test_chain_verifies_and_tampering_is_found_at_the_right_row(engine: AsyncEngine) -> None:
    for _ in range(3):
        await _stored_run(engine)
    async with read_connection(engine) as conn:
        report = await verify_chain(conn)
    assert report.ok and report.entries == await count_rows(engine, "audit_log") >= 9

    target = 5
    await drop_trigger(engine, "audit_log_no_update", "audit_log")
    await run_sql(
        engine, "UPDATE audit_log SET payload = :payload WHERE seq = :seq", payload='{"forged":true}', seq=target
    )
    async with read_connection(engine) as conn:
        report = await verify_chain(conn)
    assert not report.ok
    assert report.first_broken_seq == target


async def test_deleted_row_breaks_the_chain_where_it_was(engine: AsyncEngine) -> None:
    await _stored_run(engine)
    await drop_trigger(engine, "audit_log_no_delete", "audit_log")
    await run_sql(engine, "DELETE FROM audit_log WHERE seq = 2")
    async with read_connection(engine) as conn:
        report = await verify_chain(conn)
    assert (report.ok, report.first_broken_seq) == (False, 2)


async def test_concurrent_writers_keep_one_unbroken_chain(engine: AsyncEngine) -> None:
    import asyncio

    store = TranscriptionStore(engine)
    await asyncio.gather(*(store.create_text(f"text number {i}", language=None, title=None) for i in range(20)))
    async with read_connection(engine) as conn:
        report = await verify_chain(conn)
    assert report.ok and report.entries == 20
