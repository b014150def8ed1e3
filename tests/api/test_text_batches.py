"""Concurrent text posts are stored in shared write transactions (group commit): each text still gets
its own row, namespace, digest job and audit entry, and nobody else's."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import Engine, event

from factlayer.api.app import create_app
from factlayer.config import Settings
from factlayer.services.ingest import MAX_BATCH, MAX_BATCH_CHARS, batch_size
from factlayer.storage.api_keys import ApiKeyStore
from factlayer.storage.db import create_engine
from factlayer.storage.transcription_store import NewText
from tests.conftest import sqlite_url

POSTS = 40


async def _keys(db_path: Path) -> list[dict[str, str]]:
    engine = create_engine(sqlite_url(db_path))
    try:
        headers = []
        for namespace, admin in (("clinic-a", True), ("clinic-b", False)):
            _, plain = await ApiKeyStore(engine).create(namespace, admin=admin)
            headers.append({"Authorization": f"Bearer {plain}"})
        return headers
    finally:
        await engine.dispose()


async def test_concurrent_posts_share_transactions_and_keep_their_own_namespace(
    make_settings: Callable[..., Settings], db_path: Path
) -> None:
    clinic_a, clinic_b = await _keys(db_path)
    app = create_app(make_settings(require_api_key=True))
    async with app.router.lifespan_context(app):
        writes: list[Any] = []
        engine = Engine  # every engine of the process: the group writes run on a synchronous twin on SQLite

        def on_statement(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
            if statement == "BEGIN IMMEDIATE":  # a write transaction (storage/db.py)
                writes.append(conn)

        event.listen(engine, "before_cursor_execute", on_statement)
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://factlayer.test") as http:
            keys = [clinic_a if n % 2 == 0 else clinic_b for n in range(POSTS)]
            answers = await asyncio.gather(
                *(
                    http.post("/v1/transcriptions", json={"text": f"Patient {n}: I take {n} mg."}, headers=key)
                    for n, key in enumerate(keys)
                )
            )
            event.remove(engine, "before_cursor_execute", on_statement)
            assert [a.status_code for a in answers] == [201] * POSTS
            created = [a.json() for a in answers]
            assert [c["text"] for c in created] == [f"Patient {n}: I take {n} mg." for n in range(POSTS)]
            assert [c["namespace"] for c in created] == ["clinic-a" if n % 2 == 0 else "clinic-b" for n in range(POSTS)]
            assert len({c["id"] for c in created}) == POSTS
            assert 0 < len(writes) < POSTS  # some posts shared a write transaction
            for n, c in enumerate(created):
                own, other = (clinic_a, clinic_b) if n % 2 == 0 else (clinic_b, clinic_a)
                assert (await http.get(f"/v1/transcriptions/{c['id']}", headers=own)).json()["text"] == c["text"]
                assert (await http.get(f"/v1/transcriptions/{c['id']}", headers=other)).status_code == 404
            chain = await http.get("/v1/audit/verify", headers=clinic_a)
            assert chain.status_code == 200 and chain.json()["status"] == "ok", chain.text
    with sqlite3.connect(db_path) as conn:
        jobs = conn.execute("SELECT transcription_id, kind, status FROM jobs").fetchall()
        entries = conn.execute(
            "SELECT entity_id FROM audit_log WHERE action = 'transcription.create' ORDER BY seq"
        ).fetchall()
    assert sorted(jobs) == sorted((c["id"], "digest", "queued") for c in created)
    assert sorted(e[0] for e in entries) == sorted(c["id"] for c in created)


async def test_a_client_gone_before_its_body_was_read_is_no_server_error(
    app: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """wrk closes its connections when a run ends; a post whose body was not read yet must not log a 500."""
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/v1/transcriptions",
        "raw_path": b"/v1/transcriptions",
        "query_string": b"",
        "root_path": "",
        "headers": [(b"content-type", b"application/json"), (b"content-length", b"20")],
        "client": ("127.0.0.1", 1),
        "server": ("127.0.0.1", 80),
        "state": {},
    }
    with caplog.at_level(logging.INFO):
        await app(scope, receive, send)
    assert sent[0]["type"] == "http.response.start" and sent[0]["status"] == 499
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_a_group_write_stops_at_its_character_budget() -> None:
    def texts(*sizes: int) -> list[NewText]:
        return [NewText("x" * size, None, None, "default") for size in sizes]

    assert batch_size(texts(*[10] * (MAX_BATCH + 5))) == MAX_BATCH
    assert batch_size(texts(MAX_BATCH_CHARS // 2, MAX_BATCH_CHARS // 2, 1, 1)) == 2
    assert batch_size(texts(MAX_BATCH_CHARS * 2, 1)) == 1  # a text over the budget goes alone
    assert batch_size(texts(1, MAX_BATCH_CHARS, 1)) == 1
    assert batch_size(texts(5, 5)) == 2
