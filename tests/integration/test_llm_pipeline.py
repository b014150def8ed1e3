"""The whole digest pipeline with the real local model (llama.cpp server, Qwen2.5-Coder 1.5B) proposing.

Needs ``make llm``; skips with the reason otherwise. The model only proposes: whatever it says, a
stored fact must slice the transcript exactly and must not contradict it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest

from factlayer.api.app import create_app
from factlayer.config import Settings
from factlayer.llm import model_parts
from tests.integration.test_llm_local import llama_server  # noqa: F401  (the session's server fixture)

pytestmark = pytest.mark.llm

TRANSCRIPT = (
    "Doctor: What brings you in today?\n"
    "Patient: Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever. "
    "I take ibuprofen twice a day."
)


async def test_digest_with_the_local_model(llama_server: str, make_settings: Callable[..., Settings]) -> None:  # noqa: F811
    settings = make_settings(
        llm={
            "provider": "openai",
            "base_url": llama_server,
            "model": model_parts.selected_model().alias,
            "json_mode": "none",
            "propose": "llm",
            "timeout_s": 600,
            "max_retries": 0,
        }
    )
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app)
    async with app.router.lifespan_context(app), httpx.AsyncClient(transport=transport, base_url="http://t") as http:
        tid = (await http.post("/v1/transcriptions", json={"text": TRANSCRIPT})).json()["id"]
        response = await http.get(f"/digest/{tid}", params={"include_facts": "true"}, timeout=1800)
        assert response.status_code == 200, response.text
        digest: dict[str, Any] = response.json()
        rejections = (await http.get(f"/v1/transcriptions/{tid}/rejections")).json()
    assert digest["provider"] == f"openai:{model_parts.selected_model().alias}"
    # every candidate is stored or rejected; rejections also hold unproven summary sentences and chunk gaps
    counts = digest["counts"]
    assert counts["facts"] + counts["rejected"] >= counts["candidates"] > 0
    assert len(rejections) == counts["rejected"]
    candidates_rejected = [
        r for r in rejections if r["reason"] != "chunk_failed" and not (r["detail"] or "").startswith("summary: ")
    ]
    assert counts["facts"] + len(candidates_rejected) == counts["candidates"], rejections
    assert digest["facts"], rejections
    for fact in digest["facts"]:
        span = fact["source_span"]
        assert TRANSCRIPT[span["start_char"] : span["end_char"]] == span["text"]
        assert fact["extraction_method"] == "llm"
        text = fact["fact_text"].lower()
        if "fever" in text:
            assert any(neg in text for neg in ("not", "no ", "n't", "without")), fact
