"""The cached ``GET /digest/{id}``: served without the connection pool once its bytes are cached, the same
bytes and headers as the route, and never stale or cross-namespace — a re-run (in this process or another
one), another namespace's key, a revoked key or no key at all each get what the route would answer."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import event

from factlayer.api.app import create_app
from factlayer.config import Settings
from factlayer.storage.api_keys import ApiKeyStore
from factlayer.storage.db import create_engine
from tests.api.test_digest_api import PATIENT
from tests.api.test_transcriptions_api import assert_problem
from tests.conftest import sqlite_url


@asynccontextmanager
async def _client(settings: Settings) -> AsyncIterator[tuple[FastAPI, httpx.AsyncClient]]:
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://factlayer.test") as http:
            yield app, http


@contextmanager
def _pool_checkouts(app: FastAPI) -> Iterator[list[object]]:
    """Every connection the app's engine hands out while the block runs."""
    pool = app.state.factlayer.engine.sync_engine.pool
    taken: list[object] = []

    def on_checkout(*args: Any) -> None:
        taken.append(args[0])

    event.listen(pool, "checkout", on_checkout)
    try:
        yield taken
    finally:
        event.remove(pool, "checkout", on_checkout)


async def _digest_of_new_text(http: httpx.AsyncClient, **headers: str) -> tuple[str, httpx.Response]:
    created = await http.post("/v1/transcriptions", json={"text": PATIENT}, headers=headers)
    assert created.status_code == 201, created.text
    tid = str(created.json()["id"])
    assert (await http.get(f"/digest/{tid}", params={"include_facts": "true"}, headers=headers)).status_code == 200
    stored = await http.get(f"/digest/{tid}", params={"include_facts": "true"}, headers=headers)  # cached now
    assert stored.status_code == 200 and stored.json()["generated"] is False
    return tid, stored


async def test_a_cached_digest_takes_no_pooled_connection_and_keeps_body_and_headers(
    make_settings: Callable[..., Settings],
) -> None:
    async with _client(make_settings()) as (app, http):
        tid, stored = await _digest_of_new_text(http)
        with _pool_checkouts(app) as taken:
            again = await http.get(f"/digest/{tid}?include_facts=TRUE", headers={"X-Request-ID": "req-42"})
            not_modified = await http.get(
                f"/digest/{tid}", params={"include_facts": "1"}, headers={"If-None-Match": stored.headers["etag"]}
            )
        assert taken == []  # only the run probe's own connection was asked
        assert again.status_code == 200 and again.content == stored.content
        assert again.headers["etag"] == stored.headers["etag"]
        assert again.headers["content-type"] == stored.headers["content-type"] == "application/json"
        assert again.headers["content-length"] == str(len(stored.content))
        assert again.headers["x-request-id"] == "req-42"
        assert not_modified.status_code == 304 and not_modified.content == b""
        assert not_modified.headers["etag"] == stored.headers["etag"] and not_modified.headers["x-request-id"]
        # a value the route refuses is still refused, cached or not
        assert_problem(await http.get(f"/digest/{tid}", params={"include_facts": "maybe"}), 422)
        assert_problem(await http.get(f"/digest/{tid}", params={"fact_version": "0.1"}), 422)
        metrics = (await http.get("/metrics")).text
    route = 'route="/digest/{transcription_id}"'
    served = [line for line in metrics.splitlines() if "_count" in line and route in line]
    assert any('status="304"' in line for line in served)  # the cached answers are counted like the route's


async def test_a_rerun_is_served_by_the_next_get(make_settings: Callable[..., Settings]) -> None:
    async with _client(make_settings()) as (_, http):
        tid, stored = await _digest_of_new_text(http)
        rerun = await http.post(f"/digest/{tid}/runs")
        assert rerun.status_code == 201
        after = await http.get(f"/digest/{tid}", params={"include_facts": "true"})
        assert after.json()["run_id"] == rerun.json()["run_id"] != stored.json()["run_id"]
        assert after.headers["etag"] != stored.headers["etag"]
        stale = await http.get(f"/digest/{tid}?include_facts=true", headers={"If-None-Match": stored.headers["etag"]})
        assert stale.status_code == 200 and stale.json()["run_id"] == rerun.json()["run_id"]


async def test_a_run_stored_by_another_process_is_served_by_the_next_get(
    make_settings: Callable[..., Settings],
) -> None:
    """Two apps on one database, each with its own cache: a re-run through one is what the other serves next."""
    async with _client(make_settings()) as (_, first), _client(make_settings()) as (_, second):
        tid, stored = await _digest_of_new_text(first)
        assert (await second.get(f"/digest/{tid}", params={"include_facts": "true"})).content == stored.content
        rerun = (await second.post(f"/digest/{tid}/runs")).json()
        after = await first.get(f"/digest/{tid}", params={"include_facts": "true"})
        assert after.json()["run_id"] == rerun["run_id"] != stored.json()["run_id"]


async def _key(db_path: Path, namespace: str) -> tuple[str, dict[str, str]]:
    engine = create_engine(sqlite_url(db_path))
    try:
        key, plain = await ApiKeyStore(engine).create(namespace)
    finally:
        await engine.dispose()
    return key.id, {"Authorization": f"Bearer {plain}"}


async def _revoke(db_path: Path, key_id: str) -> None:
    engine = create_engine(sqlite_url(db_path))  # as `factlayer keys revoke` would, from another process
    try:
        assert await ApiKeyStore(engine).revoke(key_id)
    finally:
        await engine.dispose()


async def test_cached_bytes_never_reach_another_namespace_a_revoked_key_or_no_key(
    make_settings: Callable[..., Settings], db_path: Path
) -> None:
    key_a, clinic_a = await _key(db_path, "clinic-a")
    _, clinic_b = await _key(db_path, "clinic-b")
    async with _client(make_settings(require_api_key=True)) as (app, http):
        tid, stored = await _digest_of_new_text(http, **clinic_a)
        with _pool_checkouts(app) as taken:
            assert (await http.get(f"/digest/{tid}?include_facts=true", headers=clinic_a)).content == stored.content
        assert taken == []
        assert_problem(await http.get(f"/digest/{tid}?include_facts=true", headers=clinic_b), 404)
        assert_problem(await http.get(f"/digest/{tid}?include_facts=true", headers={"X-API-Key": "flk_nope"}), 401)
        assert_problem(await http.get(f"/digest/{tid}?include_facts=true"), 401)
        await _revoke(db_path, key_a)
        assert_problem(await http.get(f"/digest/{tid}?include_facts=true", headers=clinic_a), 401)
