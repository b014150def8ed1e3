"""A fact is validated once, when the digest stores it, with the configured length bounds: the memory API shows it
as stored. Building the memory view used to revalidate the fact without the settings, so a fact the settings allow
but the model's default bounds (10..500 characters) do not made every memory route that showed it fail (500)."""

from __future__ import annotations

from collections.abc import Callable

import httpx

from factlayer.api.app import create_app
from factlayer.config import Settings
from tests.api.test_digest_settings import LONG, LONG_SENTENCE


async def test_a_long_fact_the_settings_allow_is_shown_by_every_memory_route(
    make_settings: Callable[..., Settings],
) -> None:
    app = create_app(make_settings(fact_extraction_max_length=1000))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://factlayer.test") as http:
            created = await http.post("/v1/transcriptions", json={"text": LONG, "namespace": "farm"})
            digest = (await http.get(f"/digest/{created.json()['id']}", params={"include_facts": "true"})).json()
            (long_fact,) = [f for f in digest["facts"] if len(f["fact_text"]) > 500]
            assert "stone farmhouse" in long_fact["fact_text"] and len(LONG_SENTENCE) < 1000

            listed = await http.get("/v1/facts", params={"namespace": "farm"})
            assert listed.status_code == 200, listed.text
            assert long_fact["fact_id"] in [f["fact_id"] for f in listed.json()["facts"]]

            found = await http.post("/v1/facts/search", json={"query": "stone farmhouse", "namespace": "farm"})
            assert found.status_code == 200, found.text
            assert long_fact["fact_id"] in [r["fact"]["fact_id"] for r in found.json()["results"]]

            history = await http.get(f"/v1/facts/{long_fact['fact_id']}/history")
            assert history.status_code == 200, history.text
            assert history.json()["fact"]["fact_text"] == long_fact["fact_text"]
