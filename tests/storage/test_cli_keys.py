"""`factlayer keys create|list|revoke` on a real database file: the key is printed once, only its
SHA-256 is stored, and a revoked key no longer resolves."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

from factlayer.storage.api_keys import ApiKeyStore
from factlayer.storage.db import create_engine
from tests.conftest import sqlite_url


def _cli(db_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "FACTLAYER_DATABASE_URL": sqlite_url(db_path)}
    return subprocess.run(
        [sys.executable, "-m", "factlayer.cli", "keys", *args], env=env, capture_output=True, text=True, timeout=60
    )


async def test_create_list_revoke(db_path: Path) -> None:
    created = _cli(db_path, "create", "--namespace", "clinic-a", "--admin", "--label", "ops")
    assert created.returncode == 0, created.stderr
    body = json.loads(created.stdout)
    assert (body["namespace"], body["admin"]) == ("clinic-a", True)
    with closing(sqlite3.connect(db_path)) as conn:
        stored = conn.execute("SELECT key_hash, namespace, is_admin FROM api_keys").fetchall()
        dump = "\n".join(conn.iterdump())
    assert stored == [(hashlib.sha256(body["key"].encode()).hexdigest(), "clinic-a", 1)]
    assert body["key"] not in dump

    listed = json.loads(_cli(db_path, "list").stdout)
    assert [(k["id"], k["label"], k["revoked_at"]) for k in listed] == [(body["id"], "ops", None)]
    assert body["key"] not in json.dumps(listed)

    engine = create_engine(sqlite_url(db_path))
    try:
        assert (await ApiKeyStore(engine).find(body["key"])) is not None
        revoked = _cli(db_path, "revoke", body["id"])
        assert revoked.returncode == 0, revoked.stderr
        assert (await ApiKeyStore(engine).find(body["key"])) is None
    finally:
        await engine.dispose()
    assert _cli(db_path, "revoke", body["id"]).returncode == 1
