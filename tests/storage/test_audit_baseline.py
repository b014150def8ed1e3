"""A database written before migration 0007 has audit entries without row digests: `audit verify` counts
those rows as unchecked until `factlayer audit baseline` records their digests; from then on an edit is
caught."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

from bench.records import make_fact, make_run
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.storage.audit import GENESIS_HASH, entry_hash
from factlayer.storage.audit_verify import verify_database_at
from factlayer.storage.fact_store import FactStore
from factlayer.storage.transcription_store import TranscriptionStore
from tests.conftest import sqlite_url
from tests.storage.helpers import make_rejection, sqlite_only

backend = sqlite_only  # reads and edits the SQLite file directly

SOURCE = "Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever."


def _as_before_0007(db_path: Path) -> None:
    """Entries as the code before 0007 wrote them: no row_sha256 in the payload (chain recomputed)."""
    with closing(sqlite3.connect(db_path)) as conn, conn:
        conn.execute("DROP TRIGGER audit_log_no_update")
        prev = GENESIS_HASH
        for seq, created_at, action, entity_type, entity_id, payload in conn.execute(
            "SELECT seq, created_at, action, entity_type, entity_id, payload FROM audit_log ORDER BY seq"
        ).fetchall():
            body = json.loads(payload)
            body.pop("row_sha256", None)
            text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
            digest = entry_hash(prev, seq, created_at, action, entity_type, entity_id, text)
            conn.execute(
                "UPDATE audit_log SET payload = ?, prev_hash = ?, hash = ? WHERE seq = ?", (text, prev, digest, seq)
            )
            prev = digest


async def test_baseline_then_edits_of_old_rows_are_caught(engine: AsyncEngine, db_path: Path) -> None:
    transcription = await TranscriptionStore(engine).create_text(SOURCE, language="en", title=None)
    run = make_run(transcription.id)
    start = SOURCE.index("my name")
    fact = make_fact(run, SOURCE, start, start + len("my name is John Smith"))
    await FactStore(engine).append_run(run, [fact], [make_rejection(run, "Name is Dr. Johnson")])
    await engine.dispose()
    _as_before_0007(db_path)
    legacy = verify_database_at(sqlite_url(db_path))
    assert (legacy.ok, legacy.rows_checked, legacy.rows_unchecked) == (True, 0, 4)

    env = {**os.environ, "FACTLAYER_DATABASE_URL": sqlite_url(db_path)}
    env.pop("FACTLAYER_AUDIT_KEY", None)
    done = subprocess.run(
        [sys.executable, "-m", "factlayer.cli", "audit", "baseline"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"baselined": 4}
    after = verify_database_at(sqlite_url(db_path))
    assert (after.ok, after.rows_checked, after.rows_unchecked) == (True, 4, 0)

    with closing(sqlite3.connect(db_path)) as conn, conn:
        conn.execute("DROP TRIGGER facts_no_update")
        conn.execute("UPDATE facts SET fact_text = 'my name is Dr. Johnson'")
    assert verify_database_at(sqlite_url(db_path)).problems == [
        f"fact {fact.fact_id} differs from its audit entry (changed after it was written)"
    ]
