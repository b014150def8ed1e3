"""OpenAIProvider through the real ``openai`` client, at the HTTP boundary.

openai 3.x sends requests with HTTPX2 (the SDK's native client); ``FakeOpenAIServer`` is an
``httpx2.MockTransport`` handler playing an OpenAI-compatible server: it records each request body and
answers from a script. Nothing of ours is mocked.
"""

from __future__ import annotations

import json
import math
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx2
import openai
import pytest
from bench._common import free_port
from pydantic import SecretStr

from factlayer.config import LLMSettings
from factlayer.errors import LLMOutputUnusable, LLMUnavailable
from factlayer.llm.chunk_prompt import ChunkAnswer, chunk_prompt
from factlayer.llm.openai_client import JUDGE_FALLBACK_SCORE, OpenAIProvider, build_provider
from factlayer.llm.prompts import judge_prompt
from factlayer.llm.provider import LLMProvider

BASE_URL = "http://llm.test/v1"
MODEL = "qwen2.5-coder-1.5b-instruct"
TRANSCRIPT = "Hi, my name is John Smith. I've had a headache since Monday."
VALID = {"facts": ["The speaker's name is John Smith."]}

Reply = Callable[[httpx2.Request], httpx2.Response]


def completion(content: str | None, *, logprobs: dict[str, Any] | None = None, finish: str = "stop") -> Reply:
    def reply(request: httpx2.Request) -> httpx2.Response:
        body = {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": 1,
            "model": MODEL,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": finish,
                    "logprobs": logprobs,
                }
            ],
            "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
        }
        return httpx2.Response(200, json=body, request=request)

    return reply


def status(code: int, message: str) -> Reply:
    def reply(request: httpx2.Request) -> httpx2.Response:
        return httpx2.Response(code, json={"error": {"message": message, "type": "server_error"}}, request=request)

    return reply


def raises(exc_type: type[httpx2.TransportError], message: str) -> Reply:
    def reply(request: httpx2.Request) -> httpx2.Response:
        raise exc_type(message, request=request)

    return reply


class FakeOpenAIServer:
    """The HTTP boundary: answers POST /v1/chat/completions from a script and keeps what it was sent."""

    def __init__(self, *replies: Reply) -> None:
        self.replies = list(replies)
        self.requests: list[httpx2.Request] = []

    @property
    def bodies(self) -> list[dict[str, Any]]:
        return [json.loads(r.content) for r in self.requests]

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        assert request.method == "POST"
        assert request.url.path == "/v1/chat/completions"
        self.requests.append(request)
        assert self.replies, f"unexpected request #{len(self.requests)}: {request.content[:200]!r}"
        return self.replies.pop(0)(request)


@pytest.fixture
async def make_provider() -> AsyncIterator[Callable[..., OpenAIProvider]]:
    made: list[OpenAIProvider] = []

    def build(server: FakeOpenAIServer, **kwargs: Any) -> OpenAIProvider:
        options: dict[str, Any] = {"model": MODEL, "base_url": BASE_URL, "max_retries": 0, **kwargs}
        http_client = httpx2.AsyncClient(transport=httpx2.MockTransport(server))
        provider = OpenAIProvider(http_client=http_client, **options)
        made.append(provider)
        return provider

    yield build
    for provider in made:
        await provider.aclose()


# --------------------------------------------------------------------------------------------------
# complete_json
# --------------------------------------------------------------------------------------------------


