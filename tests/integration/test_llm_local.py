"""OpenAIProvider against the real llama.cpp server (llama-cpp-python 0.3.36, Qwen2.5-Coder 1.5B Q4_K_M).

Needs ``make llm``; skips with the reason otherwise. One server process for the session, on a free
127.0.0.1 port. Runs in well under two minutes on 2 cores (small max_tokens).
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
from bench._common import free_port, wait_ready

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.llm_extract import LLMFactExtractor
from factlayer.errors import LLMUnavailable
from factlayer.llm import local_model, model_parts
from factlayer.llm.openai_client import OpenAIProvider
from factlayer.llm.prompts import VerificationAnswer, cove_answer_prompt, judge_prompt

pytestmark = pytest.mark.llm

PATIENT = (
    "Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever. "
    "I take ibuprofen twice a day."
)
STARTUP_TIMEOUT_S = 120.0
# Generous: on 2 cores shared with other work a cold 650-token prompt plus 200 generated tokens has taken
# minutes; on an idle machine it takes well under one.
REQUEST_TIMEOUT_S = 600.0


def _skip_reason(gguf: Path) -> str | None:
    if importlib.util.find_spec("llama_cpp") is None:
        return "llama-cpp-python is not installed in this environment (run `make llm`)"
    version = local_model.llama_cpp_version(sys.executable)
    if version is None:
        return "llama_cpp does not import (run `make llm`)"
    if not gguf.is_file():
        return f"the GGUF is missing at {gguf} (run `make llm`)"
    return None


@pytest.fixture(scope="session")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Start ``python -m llama_cpp.server`` on 127.0.0.1:<free port>; yield its /v1 base URL."""
    gguf = model_parts.model_path().resolve()
    reason = _skip_reason(gguf)
    if reason is not None:
        pytest.skip(reason)
    port = free_port()
    log_path = tmp_path_factory.mktemp("llama") / "server.log"
    cmd = local_model.server_command(
        gguf, python=sys.executable, port=port, n_ctx=4096, alias=model_parts.selected_model().alias
    )
    with log_path.open("wb") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        try:
            wait_ready(f"{base_url}/models", proc, STARTUP_TIMEOUT_S, log_path, "llama_cpp.server")
        except RuntimeError as exc:
            pytest.fail(str(exc))
        yield base_url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)


@pytest.fixture
async def provider(llama_server: str) -> AsyncIterator[OpenAIProvider]:
    """The app's default: json_mode=auto (json_schema first, then json_object+schema)."""
    llm = OpenAIProvider(
        model=model_parts.selected_model().alias, base_url=llama_server, timeout_s=REQUEST_TIMEOUT_S, max_retries=0
    )
    yield llm
    await llm.aclose()


async def test_models_endpoint_serves_the_alias(llama_server: str) -> None:
    async with httpx.AsyncClient() as http:
        response = await http.get(f"{llama_server}/models")
    assert [m["id"] for m in response.json()["data"]] == [model_parts.selected_model().alias]


async def test_json_schema_is_refused_by_llama_cpp_python(llama_server: str) -> None:
    """What the server does with OpenAI's json_schema response_format (why auto mode falls back)."""
    body = {
        "model": model_parts.selected_model().alias,
        "messages": [{"role": "user", "content": "Say hi as JSON."}],
        "max_tokens": 8,
        "response_format": {"type": "json_schema", "json_schema": {"name": "x", "schema": {"type": "object"}}},
    }
    async with httpx.AsyncClient(timeout=60) as http:
        response = await http.post(f"{llama_server}/chat/completions", json=body)
    assert response.status_code == 500, response.text


async def test_auto_mode_falls_back_to_json_object_with_schema(provider: OpenAIProvider) -> None:
    """json_schema -> HTTP 500 -> json_object+schema (a grammar): schema-valid JSON, mode remembered."""
    prompt = cove_answer_prompt(PATIENT, "How often does the patient take ibuprofen?")

    answer = await provider.complete_json(
        system=prompt.system, user=prompt.user, schema=VerificationAnswer, max_tokens=64
    )

    assert provider.resolved_json_mode == "json_object"
    assert provider.last_call is not None
    assert provider.last_call.attempts == 1  # the grammar made the first answer valid
    assert answer.stated is True
    assert "twice" in answer.answer.lower()
    print(f"\ncove/json_object: {provider.last_call}\n{answer.model_dump_json()}")


CALL = (
    "Agent: Rail help line, how can I help?\n"
    "Caller: Hi, I'm Tom Berg. I need to move my booking to Friday. I'm not home on Thursday.\n"
    "Agent: Done. Do you still want the window seat?\n"
    "Caller: Yes, please. My booking reference is KX42.\n"
)


async def test_a_call_is_read_by_chunks_and_the_proof_keeps_what_it_states(provider: OpenAIProvider) -> None:
    """The digest's extractor on the real model (json_object+schema): bounded, parseable, no gap, and the
    proof engine stores facts of this call — a call, not a visit: nothing about a patient (issue 15)."""
    extractor = LLMFactExtractor(provider, max_candidates=3)

    proposals = await extractor.propose_report(CALL)

    assert proposals.gaps == []
    assert 1 <= len(proposals.candidates) <= 6
    texts = " | ".join(c.text for c in proposals.candidates)
    assert "patient" not in texts.lower(), texts
    stored = [a.candidate.text for a in await assess_candidates(proposals.candidates, CALL) if a.accepted]
    print(f"\nchunk extraction: {provider.last_call}\nproposed: {texts}\nstored: {stored}")
    assert stored, texts


async def test_judge_scores_a_supported_claim_above_an_unsupported_one(provider: OpenAIProvider) -> None:
    scores = {}
    for claim in (
        "John Smith has had a headache since Monday.",
        "John Smith has a fever.",
        "John Smith takes ibuprofen twice a day.",
        "John Smith takes aspirin every morning.",
    ):
        prompt = judge_prompt(PATIENT, claim)
        scores[claim] = await provider.judge_yes_no(system=prompt.system, user=prompt.user)
        print(f"\njudge {scores[claim]:+.2f} {claim!r} {provider.last_call}")

    assert scores["John Smith has had a headache since Monday."] > scores["John Smith has a fever."]
    assert scores["John Smith takes ibuprofen twice a day."] > scores["John Smith takes aspirin every morning."]


async def test_unreachable_server_is_unavailable() -> None:
    llm = OpenAIProvider(
        model=model_parts.selected_model().alias, base_url=f"http://127.0.0.1:{free_port()}/v1", max_retries=0
    )
    try:
        with pytest.raises(LLMUnavailable, match="Cannot reach"):
            await llm.judge_yes_no(system="s", user="u")
    finally:
        await llm.aclose()
