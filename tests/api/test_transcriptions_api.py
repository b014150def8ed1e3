"""Transcripts API: create, read back, list, and every failure as problem+json with nothing written."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
from alembic import command

from factlayer.api.app import create_app
from factlayer.config import Settings
from factlayer.storage.db import alembic_config
from tests.conftest import count_rows

PROBLEM = "application/problem+json"


def assert_problem(response: httpx.Response, status: int) -> dict[str, object]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body: dict[str, object] = response.json()
    assert body["status"] == status
    assert {"type", "title", "detail", "instance", "request_id"} <= body.keys()
    assert "Traceback" not in response.text
    return body


async def test_create_and_read_back(client: httpx.AsyncClient) -> None:
    response = await client.post("/v1/transcriptions", json={"text": "My name is John Smith.", "language": "en"})
    assert response.status_code == 201
    created = response.json()
    assert created["id"].startswith("tr_")
    assert created["status"] == "completed" and created["source_kind"] == "text"
    assert response.headers["location"] == f"/v1/transcriptions/{created['id']}"
    again = await client.get(f"/v1/transcriptions/{created['id']}")
    assert again.status_code == 200
    assert again.json()["text"] == "My name is John Smith."
    assert again.json()["language"] == "en"


async def test_list_is_paginated_newest_first(client: httpx.AsyncClient) -> None:
    ids = []
    for i in range(5):
        ids.append((await client.post("/v1/transcriptions", json={"text": f"Transcript {i}"})).json()["id"])
    first = (await client.get("/v1/transcriptions", params={"limit": 2})).json()
    assert [t["id"] for t in first["items"]] == ids[::-1][:2]
    second = (await client.get("/v1/transcriptions", params={"limit": 2, "cursor": first["next_cursor"]})).json()
    assert [t["id"] for t in second["items"]] == ids[::-1][2:4]
    third = (await client.get("/v1/transcriptions", params={"limit": 2, "cursor": second["next_cursor"]})).json()
    assert [t["id"] for t in third["items"]] == ids[:1]
    assert third["next_cursor"] is None


async def test_unknown_id_is_404_problem(client: httpx.AsyncClient) -> None:
    body = assert_problem(await client.get("/v1/transcriptions/tr_nope"), 404)
    assert "tr_nope" in str(body["detail"])


async def test_unknown_route_is_404_problem(client: httpx.AsyncClient) -> None:
    assert_problem(await client.get("/v1/nothing-here"), 404)


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"text": ""}, "text"),
        ({"text": "   \n\t "}, "text"),
        ({"text": 42}, "text"),
        ({"title": "no text"}, "text"),
        ({"text": "ok", "language": ["en"]}, "language"),
        ({"text": "ok", "unexpected": 1}, "unexpected"),
    ],
)
async def test_invalid_payloads_are_422_naming_the_field(
    client: httpx.AsyncClient, db_path: Path, payload: dict[str, object], field: str
) -> None:
    body = assert_problem(await client.post("/v1/transcriptions", json=payload), 422)
    assert field in str(body["detail"])
    assert any(e["field"] == field for e in body["errors"])  # type: ignore[attr-defined]
    assert count_rows(db_path, "transcriptions") == 0


async def test_malformed_json_is_422(client: httpx.AsyncClient, db_path: Path) -> None:
    response = await client.post(
        "/v1/transcriptions", content=b'{"text": "unterminated', headers={"content-type": "application/json"}
    )
    assert_problem(response, 422)
    assert count_rows(db_path, "transcriptions") == 0


async def test_text_over_the_limit_is_413_and_nothing_is_written(
    make_settings: Callable[..., Settings], db_path: Path
) -> None:
    app = create_app(make_settings(max_text_chars=100))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as http:
            body = assert_problem(await http.post("/v1/transcriptions", json={"text": "x" * 101}), 413)
            assert "100" in str(body["detail"])
            # Far over: refused from Content-Length before the body is read.
            assert_problem(await http.post("/v1/transcriptions", json={"text": "x" * 200_000}), 413)
            assert (await http.post("/v1/transcriptions", json={"text": "x" * 100})).status_code == 201
    assert count_rows(db_path, "transcriptions") == 1


async def test_chunked_body_over_the_limit_is_413(make_settings: Callable[..., Settings]) -> None:
    app = create_app(make_settings(max_text_chars=100))

    async def chunks() -> object:
        for _ in range(100):
            yield b"x" * 1024

    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as http:
            response = await http.post(
                "/v1/transcriptions", content=chunks(), headers={"content-type": "application/json"}
            )
    assert_problem(response, 413)


async def test_unexpected_error_is_500_without_internals(app: object, client: httpx.AsyncClient) -> None:
    from fastapi import FastAPI

    assert isinstance(app, FastAPI)

    async def explode() -> None:
        raise RuntimeError("secret internal detail")

    app.add_api_route("/test-only/explode", explode)
    response = await client.get("/test-only/explode", headers={"X-Request-ID": "req-123"})
    body = assert_problem(response, 500)
    assert body["request_id"] == "req-123"
    assert response.headers["x-request-id"] == "req-123"
    assert "secret" not in response.text


async def test_health_ready_and_docs(client: httpx.AsyncClient) -> None:
    assert (await client.get("/healthz")).json() == {"status": "ok"}
    ready = await client.get("/readyz")
    assert ready.status_code == 200 and ready.json()["status"] == "ready"
    docs = await client.get("/docs")
    assert docs.status_code == 200 and "swagger" in docs.text.lower()


async def test_an_empty_database_gets_the_schema_at_startup(
    make_settings: Callable[..., Settings], tmp_path: Path
) -> None:
    # A fresh volume (`docker run`, uvicorn by hand) must not die on "no such table" with the workers running.
    empty = tmp_path / "empty.db"
    app = create_app(make_settings(database_url=f"sqlite+aiosqlite:///{empty}", run_workers=True))
    transport = httpx.ASGITransport(app=app)
    async with app.router.lifespan_context(app), httpx.AsyncClient(transport=transport, base_url="http://t") as http:
        ready = await http.get("/readyz")
        created = await http.post("/v1/transcriptions", json={"text": "Patient: I take ibuprofen twice a day."})
    assert ready.status_code == 200, ready.text
    assert ready.json()["schema_revision"] == ready.json()["head_revision"] is not None
    assert created.status_code in (201, 202), created.text


async def test_readyz_is_503_on_a_database_behind_head(make_settings: Callable[..., Settings], tmp_path: Path) -> None:
    # An existing schema at an older revision is the operator's to upgrade (`make migrate`): not touched.
    behind = tmp_path / "behind.db"
    command.upgrade(alembic_config(f"sqlite+aiosqlite:///{behind}"), "0004_extraction_runs")
    app = create_app(make_settings(database_url=f"sqlite+aiosqlite:///{behind}"))
    transport = httpx.ASGITransport(app=app)
    async with app.router.lifespan_context(app), httpx.AsyncClient(transport=transport, base_url="http://t") as http:
        response = await http.get("/readyz")
    assert response.status_code == 503
    assert response.json()["schema_revision"] == "0004_extraction_runs"


async def test_every_schema_in_the_openapi_document_has_an_example(client: httpx.AsyncClient) -> None:
    spec = (await client.get("/openapi.json")).json()
    framework = {"HTTPValidationError", "ValidationError"}
    missing = [
        name
        for name, schema in spec["components"]["schemas"].items()
        if name not in framework and "enum" not in schema and "examples" not in schema
    ]
    assert missing == []


async def test_audit_verify_endpoint(client: httpx.AsyncClient) -> None:
    await client.post("/v1/transcriptions", json={"text": "One."})
    await client.post("/v1/transcriptions", json={"text": "Two."})
    report = (await client.get("/v1/audit/verify")).json()
    # since 0007 the report also covers the rows (each checked against its audit entry) and the key
    assert report == {
        "status": "ok",
        "entries": 2,
        "first_broken_seq": None,
        "reason": None,
        "keyed": False,
        "rows_checked": 2,
        "rows_unchecked": 0,
        "problems": [],
        "checkpoint": None,
    }


async def test_audit_verify_against_a_checkpoint_and_a_body_that_is_none(client: httpx.AsyncClient) -> None:
    await client.post("/v1/transcriptions", json={"text": "One."})
    checkpoint = (await client.post("/v1/audit/checkpoint")).json()
    held = (await client.post("/v1/audit/verify", json=checkpoint)).json()
    assert held["status"] == "ok" and held["checkpoint"] == f"matches entry {checkpoint['seq']}"
    # a new user's walk: {} answered 200 "broken" — the chain was fine, the body was no checkpoint
    for body in ({}, {"format": "something else", "seq": 1}, {"format": checkpoint["format"], "seq": "1"}):
        response = await client.post("/v1/audit/verify", json=body)
        assert_problem(response, 422)
        assert [e["field"] for e in response.json()["errors"]] == ["format"]