async def test_json_schema_request_body_and_validated_result(make_provider: Callable[..., OpenAIProvider]) -> None:
    server = FakeOpenAIServer(completion(json.dumps(VALID)))
    provider = make_provider(server, temperature=0.0)
    prompt = chunk_prompt(TRANSCRIPT)

    result = await provider.complete_json(system=prompt.system, user=prompt.user, schema=ChunkAnswer, max_tokens=300)

    assert isinstance(result, ChunkAnswer)
    assert result.facts == ["The speaker's name is John Smith."]
    (body,) = server.bodies
    assert body["model"] == MODEL
    assert body["max_tokens"] == 300
    assert body["temperature"] == 0.0
    assert body["messages"] == [
        {"role": "system", "content": prompt.system},
        {"role": "user", "content": prompt.user},
    ]
    fmt = body["response_format"]
    assert fmt["type"] == "json_schema"
    assert fmt["json_schema"]["name"] == "ChunkAnswer"
    assert fmt["json_schema"]["strict"] is True
    schema = fmt["json_schema"]["schema"]
    assert schema["additionalProperties"] is False
    assert schema["required"] == ["facts"]
    assert schema["properties"]["facts"]["maxItems"] == 6
    assert schema["properties"]["facts"]["items"] == {"type": "string", "maxLength": 150}
    assert "$ref" not in json.dumps(schema)
    assert provider.resolved_json_mode == "json_schema"
    assert provider.last_call is not None
    assert provider.last_call.completion_tokens == 20


async def test_json_schema_500_falls_back_to_json_object_and_remembers(
    make_provider: Callable[..., OpenAIProvider],
) -> None:
    server = FakeOpenAIServer(
        status(500, "unsupported response_format json_schema"),
        completion(json.dumps(VALID)),
        completion(json.dumps(VALID)),
    )
    # max_retries=1: the json_schema probe must still be sent once only (no SDK retry of the 500).
    provider = make_provider(server, max_retries=1)

    first = await provider.complete_json(system="s", user="u", schema=ChunkAnswer)
    second = await provider.complete_json(system="s", user="u2", schema=ChunkAnswer)

    assert first == second == ChunkAnswer.model_validate(VALID)
    kinds = [b["response_format"]["type"] for b in server.bodies]
    assert kinds == ["json_schema", "json_object", "json_object"]
    fallback = server.bodies[1]["response_format"]
    assert fallback["schema"] == server.bodies[0]["response_format"]["json_schema"]["schema"]
    assert server.bodies[1]["messages"] == server.bodies[0]["messages"]
    assert provider.resolved_json_mode == "json_object"


async def test_explicit_json_object_mode_never_sends_json_schema(
    make_provider: Callable[..., OpenAIProvider],
) -> None:
    server = FakeOpenAIServer(completion(json.dumps(VALID)))
    provider = make_provider(server, json_mode="json_object")

    await provider.complete_json(system="s", user="u", schema=ChunkAnswer)

    assert server.bodies[0]["response_format"]["type"] == "json_object"
    assert "schema" in server.bodies[0]["response_format"]


async def test_none_mode_sends_no_response_format_and_still_validates(
    make_provider: Callable[..., OpenAIProvider],
) -> None:
    server = FakeOpenAIServer(completion("Here you go:"), completion(f"Sure! {json.dumps(VALID)} Hope it helps."))
    provider = make_provider(server, json_mode="none")

    result = await provider.complete_json(system="s", user="u", schema=ChunkAnswer)

    assert result == ChunkAnswer.model_validate(VALID)
    assert all("response_format" not in b for b in server.bodies)
    assert len(server.requests) == 2  # the prose answer was repaired


async def test_explicit_json_schema_mode_does_not_fall_back(make_provider: Callable[..., OpenAIProvider]) -> None:
    server = FakeOpenAIServer(status(500, "unsupported"))
    provider = make_provider(server, json_mode="json_schema")

    with pytest.raises(LLMUnavailable, match="HTTP 500") as info:
        await provider.complete_json(system="s", user="u", schema=ChunkAnswer)

    assert isinstance(info.value.__cause__, openai.InternalServerError)
    assert len(server.requests) == 1


async def test_auth_error_is_not_mistaken_for_unsupported_format(
    make_provider: Callable[..., OpenAIProvider],
) -> None:
    server = FakeOpenAIServer(status(401, "bad key"))
    provider = make_provider(server)

    with pytest.raises(LLMUnavailable, match="HTTP 401") as info:
        await provider.complete_json(system="s", user="u", schema=ChunkAnswer)

    assert info.value.status == 503
    assert isinstance(info.value.__cause__, openai.AuthenticationError)
    assert len(server.requests) == 1
    assert provider.resolved_json_mode is None


