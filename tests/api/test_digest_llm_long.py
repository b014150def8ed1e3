"""The LLM digest path over a long transcript (chunked extraction) and with CoVe answered by the model,
at the HTTP boundary (``httpx2.MockTransport`` plays the model server, as in test_digest_llm_http)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx2

from factlayer.config import Settings
from factlayer.digest.llm_adapters import CHUNK_CHARS
from tests.api.test_digest_llm_http import _client_for, _completion

FILLER = "Doctor: We talked about the weather and the drive over here for a while. "
HEAD = "Patient: I take ibuprofen twice a day. "
TAIL = "Patient: My sister lives in Boston. "


def _long_transcript() -> str:
    middle = FILLER * (CHUNK_CHARS // len(FILLER) + 5)
    return HEAD + middle + TAIL


def _server(requests: list[dict[str, Any]]) -> Callable[[httpx2.Request], httpx2.Response]:
    def handle(request: httpx2.Request) -> httpx2.Response:
        payload = json.loads(request.content)
        requests.append(payload)
        system, user = payload["messages"][0]["content"], payload["messages"][-1]["content"]
        if "extract memorable facts" in system:
            found = [q for q in ("I take ibuprofen twice a day.", "My sister lives in Boston.") if q in user]
            extractions = [
                {"text": q, "type": "USER_FACT", "confidence": 0.9, "reasoning": "stated", "quote": q} for q in found
            ]
            extractions.append({"text": "  ", "type": "USER_FACT", "confidence": 0.9, "reasoning": "", "quote": ""})
            return _completion(request, {"extractions": extractions})
        if "Chain of Density" in system:
            return _completion(request, {"steps": [{"missing_entities": [], "denser_summary": "A visit."}]})
        if "You answer a QUESTION using ONLY the SOURCE" in system:
            quote = "I take ibuprofen twice a day" if "ibuprofen" in user else ""  # Boston: not stated
            answer = {"answer": "yes" if quote else "not stated", "quote": quote, "stated": bool(quote)}
            return _completion(request, answer)
        return _completion(request, {"label": "neutral"})

    return handle


async def test_a_long_transcript_is_extracted_in_overlapping_chunks(make_settings: Callable[..., Settings]) -> None:
    settings = make_settings(llm={"provider": "openai", "base_url": "http://llm.test/v1", "model": "fake-model"})
    text = _long_transcript()
    requests: list[dict[str, Any]] = []
    async for http in _client_for(settings, _server(requests)):
        tid = (await http.post("/v1/transcriptions", json={"text": text})).json()["id"]
        digest = (await http.get(f"/digest/{tid}", params={"include_facts": "true"})).json()
    extraction_calls = [r for r in requests if "extract memorable facts" in r["messages"][0]["content"]]
    assert len(extraction_calls) >= 2  # the transcript does not fit one chunk
    assert all(len(r["messages"][-1]["content"]) < CHUNK_CHARS + 2000 for r in extraction_calls)
    assert {f["fact_text"] for f in digest["facts"]} == {"I take ibuprofen twice a day.", "My sister lives in Boston."}


async def test_cove_questions_are_answered_by_the_model_from_the_source(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings(
        enable_cove=True, llm={"provider": "openai", "base_url": "http://llm.test/v1", "model": "fake-model"}
    )
    requests: list[dict[str, Any]] = []
    async for http in _client_for(settings, _server(requests)):
        tid = (await http.post("/v1/transcriptions", json={"text": HEAD + TAIL})).json()["id"]
        digest = (await http.get(f"/digest/{tid}", params={"include_facts": "true"})).json()
        rejections = (await http.get(f"/v1/transcriptions/{tid}/rejections")).json()
    answers = [r for r in requests if "You answer a QUESTION" in r["messages"][0]["content"]]
    assert answers and all("SOURCE:" in r["messages"][-1]["content"] for r in answers)
    stored = {f["fact_text"]: f for f in digest["facts"]}
    assert "I take ibuprofen twice a day." in stored
    assert any(v["validator"] == "cove" and v["passed"] for v in stored["I take ibuprofen twice a day."]["validation"])
    assert all(r["candidate_text"] != "I take ibuprofen twice a day." for r in rejections)
    (boston,) = [r for r in rejections if r["candidate_text"] == "My sister lives in Boston."]
    assert boston["reason"] == "cove_not_stated"  # the model did not confirm it: dropped below the threshold
