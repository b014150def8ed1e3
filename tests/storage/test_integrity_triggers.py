"""The database refuses rewrites itself, whoever connects: the app's engine (API, CLI, workers), a raw
``sqlite3`` connection with SQLite's defaults (foreign keys and recursive triggers off), and an
Alembic migration's connection."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from alembic.migration import MigrationContext
from alembic.operations import Operations
from bench.records import make_fact, make_run
from sqlalchemy import create_engine as create_sync_engine
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.asr.types import SegmentResult, TranscriptResult, WordResult
from factlayer.storage.fact_store import FactStore
from factlayer.storage.transcription_store import TranscriptionStore
from tests.storage.helpers import make_rejection, sqlite_only

SOURCE = "Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever."
FORGED = "my name is Dr. Johnson"

# (table, key column, statement that would rewrite the row with that key) for every append-only table
REWRITES: list[tuple[str, str, str]] = [
    ("facts", "id", "INSERT OR REPLACE INTO facts (id, fact_text, timestamp) VALUES (:id, :forged, '2026-01-01')"),
    ("facts", "id", "REPLACE INTO facts (id, fact_text, timestamp) VALUES (:id, :forged, '2026-01-01')"),
    (
        "facts",
        "id",
        "INSERT INTO facts (id, fact_text, timestamp) VALUES (:id, :forged, '2026-01-01') "
        "ON CONFLICT(id) DO UPDATE SET fact_text = excluded.fact_text",
    ),
    ("facts", "id", "UPDATE OR REPLACE facts SET fact_text = :forged WHERE id = :id"),
    (
        "rejected_candidates",
        "id",
        "INSERT OR REPLACE INTO rejected_candidates (id, run_id, transcription_id, candidate_text, reason, created_at) "
        "SELECT id, run_id, transcription_id, :forged, 'accepted', created_at FROM rejected_candidates WHERE id = :id",
    ),
    (
        "extraction_runs",
        "id",
        "INSERT OR REPLACE INTO extraction_runs SELECT id, transcription_id, run_key, pipeline_version, provider, "
        "config, :forged, summary_method, candidates_count, facts_count, rejected_count, timings, created_at "
        "FROM extraction_runs WHERE id = :id",
    ),
    (
        "audit_log",
        "seq",
        "INSERT OR REPLACE INTO audit_log (seq, created_at, action, entity_type, entity_id, payload, prev_hash, hash) "
        "SELECT seq, created_at, action, entity_type, entity_id, :forged, prev_hash, hash FROM audit_log "
        "WHERE seq = :id",
    ),
]


backend = (
    sqlite_only  # these probes speak SQLite (REPLACE, PRAGMA, raw sqlite3); PostgreSQL's: test_pg_integrity_triggers
)


async def _stored(engine: AsyncEngine) -> dict[str, str]:
    """A transcription with one run, fact and rejection; the key of one row of each table."""
    transcription = await TranscriptionStore(engine).create_text(SOURCE, language="en", title=None)
    run = make_run(transcription.id)
    start = SOURCE.index("my name")
    fact = make_fact(run, SOURCE, start, start + len("my name is John Smith"))
    rejection = make_rejection(run, "Name is Dr. Johnson")
    await FactStore(engine).append_run(run, [fact], [rejection])
    return {
        "transcriptions": transcription.id,
        "facts": fact.fact_id,
        "rejected_candidates": rejection.rejection_id,
        "extraction_runs": run.run_id,
        "audit_log": "2",
    }


def _snapshot(db_path: Path, table: str, key: str, value: str) -> list[tuple[object, ...]]:
    with sqlite3.connect(db_path) as conn:
        return conn.execute(f"SELECT * FROM {table} WHERE {key} = ?", (value,)).fetchall()


def _raw_sqlite(db_path: Path) -> Callable[[str, dict[str, str]], None]:
    def run(sql: str, params: dict[str, str]) -> None:
        with sqlite3.connect(db_path) as conn:  # SQLite defaults: no foreign keys, no recursive triggers
            conn.execute(sql, params)

    return run


@pytest.mark.parametrize(("table", "key", "sql"), REWRITES)
async def test_raw_sqlite_connection_cannot_replace_append_only_rows(
    engine: AsyncEngine, db_path: Path, table: str, key: str, sql: str
) -> None:
    keys = await _stored(engine)
    await engine.dispose()
    before = _snapshot(db_path, table, key, keys[table])
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        _raw_sqlite(db_path)(sql, {"id": keys[table], "forged": FORGED})
    assert _snapshot(db_path, table, key, keys[table]) == before


@pytest.mark.parametrize(("table", "key", "sql"), REWRITES)
async def test_app_connection_cannot_replace_append_only_rows(
    engine: AsyncEngine, db_path: Path, table: str, key: str, sql: str
) -> None:
    """The engine the API, the CLI and the workers all build with ``storage.db.create_engine``."""
    keys = await _stored(engine)
    before = _snapshot(db_path, table, key, keys[table])
    with pytest.raises(Exception, match="append-only"):
        async with engine.begin() as conn:
            await conn.execute(text(sql), {"id": keys[table], "forged": FORGED})
    assert _snapshot(db_path, table, key, keys[table]) == before


async def test_migration_connection_cannot_replace_a_fact(engine: AsyncEngine, db_path: Path) -> None:
    """A later migration's ``op.execute`` goes through the same triggers."""
    keys = await _stored(engine)
    await engine.dispose()
    sync_engine = create_sync_engine(f"sqlite:///{db_path}")
    try:
        with sync_engine.begin() as conn, pytest.raises(Exception, match="append-only"):
            Operations(MigrationContext.configure(conn)).execute(
                text(REWRITES[0][2]).bindparams(id=keys["facts"], forged=FORGED)
            )
    finally:
        sync_engine.dispose()
    assert _snapshot(db_path, "facts", "id", keys["facts"])[0][2] == "my name is John Smith"