async def test_invalid_json_then_valid_is_repaired(make_provider: Callable[..., OpenAIProvider]) -> None:
    bad = '{"facts": [{"text": "John Smith"}]}'
    server = FakeOpenAIServer(completion(bad), completion("```json\n" + json.dumps(VALID) + "\n```"))
    provider = make_provider(server)

    result = await provider.complete_json(system="s", user="u", schema=ChunkAnswer)

    assert result == ChunkAnswer.model_validate(VALID)
    first, second = server.bodies
    assert second["messages"][:2] == first["messages"]
    assert second["messages"][2] == {"role": "assistant", "content": bad}
    repair = second["messages"][3]
    assert repair["role"] == "user"
    assert "not valid JSON" in repair["content"]
    assert provider.last_call is not None
    assert provider.last_call.attempts == 2


async def test_a_raw_newline_inside_a_string_is_read_not_repaired(make_provider: Callable[..., OpenAIProvider]) -> None:
    """A small local model wrote a raw newline inside a JSON string twice; the chunk failed after its repair turn
    (helper llm50, fit visit D2N046). It is read as the newline it is, in one request."""
    raw = '{"facts": ["The patient takes cisplatin\nand taxol."]}'
    server = FakeOpenAIServer(completion(raw))
    provider = make_provider(server)

    result = await provider.complete_json(system="s", user="u", schema=ChunkAnswer)

    assert result.facts == ["The patient takes cisplatin\nand taxol."]
    assert len(server.bodies) == 1


async def test_totals_sum_requests_and_tokens_per_answer_kind(make_provider: Callable[..., OpenAIProvider]) -> None:
    """What a benchmark reads to compare runs by tokens: a repaired answer counts both requests."""
    bad = '{"facts": [{"text": "John Smith"}]}'
    server = FakeOpenAIServer(completion(bad), completion(json.dumps(VALID)), completion(json.dumps(VALID)))
    provider = make_provider(server, json_mode="json_object")

    await provider.complete_json(system="s", user="u", schema=ChunkAnswer)
    await provider.complete_json(system="s", user="u", schema=ChunkAnswer)

    totals = provider.totals
    assert totals.requests == {"ChunkAnswer": 3}
    assert totals.prompt_tokens == {"ChunkAnswer": 300} and totals.completion_tokens == {"ChunkAnswer": 60}
    assert totals.seconds["ChunkAnswer"] > 0


async def test_a_cut_off_answer_gets_no_repair_turn(make_provider: Callable[..., OpenAIProvider]) -> None:
    """The same max_tokens would cut the repair off too: the caller is told to send less (issue 15)."""
    bad = '{"facts": ["John Smith is'
    server = FakeOpenAIServer(completion(bad, finish="length"), completion(json.dumps(VALID)))
    provider = make_provider(server)

    with pytest.raises(LLMOutputUnusable, match="cut off at max_tokens=300"):
        await provider.complete_json(system="s", user="u", schema=ChunkAnswer, max_tokens=300)

    assert len(server.requests) == 1


async def test_schema_violation_twice_is_unavailable(make_provider: Callable[..., OpenAIProvider]) -> None:
    wrong_type = json.dumps({"facts": "not a list"})
    server = FakeOpenAIServer(completion(wrong_type), completion("sorry, I cannot do that"))
    provider = make_provider(server)

    with pytest.raises(LLMOutputUnusable, match="invalid ChunkAnswer JSON twice"):
        await provider.complete_json(system="s", user="u", schema=ChunkAnswer)

    assert len(server.requests) == 2


