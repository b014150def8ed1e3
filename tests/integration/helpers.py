"""Helpers for tests that run the app with its workers (real Whisper)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx

from factlayer.api.app import create_app
from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.config import Settings
from tests.conftest import TEST_DATA


@asynccontextmanager
async def running(settings: Settings, transcriber: WhisperTranscriber | None) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings, transcriber=transcriber)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://factlayer.test") as http:
            yield http


async def upload(http: httpx.AsyncClient, name: str, **fields: str) -> httpx.Response:
    content = (TEST_DATA / name).read_bytes()
    return await http.post("/v1/transcriptions", files={"file": (name, content)}, data=fields)


async def wait_done(http: httpx.AsyncClient, transcription_id: str) -> dict[str, Any]:
    response = await http.get(f"/v1/transcriptions/{transcription_id}", params={"wait": "true", "timeout_s": 120})
    body: dict[str, Any] = response.json()
    assert body["status"] in ("completed", "failed"), body
    return body
