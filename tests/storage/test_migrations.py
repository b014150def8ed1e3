"""Migrations: reversible, and they build exactly the tables the code declares."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine as create_sync_engine

from factlayer.storage.db import alembic_config, head_revision
from factlayer.storage.tables import APPEND_ONLY_TABLES, FTS_TABLE_PREFIX, metadata
from tests.conftest import sqlite_url


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def _triggers(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='trigger'")}


def test_upgrade_downgrade_upgrade_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "roundtrip.db"
    config = alembic_config(sqlite_url(path))
    command.upgrade(config, "head")
    assert {"transcriptions", "facts", "segments", "words", "jobs", "extraction_runs", "audit_log"} <= _tables(path)
    command.downgrade(config, "base")
    assert _tables(path) == {"alembic_version"}
    assert _triggers(path) == set()
    command.upgrade(config, "head")
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == head_revision()
    # 0005: UPDATE and DELETE refused on the append-only tables; 0007: REPLACE refused on them and on
    # transcriptions, completed transcriptions (and their segments and words) frozen
    assert {f"{t}_no_{a}" for t in APPEND_ONLY_TABLES for a in ("update", "delete", "replace")} <= _triggers(path)
    assert {"transcriptions_frozen_update", "segments_frozen_insert", "words_frozen_delete"} <= _triggers(path)


def test_each_step_downgrades_cleanly(tmp_path: Path) -> None:
    path = tmp_path / "steps.db"
    config = alembic_config(sqlite_url(path))
    revisions = ["0001_init", "0002_fact_v4_columns", "0003_transcription_pipeline", "0004_extraction_runs"]
    for revision in revisions:
        command.upgrade(config, revision)
    command.upgrade(config, "head")
    for revision in reversed(revisions):
        command.downgrade(config, revision)
        with sqlite3.connect(path) as conn:
            assert conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] == revision


def test_migrated_schema_matches_table_definitions(migrated_template: Path) -> None:
    engine = create_sync_engine(f"sqlite:///{migrated_template}")
    with engine.connect() as conn:
        # The FTS5 index (a virtual table and its shadow tables) is SQLite's, not SQLAlchemy's.
        context = MigrationContext.configure(
            conn,
            opts={
                "include_name": lambda name, kind, _parent: (
                    not (kind == "table" and (name or "").startswith(FTS_TABLE_PREFIX))
                )
            },
        )
        diff = compare_metadata(context, metadata)
    engine.dispose()
    assert diff == []


def test_seed_fact_columns_exist(migrated_template: Path) -> None:
    with sqlite3.connect(migrated_template) as conn:
        columns = {r[1] for r in conn.execute("PRAGMA table_info(facts)")}
        indexes = {r[1] for r in conn.execute("PRAGMA index_list(facts)")}
    assert {"extracted_by", "fact_version", "confidence_score", "extraction_method", "source_span"} <= columns
    assert {"idx_facts_version", "idx_facts_transcription", "idx_facts_confidence"} <= indexes