async def test_transport_timeout_is_unavailable_after_retries(make_provider: Callable[..., OpenAIProvider]) -> None:
    server = FakeOpenAIServer(
        raises(httpx2.ReadTimeout, "read timed out"), raises(httpx2.ReadTimeout, "read timed out")
    )
    provider = make_provider(server, json_mode="json_object", max_retries=1, timeout_s=5)

    with pytest.raises(LLMOutputUnusable, match="did not answer within 5 s") as info:
        await provider.complete_json(system="s", user="u", schema=ChunkAnswer)

    assert isinstance(info.value.__cause__, openai.APITimeoutError)
    assert len(server.requests) == 2  # the SDK retried once


async def test_timeout_during_auto_probe_is_unavailable_not_fallback(
    make_provider: Callable[..., OpenAIProvider],
) -> None:
    server = FakeOpenAIServer(raises(httpx2.ConnectTimeout, "connect timed out"))
    provider = make_provider(server)

    with pytest.raises(LLMUnavailable):
        await provider.complete_json(system="s", user="u", schema=ChunkAnswer)

    assert provider.resolved_json_mode is None


async def test_connect_error_from_transport_is_unavailable(make_provider: Callable[..., OpenAIProvider]) -> None:
    server = FakeOpenAIServer(raises(httpx2.ConnectError, "[Errno 111] Connection refused"))
    provider = make_provider(server, json_mode="json_object")

    with pytest.raises(LLMUnavailable, match=r"Cannot reach the language model server \(ConnectError\)") as info:
        await provider.complete_json(system="s", user="u", schema=ChunkAnswer)
    # the internal address is for the log, not for API clients (issue 16)
    assert "llm.test" not in info.value.detail and "base_url" not in info.value.extra


async def test_real_connection_refused_is_unavailable() -> None:
    """No fake at all: the SDK's own HTTP client against a closed port on 127.0.0.1."""
    settings = LLMSettings(provider="openai", base_url=f"http://127.0.0.1:{free_port()}/v1", max_retries=0)
    provider = build_provider(settings)
    assert isinstance(provider, OpenAIProvider)
    try:
        with pytest.raises(LLMUnavailable, match="Cannot reach") as info:
            await provider.complete_json(system="s", user="u", schema=ChunkAnswer)
        assert isinstance(info.value.__cause__, openai.APIConnectionError)
        assert "127.0.0.1" not in info.value.detail and "base_url" not in info.value.extra
    finally:
        await provider.aclose()


# --------------------------------------------------------------------------------------------------
# judge_yes_no
# --------------------------------------------------------------------------------------------------


def _logprobs(first: tuple[str, float], top: list[tuple[str, float]]) -> dict[str, Any]:
    return {
        "content": [
            {
                "token": first[0],
                "logprob": first[1],
                "bytes": None,
                "top_logprobs": [{"token": t, "logprob": lp, "bytes": None} for t, lp in top],
            }
        ]
    }


async def test_judge_scores_first_token_logprobs(make_provider: Callable[..., OpenAIProvider]) -> None:
    top = [("yes", -0.3), ("no", -1.6), ("Yes", -2.5), (" no", -4.0), ("The", -6.0)]
    server = FakeOpenAIServer(completion("yes", logprobs=_logprobs(("yes", -0.3), top)))
    provider = make_provider(server)
    prompt = judge_prompt("SOURCE TEXT", "a claim")

    score = await provider.judge_yes_no(system=prompt.system, user=prompt.user)

    expected = math.log(math.exp(-0.3) + math.exp(-2.5)) - math.log(math.exp(-1.6) + math.exp(-4.0))
    assert score == pytest.approx(expected)
    (body,) = server.bodies
    assert body["max_tokens"] == 1
    assert body["logprobs"] is True
    assert body["top_logprobs"] == 20
    assert "response_format" not in body
    assert body["messages"][1]["content"].startswith("SOURCE:\nSOURCE TEXT")
    assert body["messages"][1]["content"].rstrip().endswith("Answer with one word: yes or no.")


