"""The fact benchmark's one adapter (bench/facts_checker.check) answers what POST /v1/verify answers.

If the endpoint moves to another engine and the adapter is not changed with it, the benchmark would measure the
wrong thing; this test catches that on a spread of real records (each kind, both labels, every dataset).
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import httpx
from bench.facts_checker import check
from bench.facts_data import REPO, load_facts, resolve_source


def _sample() -> list[dict[str, object]]:
    records = load_facts()
    picked: dict[tuple[str, str, str], dict[str, object]] = {}
    for record in records:
        key = (record["kind"], record["label"], record["source_ref"]["dataset"])
        picked.setdefault(key, record)
    return list(picked.values())[::3]


async def test_adapter_verdict_equals_the_endpoint(client: httpx.AsyncClient) -> None:
    shared = Path(os.environ.get("FACTLAYER_SHARED_DIR", REPO.parent / "shared"))
    sample = _sample()
    assert len(sample) >= 10
    for record in sample:
        source = resolve_source(record, shared)
        claim = str(record["claim"])
        verdict, confidence = await asyncio.to_thread(check, claim, source)
        response = await client.post("/v1/verify", json={"claim": claim, "source_text": source})
        assert response.status_code == 200, response.text
        body = response.json()
        assert (verdict, round(confidence, 4)) == (body["verdict"], round(body["confidence"], 4)), record["id"]
