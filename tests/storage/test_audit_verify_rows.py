"""`audit verify` against someone who can write the database file: rows edited behind the triggers,
rows slipped in or removed, and the whole chain recomputed to hide an edit (caught by the HMAC key
held outside the database, or by a checkpoint kept elsewhere)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from bench.records import make_fact, make_run
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.storage.audit import GENESIS_HASH, HASHED_ROWS, entry_hash, row_digest, with_audit_key
from factlayer.storage.audit_verify import checkpoint_at, verify_database_at
from factlayer.storage.fact_store import FactStore
from factlayer.storage.transcription_store import TranscriptionStore
from tests.conftest import sqlite_url
from tests.storage.helpers import make_rejection, sqlite_only

backend = sqlite_only  # tampers through raw sqlite3; the PostgreSQL verifier is not tested yet

SOURCE = "Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever."
KEY = "a key kept outside the database"


async def _stored(engine: AsyncEngine, runs: int = 2) -> list[str]:
    fact_ids = []
    for _ in range(runs):
        transcription = await TranscriptionStore(engine).create_text(SOURCE, language="en", title=None)
        run = make_run(transcription.id)
        start = SOURCE.index("my name")
        fact = make_fact(run, SOURCE, start, start + len("my name is John Smith"))
        await FactStore(engine).append_run(run, [fact], [make_rejection(run, "Name is Dr. Johnson")])
        fact_ids.append(fact.fact_id)
    await engine.dispose()
    return fact_ids


def _drop_triggers(conn: sqlite3.Connection) -> None:
    names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")]
    for name in names:
        conn.execute(f"DROP TRIGGER {name}")


def _recompute_chain(conn: sqlite3.Connection) -> None:
    """What an attacker who knows the algorithm (it is open source) does after an edit: fresh row digests
    in every payload, every hash recomputed, the MACs left as they were (the key is not in the database)."""
    conn.row_factory = sqlite3.Row
    tables = {entity: (table.name, [c.name for c in columns]) for entity, (table, columns) in HASHED_ROWS.items()}
    prev = GENESIS_HASH
    for entry in conn.execute("SELECT * FROM audit_log ORDER BY seq").fetchall():
        payload = json.loads(entry["payload"])
        if entry["entity_type"] in tables:
            table, columns = tables[entry["entity_type"]]
            row = conn.execute(
                f"SELECT {', '.join(columns)} FROM {table} WHERE id = ?", (entry["entity_id"],)
            ).fetchone()
            payload["row_sha256"] = row_digest(_typed(table, dict(row)))
        text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        digest = entry_hash(
            prev, entry["seq"], entry["created_at"], entry["action"], entry["entity_type"], entry["entity_id"], text
        )
        conn.execute(
            "UPDATE audit_log SET payload = ?, prev_hash = ?, hash = ? WHERE seq = ?",
            (text, prev, digest, entry["seq"]),
        )
        prev = digest
    conn.row_factory = None


def _typed(table: str, row: dict[str, object]) -> dict[str, object]:
    """Values as SQLAlchemy returns them (datetimes parsed), so the forged digests match the verifier's."""
    from sqlalchemy import create_engine, select

    from factlayer.storage import tables

    definition = getattr(tables, table)
    engine = create_engine("sqlite://")
    with engine.connect() as conn:
        conn.exec_driver_sql(f"CREATE TABLE {table} ({', '.join(row)})")
        conn.exec_driver_sql(f"INSERT INTO {table} VALUES ({', '.join('?' for _ in row)})", tuple(row.values()))
        typed = conn.execute(select(*(definition.c[c] for c in row))).first()
    engine.dispose()
    assert typed is not None
    return typed._asdict()


def _tamper(db_path: Path, *statements: str, recompute: bool = False) -> None:
    with sqlite3.connect(db_path) as conn:
        _drop_triggers(conn)
        for statement in statements:
            conn.execute(statement)
        if recompute:
            _recompute_chain(conn)


async def test_fact_updated_with_triggers_dropped_is_detected(engine: AsyncEngine, db_path: Path) -> None:
    fact_ids = await _stored(engine)
    assert verify_database_at(sqlite_url(db_path)).ok
    _tamper(db_path, f"UPDATE facts SET fact_text = 'my name is Dr. Johnson' WHERE id = '{fact_ids[1]}'")
    report = verify_database_at(sqlite_url(db_path))
    assert not report.ok
    assert report.first_broken_seq is None  # the chain itself is intact: the row no longer matches it
    assert report.problems == [f"fact {fact_ids[1]} differs from its audit entry (changed after it was written)"]


async def test_transcription_text_rewritten_is_detected(engine: AsyncEngine, db_path: Path) -> None:
    await _stored(engine, runs=1)
    _tamper(db_path, "UPDATE transcriptions SET text = replace(text, 'headache', 'migraine')")
    report = verify_database_at(sqlite_url(db_path))
    assert [p.split()[0] for p in report.problems] == ["transcription"]


