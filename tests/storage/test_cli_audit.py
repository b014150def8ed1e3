"""`factlayer audit verify` on a real database file, before and after tampering."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import httpx


def _verify(db_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "FACTLAYER_DATABASE_URL": f"sqlite+aiosqlite:///{db_path}"}
    return subprocess.run(
        [sys.executable, "-m", "factlayer.cli", "audit", "verify"], env=env, capture_output=True, text=True, timeout=60
    )


async def test_cli_reports_ok_then_the_tampered_row(client: httpx.AsyncClient, db_path: Path) -> None:
    for i in range(3):
        assert (await client.post("/v1/transcriptions", json={"text": f"Statement {i}."})).status_code == 201
    ok = _verify(db_path)
    assert ok.returncode == 0, ok.stderr
    report = json.loads(ok.stdout)
    assert {k: report[k] for k in ("status", "entries", "first_broken_seq", "reason", "rows_checked")} == {
        "status": "ok",
        "entries": 3,
        "first_broken_seq": None,
        "reason": None,
        "rows_checked": 3,
    }

    with sqlite3.connect(db_path) as conn:
        conn.execute("DROP TRIGGER audit_log_no_update")
        conn.execute("UPDATE audit_log SET entity_id = 'tr_forged' WHERE seq = 2")
    broken = _verify(db_path)
    assert broken.returncode == 1
    assert json.loads(broken.stdout)["first_broken_seq"] == 2