async def test_every_app_connection_has_foreign_keys_and_recursive_triggers(engine: AsyncEngine) -> None:
    async with engine.connect() as conn:
        foreign_keys = (await conn.execute(text("PRAGMA foreign_keys"))).scalar_one()
        recursive = (await conn.execute(text("PRAGMA recursive_triggers"))).scalar_one()
    assert (foreign_keys, recursive) == (1, 1)


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE transcriptions SET text = replace(text, 'John Smith', 'Dr. Johnson') WHERE id = :id",
        "UPDATE transcriptions SET status = 'processing' WHERE id = :id",
        "DELETE FROM transcriptions WHERE id = :id",
        "INSERT OR REPLACE INTO transcriptions (id, text, created_at) VALUES (:id, 'forged', '2026-01-01')",
    ],
)
async def test_completed_transcription_text_is_immutable_even_with_foreign_keys_off(
    engine: AsyncEngine, db_path: Path, sql: str
) -> None:
    keys = await _stored(engine)
    await engine.dispose()
    with pytest.raises(sqlite3.IntegrityError, match=r"immutable|REPLACE"):
        _raw_sqlite(db_path)(sql, {"id": keys["transcriptions"]})
    row = _snapshot(db_path, "transcriptions", "id", keys["transcriptions"])
    assert row and row[0][1] == SOURCE


async def _completed_audio(engine: AsyncEngine) -> str:
    store = TranscriptionStore(engine)
    created = await store.create_audio(
        audio_sha256="0" * 64, filename="a.wav", content_type="audio/wav", language="en", title=None
    )
    text_ = "Hello there."
    word = WordResult(idx=0, text="Hello", start_s=0.0, end_s=0.4, probability=0.9, start_char=0, end_char=5)
    segment = SegmentResult(0, text_, 0.0, 1.0, -0.2, 0.01, 0, 12, (word,))
    result = TranscriptResult(
        text=text_, language="en", language_probability=1.0, duration_s=1.0, model="test", segments=(segment,)
    )
    await store.complete_audio(created.id, result, asr_model="test", timings={})
    return created.id


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE segments SET start_s = 5.0 WHERE transcription_id = :id",
        "DELETE FROM segments WHERE transcription_id = :id",
        "INSERT INTO segments (transcription_id, idx, text, start_char, end_char, start_s, end_s) "
        "VALUES (:id, 1, 'x', 0, 1, 1.0, 2.0)",
        "INSERT OR REPLACE INTO segments (transcription_id, idx, text, start_char, end_char, start_s, end_s) "
        "VALUES (:id, 0, 'Goodbye', 0, 7, 0.0, 1.0)",
        "UPDATE words SET text = 'Goodbye' WHERE transcription_id = :id",
        "DELETE FROM words WHERE transcription_id = :id",
    ],
)
async def test_segments_and_words_of_a_completed_transcription_are_immutable(
    engine: AsyncEngine, db_path: Path, sql: str
) -> None:
    transcription_id = await _completed_audio(engine)
    await engine.dispose()
    before = _snapshot(db_path, "segments", "transcription_id", transcription_id)
    with pytest.raises(sqlite3.IntegrityError, match="immutable"):
        _raw_sqlite(db_path)(sql, {"id": transcription_id})
    assert _snapshot(db_path, "segments", "transcription_id", transcription_id) == before
    assert len(_snapshot(db_path, "words", "transcription_id", transcription_id)) == 1


# The memory layer's tables (0009) are append-only too: a merge or a supersession is a new event row.
MEMORY_REWRITES: list[tuple[str, str]] = [
    (
        "memory_entities",
        "INSERT OR REPLACE INTO memory_entities (id, namespace, name, kind, created_at) "
        "VALUES ('ent_1', 'default', :forged, 'person', '2026-01-01')",
    ),
    (
        "fact_events",
        "INSERT OR REPLACE INTO fact_events (id, namespace, fact_id, kind, evidence_count, confidence, created_at) "
        "VALUES ('ev_1', 'default', :fact, 'superseded', 1, 0.1, '2026-01-01')",
    ),
    (
        "fact_vectors",
        "REPLACE INTO fact_vectors (fact_id, namespace, model, vector, created_at) "
        "VALUES (:fact, 'default', 'm', x'00', '2026-01-01')",
    ),
]


@pytest.mark.parametrize(("table", "sql"), MEMORY_REWRITES)
async def test_memory_tables_refuse_replace(engine: AsyncEngine, db_path: Path, table: str, sql: str) -> None:
    keys = await _stored(engine)
    await engine.dispose()
    with sqlite3.connect(db_path) as conn:
        conn.execute(
            "INSERT INTO memory_entities (id, namespace, name, kind, created_at) "
            "VALUES ('ent_1', 'default', 'John Smith', 'person', '2026-01-01')"
        )
        conn.execute(
            "INSERT INTO fact_events (id, namespace, fact_id, kind, evidence_count, confidence, created_at) "
            "VALUES ('ev_1', 'default', ?, 'asserted', 1, 0.9, '2026-01-01')",
            (keys["facts"],),
        )
        conn.execute(
            "INSERT INTO fact_vectors (fact_id, namespace, model, vector, created_at) "
            "VALUES (?, 'default', 'm', x'01', '2026-01-01')",
            (keys["facts"],),
        )
    before = _snapshot(db_path, table, "namespace", "default")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        _raw_sqlite(db_path)(sql, {"fact": keys["facts"], "forged": FORGED})
    assert _snapshot(db_path, table, "namespace", "default") == before
