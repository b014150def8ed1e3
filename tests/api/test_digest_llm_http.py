"""The digest with an OpenAI-compatible provider, at the HTTP boundary.

``fake_llm_server`` is an ``httpx2.MockTransport`` handler playing the model server (the one boundary a
test cannot always run here; tests marked ``llm`` use the real llama.cpp server). It proposes good
facts *and* planted hallucinations; the pipeline must store only what the transcript supports.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import httpx2
import pytest

from factlayer.api.app import create_app
from factlayer.config import Settings
from tests.api.test_transcriptions_api import assert_problem

TRANSCRIPT = (
    "Patient: Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever. "
    "I take ibuprofen twice a day."
)
PROPOSALS = [
    ("The patient's name is John Smith.", "my name is John Smith", True),
    ("John Smith has had a headache since Monday.", "I've had a headache since Monday", True),
    ("John Smith takes ibuprofen twice a day.", "I take ibuprofen twice a day.", True),
    ("The patient does not have a fever.", "I don't have a fever", True),
    # planted hallucinations: the model may propose them; the pipeline must not store them
    ("The patient has a fever.", "I don't have a fever", False),
    ("The patient's name is Dr. Johnson.", "my name is John Smith", False),
    ("John Smith takes ibuprofen four times a day.", "I take ibuprofen twice a day.", False),
    ("The patient has had a headache since Friday.", "I've had a headache since Monday", False),
    ("The patient is allergic to penicillin.", "I take ibuprofen", False),
]


def _completion(request: httpx2.Request, content: dict[str, Any]) -> httpx2.Response:
    body = {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 1,
        "model": "fake-model",
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": json.dumps(content)}, "finish_reason": "stop"}
        ],
        "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
    }
    return httpx2.Response(200, json=body, request=request)


def fake_llm_server(requests: list[dict[str, Any]]) -> Callable[[httpx2.Request], httpx2.Response]:
    def handle(request: httpx2.Request) -> httpx2.Response:
        payload = json.loads(request.content)
        requests.append(payload)
        system = payload["messages"][0]["content"]
        if "extract memorable facts" in system:
            extractions = [
                {"text": t, "type": "USER_FACT", "confidence": 0.95, "reasoning": "stated", "quote": q}
                for t, q, _ in PROPOSALS
            ]
            return _completion(request, {"extractions": extractions})
        if "Chain of Density" in system:
            step = {"missing_entities": ["John Smith"], "denser_summary": "John Smith has a headache."}
            return _completion(request, {"steps": [step]})
        return _completion(request, {"label": "neutral"})

    return handle


@pytest.fixture
def llm_settings(make_settings: Callable[..., Settings]) -> Settings:
    return make_settings(llm={"provider": "openai", "base_url": "http://llm.test/v1", "model": "fake-model"})


async def _client_for(settings: Settings, handler: Callable[[httpx2.Request], httpx2.Response]) -> AsyncIterator[Any]:
    llm_http = httpx2.AsyncClient(transport=httpx2.MockTransport(handler))
    app = create_app(settings, llm_http_client=llm_http)
    transport = httpx.ASGITransport(app=app)
    async with app.router.lifespan_context(app), httpx.AsyncClient(transport=transport, base_url="http://t") as http:
        yield http


async def test_llm_proposals_are_proven_or_rejected(llm_settings: Settings) -> None:
    requests: list[dict[str, Any]] = []
    async for http in _client_for(llm_settings, fake_llm_server(requests)):
        tid = (await http.post("/v1/transcriptions", json={"text": TRANSCRIPT})).json()["id"]
        digest = (await http.get(f"/digest/{tid}", params={"include_facts": "true"})).json()
        rejections = (await http.get(f"/v1/transcriptions/{tid}/rejections")).json()
    assert digest["provider"] == "openai:fake-model" and digest["summary_method"] == "cod"
    assert digest["summary"] == "John Smith has a headache."
    stored = {f["fact_text"] for f in digest["facts"]}
    rejected = {r["candidate_text"] for r in rejections}
    for text, _, supported in PROPOSALS:
        assert (text in stored) is supported, (text, stored, rejections)
        assert (text in rejected) is not supported
    for fact in digest["facts"]:
        span = fact["source_span"]
        assert TRANSCRIPT[span["start_char"] : span["end_char"]] == span["text"]
        assert fact["extraction_method"] == "llm"
    assert any(m["role"] == "user" and TRANSCRIPT in m["content"] for m in requests[0]["messages"])


async def test_llm_down_is_503_and_nothing_is_stored(llm_settings: Settings) -> None:
    def refuse(request: httpx2.Request) -> httpx2.Response:
        raise httpx2.ConnectError("connection refused", request=request)

    async for http in _client_for(
        llm_settings.model_copy(update={"llm": llm_settings.llm.model_copy(update={"max_retries": 0})}), refuse
    ):
        tid = (await http.post("/v1/transcriptions", json={"text": TRANSCRIPT})).json()["id"]
        body = assert_problem(await http.get(f"/digest/{tid}"), 503)
        # the internal address is logged, never shown to clients (issue 16)
        assert "llm.test" not in str(body["detail"]) and "base_url" not in body
        assert (await http.get(f"/v1/transcriptions/{tid}/facts")).json() == []
        assert (await http.get("/v1/audit/verify")).json()["entries"] == 1  # only the transcription
