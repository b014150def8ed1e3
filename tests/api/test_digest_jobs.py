"""The digest is built by its durable job (queued when the text is stored), and served with an ETag."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from pathlib import Path

import httpx

from factlayer.api.app import create_app
from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.config import Settings
from tests.api.test_digest_api import PATIENT


def _jobs(db_path: Path, transcription_id: str) -> list[tuple[str, str]]:
    with sqlite3.connect(db_path) as conn:
        rows = conn.execute("SELECT kind, status FROM jobs WHERE transcription_id = ?", (transcription_id,))
        return [(str(kind), str(status)) for kind, status in rows.fetchall()]


async def test_storing_a_text_queues_its_digest_job(client: httpx.AsyncClient, db_path: Path) -> None:
    tid = (await client.post("/v1/transcriptions", json={"text": PATIENT})).json()["id"]
    assert _jobs(db_path, tid) == [("digest", "queued")]


async def test_the_digest_worker_builds_a_text_digest_without_a_get(
    make_settings: Callable[..., Settings], transcriber: WhisperTranscriber, db_path: Path
) -> None:
    app = create_app(make_settings(run_workers=True), transcriber=transcriber)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://factlayer.test") as http:
            tid = (await http.post("/v1/transcriptions", json={"text": PATIENT})).json()["id"]
            for _ in range(200):
                if _jobs(db_path, tid) == [("digest", "done")]:
                    break
                await asyncio.sleep(0.05)
            facts = (await http.get(f"/v1/transcriptions/{tid}/facts")).json()
            digest = (await http.get(f"/digest/{tid}")).json()
    assert _jobs(db_path, tid) == [("digest", "done")]
    assert facts and digest["generated"] is False  # the worker's run, not one built by this GET


async def test_a_stored_digest_answers_if_none_match_with_304(client: httpx.AsyncClient) -> None:
    tid = (await client.post("/v1/transcriptions", json={"text": PATIENT})).json()["id"]
    first = await client.get(f"/digest/{tid}")
    stored = await client.get(f"/digest/{tid}")
    assert first.json()["generated"] is True and stored.json()["generated"] is False
    etag = stored.headers["etag"]
    assert etag.startswith('"') and etag != first.headers["etag"]  # the body differs, so does its tag
    again = await client.get(f"/digest/{tid}", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == etag
    with_facts = await client.get(f"/digest/{tid}", params={"include_facts": "true"}, headers={"If-None-Match": etag})
    assert with_facts.status_code == 200 and with_facts.json()["facts"]  # another representation, another tag
    stale = await client.get(f"/digest/{tid}", headers={"If-None-Match": first.headers["etag"]})
    assert stale.status_code == 200 and stale.json()["generated"] is False