async def test_judge_missing_side_is_bounded_by_least_likely_token(
    make_provider: Callable[..., OpenAIProvider],
) -> None:
    top = [("No", -0.05), ("no", -3.1), ("Not", -7.0)]
    server = FakeOpenAIServer(completion("No", logprobs=_logprobs(("No", -0.05), top)))
    provider = make_provider(server)

    score = await provider.judge_yes_no(system="s", user="u")

    assert score == pytest.approx(-7.0 - math.log(math.exp(-0.05) + math.exp(-3.1)))
    assert score < 0


@pytest.mark.parametrize(
    ("word", "expected"), [("Yes", JUDGE_FALLBACK_SCORE), ("no.", -JUDGE_FALLBACK_SCORE), ("Maybe", 0.0)]
)
async def test_judge_without_logprobs_scores_the_sampled_word(
    make_provider: Callable[..., OpenAIProvider], word: str, expected: float
) -> None:
    server = FakeOpenAIServer(completion(word, logprobs=None))
    provider = make_provider(server)

    assert await provider.judge_yes_no(system="s", user="u") == expected


async def test_judge_falls_back_to_the_sampled_word_when_logprobs_are_refused(
    make_provider: Callable[..., OpenAIProvider],
) -> None:
    server = FakeOpenAIServer(
        status(500, "logprobs is not supported for models created with logits_all=False"),
        completion("Yes"),
        completion("no"),
    )
    provider = make_provider(server, max_retries=1)

    first = await provider.judge_yes_no(system="s", user="u")
    second = await provider.judge_yes_no(system="s", user="u")

    assert (first, second) == (JUDGE_FALLBACK_SCORE, -JUDGE_FALLBACK_SCORE)
    assert [("logprobs" in b) for b in server.bodies] == [True, False, False]
    assert all(b["max_tokens"] == 1 for b in server.bodies)


async def test_judge_server_error_is_unavailable(make_provider: Callable[..., OpenAIProvider]) -> None:
    server = FakeOpenAIServer(status(503, "loading model"))
    provider = make_provider(server)

    with pytest.raises(LLMUnavailable, match="HTTP 503: loading model"):
        await provider.judge_yes_no(system="s", user="u")


# --------------------------------------------------------------------------------------------------
# build_provider
# --------------------------------------------------------------------------------------------------


def test_build_provider_extractive_is_none() -> None:
    assert build_provider(LLMSettings()) is None


async def test_build_provider_openai_uses_settings() -> None:
    server = FakeOpenAIServer(completion(json.dumps(VALID)))
    settings = LLMSettings(
        provider="openai",
        base_url=BASE_URL,
        api_key=SecretStr("sk-test-123"),
        model="some-model",
        temperature=0.3,
        json_mode="json_object",
    )
    provider = build_provider(settings, http_client=httpx2.AsyncClient(transport=httpx2.MockTransport(server)))
    assert isinstance(provider, LLMProvider)
    try:
        await provider.complete_json(system="s", user="u", schema=ChunkAnswer)
    finally:
        await provider.aclose()

    (request,) = server.requests
    assert request.headers["authorization"] == "Bearer sk-test-123"
    assert server.bodies[0]["model"] == "some-model"
    assert server.bodies[0]["temperature"] == 0.3
    assert "sk-test-123" not in repr(provider)


@pytest.mark.parametrize(("code", "unusable"), [(400, True), (413, True), (500, False), (503, False)])
async def test_a_request_too_large_is_unusable_output_and_a_server_error_is_not(
    make_provider: Callable[..., OpenAIProvider], code: int, unusable: bool
) -> None:
    """llama.cpp refuses a prompt longer than its context with a 400: less input may pass (issue 15)."""
    server = FakeOpenAIServer(status(code, "Requested tokens (5000) exceed context window of 4096"))
    provider = make_provider(server, json_mode="json_object")

    with pytest.raises(LLMUnavailable) as info:
        await provider.complete_json(system="s", user="u", schema=ChunkAnswer)

    assert isinstance(info.value, LLMOutputUnusable) is unusable
    assert f"HTTP {code}" in info.value.detail
