"""API keys (FACTLAYER_REQUIRE_API_KEY=true): strangers get 401, non-admins 403 on audit, health stays
open, and two keys in two namespaces never see each other's transcripts, digests or facts."""

from __future__ import annotations

import base64
import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import closing
from pathlib import Path

import httpx
import pytest

from factlayer.api.app import create_app
from factlayer.config import Settings
from factlayer.storage.api_keys import ApiKeyStore
from factlayer.storage.db import create_engine
from tests.api.test_transcriptions_api import assert_problem
from tests.conftest import sqlite_url

PATIENT = (
    "Doctor: What brings you in today?\n"
    "Patient: Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever. "
    "I take ibuprofen twice a day."
)


async def _key(db_path: Path, namespace: str, *, admin: bool = False) -> dict[str, str]:
    engine = create_engine(sqlite_url(db_path))
    try:
        _, plain = await ApiKeyStore(engine).create(namespace, admin=admin)
    finally:
        await engine.dispose()
    return {"Authorization": f"Bearer {plain}"}


@pytest.fixture
async def locked(make_settings: Callable[..., Settings]) -> AsyncIterator[httpx.AsyncClient]:
    """The app with API keys required."""
    app = create_app(make_settings(require_api_key=True))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://factlayer.test") as http:
            yield http


async def test_keys_are_off_by_default(client: httpx.AsyncClient) -> None:
    assert (await client.post("/v1/transcriptions", json={"text": "Hello."})).status_code == 201
    assert (await client.get("/v1/audit/verify")).status_code == 200


async def test_strangers_get_401_problem_json(locked: httpx.AsyncClient) -> None:
    for request in (
        locked.build_request("GET", "/v1/transcriptions"),
        locked.build_request("POST", "/v1/transcriptions", json={"text": "Hello."}),
        locked.build_request("POST", "/v1/verify", json={"claim": "x is y", "source_text": "x is y"}),
        locked.build_request("GET", "/v1/audit/verify"),
        locked.build_request("GET", "/v1/transcriptions", headers={"Authorization": "Bearer flk_not-a-key"}),
        locked.build_request("GET", "/v1/transcriptions", headers={"X-API-Key": "flk_not-a-key"}),
    ):
        response = await locked.send(request)
        assert_problem(response, 401)
        challenges = response.headers.get_list("www-authenticate")
        assert [c.split()[0] for c in challenges] == ["Bearer", "Basic"]  # one per line, as browsers read them


