"""The PostgreSQL versions of migration 0007's triggers, run by the real server through ``psql``.

Scratch tables with the columns the triggers read stand in for 0001-0006 (whose PostgreSQL run is the
`pg` branch's work); the DDL is exactly what the migration executes. Skipped, and reported as skipped,
where no PostgreSQL answers on 127.0.0.1.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path
from types import ModuleType
from uuid import uuid4

import pytest

MIGRATION = Path(__file__).resolve().parents[2] / "migrations" / "versions" / "0007_integrity.py"
PSQL = ["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", "test", "-v", "ON_ERROR_STOP=1", "-q", "-X"]

SCRATCH = """
CREATE TABLE transcriptions (id text PRIMARY KEY, text text NOT NULL, status text, namespace text DEFAULT 'default',
  source_kind text DEFAULT 'text', created_at timestamptz DEFAULT now(), progress float DEFAULT 0);
CREATE TABLE segments (transcription_id text REFERENCES transcriptions(id), idx int, text text,
  PRIMARY KEY (transcription_id, idx));
CREATE TABLE words (transcription_id text REFERENCES transcriptions(id), idx int, text text,
  PRIMARY KEY (transcription_id, idx));
CREATE TABLE facts (id text PRIMARY KEY, fact_text text);
CREATE TABLE rejected_candidates (id text PRIMARY KEY);
CREATE TABLE extraction_runs (id text PRIMARY KEY);
CREATE TABLE audit_log (seq int PRIMARY KEY);
"""
ALLOWED = """
INSERT INTO transcriptions (id, text, status) VALUES ('a', '', 'processing'), ('b', 'done', 'completed');
INSERT INTO segments VALUES ('a', 0, 'x');
UPDATE segments SET text = 'y' WHERE transcription_id = 'a';
UPDATE transcriptions SET text = 'hello', status = 'completed' WHERE id = 'a';
UPDATE transcriptions SET progress = 1.0 WHERE id = 'a';
INSERT INTO facts VALUES ('f1', 'true');
"""
REFUSED = (
    "UPDATE transcriptions SET text = 'forged' WHERE id = 'b'",
    "UPDATE transcriptions SET status = 'processing' WHERE id = 'a'",
    "DELETE FROM transcriptions WHERE id = 'b'",
    "INSERT INTO segments VALUES ('a', 1, 'z')",
    "UPDATE segments SET text = 'forged' WHERE transcription_id = 'a'",
    "DELETE FROM segments WHERE transcription_id = 'a'",
    "INSERT INTO words VALUES ('b', 0, 'w')",
)  # TRUNCATE of the append-only tables: 0005's triggers, tested in test_fact_store.py on PostgreSQL


def _migration() -> ModuleType:
    spec = importlib.util.spec_from_file_location("migration_0007", MIGRATION)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _script(schema: str) -> str:
    m = _migration()
    lines = [f"DROP SCHEMA IF EXISTS {schema} CASCADE;", f"CREATE SCHEMA {schema};", f"SET search_path TO {schema};"]
    lines += [SCRATCH, *(f.strip() + ";" for f in m.PG_FUNCTIONS), *(ddl + ";" for _t, ddl in m.PG_TRIGGERS.values())]
    lines.append(ALLOWED)
    for statement in REFUSED:
        lines.append(
            f"DO $$ BEGIN {statement}; RAISE NOTICE 'NOT REFUSED: {statement.replace(chr(39), chr(39) * 2)}'; "
            "EXCEPTION WHEN integrity_constraint_violation THEN RAISE NOTICE 'refused: %', SQLERRM; END $$;"
        )
    lines.append("SELECT string_agg(text, ',' ORDER BY id) FROM transcriptions;")
    lines += [f"DROP TRIGGER {name} ON {table};" for name, (table, _ddl) in m.PG_TRIGGERS.items()]
    lines += [f"DROP FUNCTION {fn}();" for fn in m.PG_FUNCTION_NAMES]
    lines.append(f"DROP SCHEMA {schema} CASCADE;")
    return "\n".join(lines)


def test_postgres_triggers_refuse_what_sqlite_refuses() -> None:
    if shutil.which("psql") is None:
        pytest.skip("psql is not installed")
    if subprocess.run([*PSQL, "-c", "SELECT 1"], capture_output=True, timeout=10).returncode != 0:
        pytest.skip("no PostgreSQL on 127.0.0.1:5432")
    result = subprocess.run(
        [*PSQL, "-t", "-A"],
        input=_script(f"integrity_probe_{uuid4().hex[:12]}"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    notices = [line.split("NOTICE:", 1)[1].strip() for line in result.stderr.splitlines() if "NOTICE:" in line]
    refused = [n for n in notices if n.startswith("refused:")]
    assert [n for n in notices if n.startswith("NOT REFUSED")] == []
    assert len(refused) == len(REFUSED)
    assert result.stdout.split() == ["hello,done"]
