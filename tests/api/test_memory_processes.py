"""Two service processes on one database (two API processes, or an API process beside a ``factlayer
worker``): each keeps a copy of a namespace's memory, and a copy read before the other process wrote must
not hide what it wrote — not from search, not from the merge rules.

Two apps with their own lifespans (engines, memory services, caches) on one migrated SQLite file stand in
for the two processes; everything between them goes through the database, as it would between processes.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx

from factlayer.api.app import create_app
from factlayer.config import Settings
from tests.api.test_memory_api import remember, search


@asynccontextmanager
async def _process(settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://factlayer.test") as http:
            yield http


async def test_a_process_sees_facts_another_process_remembered_after_it_read(settings: Settings) -> None:
    async with _process(settings) as first, _process(settings) as second:
        await remember(first, "Alice: I live in Boston.\nBob: Nice.", "alice", "2024-01-01T10:00:00Z")
        # the second process reads the namespace now (its copy holds Boston) ...
        assert any("Boston" in r["fact"]["fact_text"] for r in await search(second, "Where does Alice live?", "alice"))

        # ... then the first process remembers more; the second must see it on its next read
        dog = "Alice: I adopted a rescue dog named Biscuit.\nBob: Cute."
        await remember(first, dog, "alice", "2024-02-01T10:00:00Z")
        found = await search(second, "Which dog did Alice adopt?", "alice")
        assert any("Biscuit" in r["fact"]["fact_text"] for r in found)

        # and its merge rules see the other process's facts: a new city supersedes the one stored by the first
        await remember(second, "Alice: I live in Denver.\nBob: Nice.", "alice", "2024-03-01T10:00:00Z")
        for process in (first, second):
            params = {"namespace": "alice", "subject": "Alice"}
            now = (await process.get("/v1/facts", params=params)).json()["facts"]
            then = (await process.get("/v1/facts", params=params | {"as_of": "2024-02-15T00:00:00Z"})).json()["facts"]
            assert [f["fact_text"] for f in now if "live" in f["fact_text"]] == ["Alice lives in Denver."]
            assert [f["fact_text"] for f in then if "live" in f["fact_text"]] == ["Alice lives in Boston."]