def _basic(user: str, password: str) -> dict[str, str]:
    return {"Authorization": "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()}


async def test_a_browser_logs_in_to_the_pages_with_the_key_as_basic_password(
    locked: httpx.AsyncClient, db_path: Path
) -> None:
    """The HTML pages cannot send a Bearer header: a browser answers the Basic challenge with what the user
    typed in its login prompt (any user name, the key as the password) and resends it with every request."""
    bearer = await _key(db_path, "clinic-a")
    plain = bearer["Authorization"].removeprefix("Bearer ")
    created = await locked.post("/v1/transcriptions", json={"text": PATIENT}, headers=bearer)
    tid = created.json()["id"]
    page = f"/digest/{tid}/view"

    assert_problem(await locked.get(page), 401)
    for wrong in (_basic("me", "flk_not-a-key"), {"Authorization": "Basic not-base64!"}, _basic("", "")):
        assert_problem(await locked.get(page, headers=wrong), 401)
    for user in ("me", ""):
        shown = await locked.get(page, headers=_basic(user, plain))
        assert shown.status_code == 200 and "text/html" in shown.headers["content-type"]
        assert "ibuprofen" in shown.text
    # the key's namespace still scopes what Basic opens: another namespace's key sees no such transcription
    other = (await _key(db_path, "clinic-b"))["Authorization"].removeprefix("Bearer ")
    assert (await locked.get(page, headers=_basic("me", other))).status_code == 404
    # the JSON API and the cached digest path read the same credentials
    digest = await locked.get(f"/digest/{tid}", headers=_basic("me", plain))
    again = await locked.get(f"/digest/{tid}", headers=_basic("me", plain))
    assert digest.status_code == again.status_code == 200 and digest.json() == again.json()


async def test_health_stays_open_for_get_and_head(locked: httpx.AsyncClient) -> None:
    for method in ("GET", "HEAD"):
        assert (await locked.request(method, "/healthz")).status_code == 200
        assert (await locked.request(method, "/readyz")).status_code == 200


async def test_audit_endpoints_need_an_admin_key(locked: httpx.AsyncClient, db_path: Path) -> None:
    user, admin = await _key(db_path, "clinic-a"), await _key(db_path, "clinic-a", admin=True)
    assert (await locked.post("/v1/transcriptions", json={"text": "Hello."}, headers=user)).status_code == 201
    assert_problem(await locked.get("/v1/audit/verify", headers=user), 403)
    assert_problem(await locked.post("/v1/audit/checkpoint", headers=user), 403)
    report = await locked.get("/v1/audit/verify", headers=admin)
    assert report.status_code == 200 and report.json()["status"] == "ok"


async def test_a_revoked_key_stops_working(locked: httpx.AsyncClient, db_path: Path) -> None:
    engine = create_engine(sqlite_url(db_path))
    store = ApiKeyStore(engine)
    key, plain = await store.create("clinic-a")
    headers = {"X-API-Key": plain}
    assert (await locked.get("/v1/transcriptions", headers=headers)).status_code == 200
    assert await store.revoke(key.id)
    await engine.dispose()
    assert_problem(await locked.get("/v1/transcriptions", headers=headers), 401)


async def test_two_namespaces_never_read_each_other(locked: httpx.AsyncClient, db_path: Path) -> None:
    a, b = await _key(db_path, "clinic-a"), await _key(db_path, "clinic-b")
    created = await locked.post("/v1/transcriptions", json={"text": PATIENT}, headers=a)
    assert created.status_code == 201
    tid = created.json()["id"]
    digest = await locked.get(f"/digest/{tid}", params={"include_facts": "true"}, headers=a)
    assert digest.status_code == 200 and digest.json()["facts"]
    fact_id = digest.json()["facts"][0]["fact_id"]
    run_id = digest.json()["run_id"]

    # the owner reads everything
    own = [
        await locked.get(f"/v1/transcriptions/{tid}", headers=a),
        await locked.get(f"/v1/transcriptions/{tid}/facts", headers=a),
        await locked.get(f"/v1/transcriptions/{tid}/rejections", headers=a),
        await locked.get(f"/v1/facts/{fact_id}", headers=a),
        await locked.post("/v1/verify", json={"claim": "I take ibuprofen.", "transcription_id": tid}, headers=a),
    ]
    assert [r.status_code for r in own] == [200] * len(own)
    assert [t["id"] for t in (await locked.get("/v1/transcriptions", headers=a)).json()["items"]] == [tid]

    # the other namespace reads nothing: every path answers as if the rows did not exist
    cross = [
        await locked.get(f"/v1/transcriptions/{tid}", headers=b),
        await locked.get(f"/v1/transcriptions/{tid}/segments", headers=b),
        await locked.get(f"/v1/transcriptions/{tid}/words", headers=b),
        await locked.get(f"/v1/transcriptions/{tid}/facts", headers=b),
        await locked.get(f"/v1/transcriptions/{tid}/rejections", headers=b),
        await locked.get(f"/v1/transcriptions/{tid}/facts", params={"run_id": run_id}, headers=b),
        await locked.get(f"/digest/{tid}", headers=b),
        await locked.get(f"/digest/{tid}", params={"include_facts": "true"}, headers=b),
        await locked.post(f"/digest/{tid}/runs", headers=b),
        await locked.get(f"/v1/facts/{fact_id}", headers=b),
        await locked.post("/v1/verify", json={"claim": "I take ibuprofen.", "transcription_id": tid}, headers=b),
        await locked.post(
            "/v1/verify/batch", json={"claims": ["I take ibuprofen."], "transcription_ids": [tid]}, headers=b
        ),
    ]
    leaked = [
        r.request.url.path
        for r in cross
        if r.status_code != 404 or "ibuprofen" in r.text.replace("I take ibuprofen.", "")
    ]
    assert leaked == []
    for response in cross:
        assert_problem(response, 404)
    assert (await locked.get("/v1/transcriptions", headers=b)).json()["items"] == []


async def test_rows_are_written_in_the_callers_namespace(locked: httpx.AsyncClient, db_path: Path) -> None:
    a = await _key(db_path, "clinic-a")
    tid = (await locked.post("/v1/transcriptions", json={"text": PATIENT}, headers=a)).json()["id"]
    assert (await locked.get(f"/digest/{tid}", headers=a)).status_code == 200
    with closing(sqlite3.connect(db_path)) as conn:
        namespaces = {
            table: {r[0] for r in conn.execute(f"SELECT namespace FROM {table}")}
            for table in ("transcriptions", "facts", "rejected_candidates")
        }
    assert namespaces["transcriptions"] == namespaces["facts"] == {"clinic-a"}
    assert namespaces["rejected_candidates"] <= {"clinic-a"}


async def test_error_table_400_and_405_are_problem_json(client: httpx.AsyncClient) -> None:
    """The README's error table lists 400 (a multipart body that does not parse) and 405 (wrong method)."""
    broken = await client.post(
        "/v1/transcriptions", content=b"--x\r\nnot a part", headers={"content-type": "multipart/form-data; boundary=x"}
    )
    assert_problem(broken, 400)
    wrong_method = await client.delete("/v1/transcriptions")
    assert_problem(wrong_method, 405)
    # RFC 9110: a 405 lists every method the resource has, not only the first route's (GET lists, POST stores)
    assert wrong_method.headers["allow"] == "GET, HEAD, POST"
    assert (await client.put("/healthz")).headers["allow"] == "GET, HEAD"


async def test_head_is_answered_wherever_get_is(client: httpx.AsyncClient) -> None:
    """``curl -I`` and uptime monitors: a HEAD gets the GET's status and headers, without the body."""
    tid = (await client.post("/v1/transcriptions", json={"text": "Doctor: Do you smoke?\nPatient: No."})).json()["id"]
    for path in (f"/v1/transcriptions/{tid}", "/v1/transcriptions", "/openapi.json", f"/digest/{tid}"):
        await client.get(path)  # the digest's first GET generates it; the next ones read the stored run
        got, head = await client.get(path), await client.head(path)
        assert (head.status_code, head.content) == (got.status_code, b""), path
        assert head.headers["content-type"] == got.headers["content-type"], path
        assert head.headers["content-length"] == str(len(got.content)), path
    missing = await client.head("/v1/transcriptions/tr_nothing_here")
    assert (missing.status_code, missing.headers["content-type"]) == (404, "application/problem+json")
    assert (await client.head("/v1/verify")).status_code == 405  # POST only: no GET, so no HEAD


async def test_a_post_only_sibling_of_a_fact_id_route_answers_405(client: httpx.AsyncClient) -> None:
    """``/v1/facts/search`` takes POST only; a GET or HEAD there was read as ``GET /v1/facts/{fact_id}`` with
    the id "search" and answered 404 "fact search does not exist"."""
    for method in ("GET", "HEAD", "PUT"):
        wrong = await client.request(method, "/v1/facts/search")
        assert (wrong.status_code, wrong.headers["allow"]) == (405, "POST"), method
    assert_problem(await client.get("/v1/facts/search"), 405)
    assert_problem(await client.get("/v1/facts/fact_nothing_here"), 404)  # an id is still looked up


async def test_the_app_signs_audit_entries_with_the_configured_key(
    make_settings: Callable[..., Settings], db_path: Path
) -> None:
    app = create_app(make_settings(audit_key="kept-outside-the-database"))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://factlayer.test") as http:
            tid = (await http.post("/v1/transcriptions", json={"text": PATIENT})).json()["id"]
            assert (await http.get(f"/digest/{tid}")).status_code == 200  # a run, facts and rejections
            report = (await http.get("/v1/audit/verify")).json()
    assert (report["status"], report["keyed"], report["rows_unchecked"]) == ("ok", True, 0)
    with closing(sqlite3.connect(db_path)) as conn:
        unsigned = conn.execute("SELECT count(*) FROM audit_log WHERE mac IS NULL").fetchone()[0]
        total = conn.execute("SELECT count(*) FROM audit_log").fetchone()[0]
    assert (unsigned, report["entries"]) == (0, total)
    assert total >= 3


async def test_memory_reads_stay_in_the_callers_namespace(locked: httpx.AsyncClient, db_path: Path) -> None:
    """Search, what-held lists and history: the key's namespace by default; another one is refused."""
    a, b = await _key(db_path, "clinic-a"), await _key(db_path, "clinic-b")
    tid = (await locked.post("/v1/transcriptions", json={"text": PATIENT}, headers=a)).json()["id"]
    facts = (await locked.get(f"/digest/{tid}", params={"include_facts": "true"}, headers=a)).json()["facts"]
    fact_id = facts[0]["fact_id"]

    found = await locked.post("/v1/facts/search", json={"query": "ibuprofen"}, headers=a)
    assert found.status_code == 200 and found.json()["results"], found.text
    assert (await locked.get("/v1/facts", headers=a)).json()["facts"]
    assert (await locked.get(f"/v1/facts/{fact_id}/history", headers=a)).status_code == 200

    assert (await locked.post("/v1/facts/search", json={"query": "ibuprofen"}, headers=b)).json()["results"] == []
    assert (await locked.get("/v1/facts", headers=b)).json()["facts"] == []
    assert_problem(await locked.get(f"/v1/facts/{fact_id}/history", headers=b), 404)
    for asked in (
        await locked.post("/v1/facts/search", json={"query": "ibuprofen", "namespace": "clinic-a"}, headers=b),
        await locked.get("/v1/facts", params={"namespace": "clinic-a"}, headers=b),
    ):
        assert_problem(asked, 422)
        assert "ibuprofen" not in asked.text
