"""POST /v1/verify with the LLM judge switched on, at the HTTP boundary.

The model server is faked with an ``httpx2.MockTransport`` handler (the boundary a unit test cannot run;
the ``llm`` tests and ``make eval-llm`` use the real llama.cpp server). It answers the yes/no judge with
first-token logprobs, as llama.cpp does: the checker must ask it with the source first and the claim last,
and a confident "no" must withdraw a verification the offline signals alone would give.
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

SOURCE = "Doctor: Do you take anything for it?\nPatient: I take ibuprofen twice a day.\n"
CLAIM = "I take ibuprofen twice a day."


def judge_server(answer: str, prompts: list[str]) -> Callable[[httpx2.Request], httpx2.Response]:
    """Fake model server: answers every judge request with ``answer`` at logprob -0.01 (the other word -5)."""
    other = "no" if answer == "yes" else "yes"

    def handle(request: httpx2.Request) -> httpx2.Response:
        payload = json.loads(request.content)
        prompts.append(payload["messages"][1]["content"])
        top = [{"token": answer, "logprob": -0.01, "bytes": None}, {"token": other, "logprob": -5.0, "bytes": None}]
        choice = {
            "index": 0,
            "message": {"role": "assistant", "content": answer},
            "finish_reason": "length",
            "logprobs": {"content": [{"token": answer, "logprob": -0.01, "bytes": None, "top_logprobs": top}]},
        }
        body = {
            "id": "chatcmpl-fake",
            "object": "chat.completion",
            "created": 1,
            "model": "fake-model",
            "choices": [choice],
            "usage": {"prompt_tokens": 50, "completion_tokens": 1, "total_tokens": 51},
        }
        return httpx2.Response(200, json=body, request=request)

    return handle


async def _client(settings: Settings, handler: Callable[[httpx2.Request], httpx2.Response]) -> AsyncIterator[Any]:
    app = create_app(settings, llm_http_client=httpx2.AsyncClient(transport=httpx2.MockTransport(handler)))
    async with (
        app.router.lifespan_context(app),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t") as http,
    ):
        yield http


@pytest.fixture
def judge_settings(make_settings: Callable[..., Settings]) -> Settings:
    return make_settings(
        llm={"provider": "openai", "base_url": "http://llm.test/v1", "model": "fake-model"},
        verify={"use_llm_judge": True},
    )


async def test_a_confident_no_from_the_model_withdraws_verification(judge_settings: Settings) -> None:
    prompts: list[str] = []
    async for http in _client(judge_settings, judge_server("no", prompts)):
        response = await http.post("/v1/verify", json={"claim": CLAIM, "source_text": SOURCE})
    assert response.status_code == 200
    assert response.json()["verdict"] != "VERIFIED"
    (prompt,) = prompts
    assert prompt.startswith(f"SOURCE:\n{SOURCE}") and f"CLAIM:\n{CLAIM}" in prompt


async def test_a_yes_from_the_model_keeps_a_supported_claim_verified(judge_settings: Settings) -> None:
    prompts: list[str] = []
    async for http in _client(judge_settings, judge_server("yes", prompts)):
        response = await http.post("/v1/verify", json={"claim": CLAIM, "source_text": SOURCE})
    assert response.json()["verdict"] == "VERIFIED"
    assert len(prompts) == 1


async def test_without_the_switch_the_model_is_not_asked(make_settings: Callable[..., Settings]) -> None:
    settings = make_settings(llm={"provider": "openai", "base_url": "http://llm.test/v1", "model": "fake-model"})
    prompts: list[str] = []
    async for http in _client(settings, judge_server("no", prompts)):
        response = await http.post("/v1/verify", json={"claim": CLAIM, "source_text": SOURCE})
    assert response.json()["verdict"] == "VERIFIED"
    assert prompts == []
