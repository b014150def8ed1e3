"""Migrations: reversible, and they build exactly the tables the code declares."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine as create_sync_engine

from factlayer.storage.db import alembic_config, head_revision
from factlayer.storage.tables import APPEND_ONLY_TABLES, metadata
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
    assert len(_triggers(path)) == 2 * len(APPEND_ONLY_TABLES)


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
        diff = compare_metadata(MigrationContext.configure(conn), metadata)
    engine.dispose()
    assert diff == []


def test_seed_fact_columns_exist(migrated_template: Path) -> None:
    with sqlite3.connect(migrated_template) as conn:
        columns = {r[1] for r in conn.execute("PRAGMA table_info(facts)")}
        indexes = {r[1] for r in conn.execute("PRAGMA index_list(facts)")}
    assert {"extracted_by", "fact_version", "confidence_score", "extraction_method", "source_span"} <= columns
    assert {"idx_facts_version", "idx_facts_transcription", "idx_facts_confidence"} <= indexes