async def test_rows_slipped_in_or_removed_are_detected(engine: AsyncEngine, db_path: Path) -> None:
    fact_ids = await _stored(engine)
    _tamper(
        db_path,
        f"DELETE FROM facts WHERE id = '{fact_ids[0]}'",
        f"INSERT INTO facts (id, fact_text, timestamp, transcription_id) "
        f"SELECT 'fact_forged', 'no fever', timestamp, transcription_id FROM facts WHERE id = '{fact_ids[1]}'",
    )
    problems = verify_database_at(sqlite_url(db_path)).problems
    assert f"fact {fact_ids[0]} is in the audit log but its row is gone" in problems
    assert "fact fact_forged has no audit entry (inserted behind the store)" in problems


async def test_recomputed_chain_passes_without_an_anchor_but_not_with_the_key(
    engine: AsyncEngine, db_path: Path
) -> None:
    fact_ids = await _stored(with_audit_key(engine, KEY))
    assert verify_database_at(sqlite_url(db_path), key=KEY).ok
    _tamper(db_path, f"UPDATE facts SET fact_text = 'forged' WHERE id = '{fact_ids[0]}'", recompute=True)
    # without an anchor the forgery is indistinguishable (that is why the key and checkpoints exist)
    assert verify_database_at(sqlite_url(db_path)).ok
    keyed = verify_database_at(sqlite_url(db_path), key=KEY)
    assert not keyed.ok and keyed.reason is not None and "MAC does not match" in keyed.reason
    assert not verify_database_at(sqlite_url(db_path), key="another key").ok


async def test_macs_stripped_are_detected_with_the_key(engine: AsyncEngine, db_path: Path) -> None:
    await _stored(with_audit_key(engine, KEY))
    _tamper(db_path, "UPDATE audit_log SET mac = NULL WHERE seq = 3")
    report = verify_database_at(sqlite_url(db_path), key=KEY)
    assert (report.ok, report.first_broken_seq) == (False, 3)


async def test_recomputed_chain_is_detected_by_a_checkpoint(engine: AsyncEngine, db_path: Path) -> None:
    fact_ids = await _stored(engine)
    checkpoint = checkpoint_at(sqlite_url(db_path), None)
    await _stored(engine, runs=1)  # the chain grows after the checkpoint: still consistent with it
    assert verify_database_at(sqlite_url(db_path), checkpoint=checkpoint).ok
    _tamper(db_path, f"UPDATE facts SET fact_text = 'forged' WHERE id = '{fact_ids[0]}'", recompute=True)
    report = verify_database_at(sqlite_url(db_path), checkpoint=checkpoint)
    assert (report.ok, report.first_broken_seq) == (False, checkpoint["seq"])


async def test_truncated_chain_is_detected_by_a_checkpoint(engine: AsyncEngine, db_path: Path) -> None:
    await _stored(engine)
    checkpoint = checkpoint_at(sqlite_url(db_path), None)
    _tamper(
        db_path,
        f"DELETE FROM audit_log WHERE seq > {checkpoint['seq'] - 3}",
        "DELETE FROM rejected_candidates",
        "DELETE FROM facts",
        "DELETE FROM extraction_runs WHERE rowid = (SELECT max(rowid) FROM extraction_runs)",
    )
    report = verify_database_at(sqlite_url(db_path), checkpoint=checkpoint)
    assert not report.ok and report.reason is not None and "checkpoint saw" in report.reason


async def test_signed_checkpoint_edited_is_refused(engine: AsyncEngine, db_path: Path) -> None:
    await _stored(with_audit_key(engine, KEY))
    checkpoint = checkpoint_at(sqlite_url(db_path), KEY)
    assert verify_database_at(sqlite_url(db_path), key=KEY, checkpoint=checkpoint).ok
    forged = {**checkpoint, "seq": checkpoint["seq"] - 1}
    report = verify_database_at(sqlite_url(db_path), key=KEY, checkpoint=forged)
    assert not report.ok and report.reason is not None and "signature" in report.reason


def _cli(db_path: Path, *args: str, key: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "FACTLAYER_DATABASE_URL": sqlite_url(db_path)}
    env.pop("FACTLAYER_AUDIT_KEY", None)
    if key is not None:
        env["FACTLAYER_AUDIT_KEY"] = key
    return subprocess.run(
        [sys.executable, "-m", "factlayer.cli", *args], env=env, capture_output=True, text=True, timeout=60
    )


async def test_cli_checkpoint_then_verify_against_it(engine: AsyncEngine, db_path: Path, tmp_path: Path) -> None:
    fact_ids = await _stored(with_audit_key(engine, KEY))
    anchor = tmp_path / "checkpoint.json"
    written = _cli(db_path, "audit", "checkpoint", "--output", str(anchor), key=KEY)
    assert written.returncode == 0, written.stderr
    assert json.loads(anchor.read_text())["signature"]
    ok = _cli(db_path, "audit", "verify", "--checkpoint", str(anchor), key=KEY)
    assert ok.returncode == 0, ok.stdout
    assert json.loads(ok.stdout)["checkpoint"] == f"matches entry {json.loads(anchor.read_text())['seq']}"
    _tamper(db_path, f"UPDATE facts SET fact_text = 'forged' WHERE id = '{fact_ids[0]}'", recompute=True)
    broken = _cli(db_path, "audit", "verify", "--checkpoint", str(anchor), key=KEY)
    assert broken.returncode == 1
    assert json.loads(broken.stdout)["status"] == "broken"
