"""The digest with an OpenAI-compatible provider, at the HTTP boundary on both sides.

The model is ``tests.llm_server``: a scripted OpenAI-compatible server on a loopback port, spoken to by the
app's real ``openai`` client (tests marked ``llm`` use the real llama.cpp server). It proposes good facts
*and* planted hallucinations; the pipeline must store only what the transcript supports.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import pytest

from factlayer.api.app import create_app
from factlayer.config import Settings
from factlayer.llm.chunk_prompt import CHUNK_SYSTEM
from factlayer.llm.prompts import BRIEF_SYSTEM
from tests.api.test_transcriptions_api import assert_problem
from tests.llm_server import Reply, scripted_llm, system_of, user_of

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


def candidates(found: list[tuple[str, str]]) -> dict[str, Any]:
    """A chunk answer proposing the texts of ``(text, quote)`` pairs (the quote only tells the script which
    chunk holds the statement; the answer has no quotes, the proof engine finds the evidence)."""
    return {"facts": [t for t, _ in found]}


def model(extract: Callable[[str], Reply], summary: list[str]) -> Callable[[dict[str, Any]], Reply]:
    """A script: ``extract(chunk user turn)`` for extraction calls, ``summary`` sentences, 'neutral' otherwise."""

    def script(payload: dict[str, Any]) -> Reply:
        system = system_of(payload)
        if system == CHUNK_SYSTEM:
            return extract(user_of(payload))
        if system == BRIEF_SYSTEM:
            return Reply.json({"sentences": summary})
        return Reply.json({"label": "neutral"})

    return script


def llm_settings(make_settings: Callable[..., Settings], base_url: str, **llm: Any) -> Settings:
    """The scripted model alone (``propose="llm"``) unless a test asks for the offline extractor's facts too."""
    return make_settings(llm={"provider": "openai", "base_url": base_url, "model": "scripted", "propose": "llm", **llm})


async def client_for(settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    """The real app (its provider sends real HTTP to ``settings.llm.base_url``) behind an ASGI client."""
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app)
    async with app.router.lifespan_context(app), httpx.AsyncClient(transport=transport, base_url="http://t") as http:
        yield http


async def digest_of(settings: Settings, text: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """POST the transcript, GET its digest with facts, and its rejections."""
    out: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
    async for http in client_for(settings):  # run to its end: the app's lifespan closes cleanly
        tid = (await http.post("/v1/transcriptions", json={"text": text})).json()["id"]
        response = await http.get(f"/digest/{tid}", params={"include_facts": "true"})
        assert response.status_code == 200, response.text
        out.append((response.json(), (await http.get(f"/v1/transcriptions/{tid}/rejections")).json()))
    return out[0]


async def test_llm_proposals_are_proven_or_rejected(make_settings: Callable[..., Settings]) -> None:
    found = [(t, q) for t, q, _ in PROPOSALS]
    with scripted_llm(model(lambda _: Reply.json(candidates(found)), ["John Smith has a headache."])) as llm:
        digest, rejections = await digest_of(llm_settings(make_settings, llm.base_url, summary="model"), TRANSCRIPT)
    assert digest["provider"] == "openai:scripted" and digest["summary_method"] == "llm-brief"
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
    (call,) = llm.calls(CHUNK_SYSTEM)
    assert TRANSCRIPT in user_of(call)


async def test_llm_down_is_503_and_nothing_is_stored(make_settings: Callable[..., Settings]) -> None:
    with scripted_llm(lambda _: Reply()) as llm:
        down = llm.base_url  # the server is shut down when the block ends: nothing listens there any more
    settings = llm_settings(make_settings, down, max_retries=0)
    async for http in client_for(settings):
        tid = (await http.post("/v1/transcriptions", json={"text": TRANSCRIPT})).json()["id"]
        body = assert_problem(await http.get(f"/digest/{tid}"), 503)
        # the internal address is logged, never shown to clients (issue 16)
        assert "127.0.0.1" not in str(body["detail"]) and "base_url" not in body
        assert (await http.get(f"/v1/transcriptions/{tid}/facts")).json() == []
        assert (await http.get("/v1/audit/verify")).json()["entries"] == 1  # only the transcription


@pytest.mark.parametrize("status", [500, 503])
async def test_a_server_error_is_503_not_an_empty_digest(make_settings: Callable[..., Settings], status: int) -> None:
    """A failing server is an outage, not unusable output: the digest is not stored without candidates."""
    with scripted_llm(lambda _: Reply(content="internal error", status=status)) as llm:
        settings = llm_settings(make_settings, llm.base_url, max_retries=0, json_mode="json_object")
        async for http in client_for(settings):
            tid = (await http.post("/v1/transcriptions", json={"text": TRANSCRIPT})).json()["id"]
            assert_problem(await http.get(f"/digest/{tid}"), 503)


async def test_cove_questions_are_answered_by_the_model_from_the_source(
    make_settings: Callable[..., Settings],
) -> None:
    text = "Patient: I take ibuprofen twice a day. Patient: My sister lives in Boston. "
    found = [(q, q) for q in ("I take ibuprofen twice a day.", "My sister lives in Boston.")]

    def script(payload: dict[str, Any]) -> Reply:
        system, user = system_of(payload), str(payload["messages"][-1]["content"])
        if system.startswith("You plan the verification of a CLAIM"):
            asked = "How often does the patient take ibuprofen?" if "ibuprofen" in user else "Where does she live?"
            return Reply.json({"questions": [asked]})
        if system.startswith("You answer a QUESTION using ONLY the SOURCE"):
            question = user.rsplit("QUESTION:", 1)[1]
            quote = "I take ibuprofen twice a day" if "ibuprofen" in question else ""  # Boston: not stated
            answer = "twice a day" if quote else "not stated"
            return Reply.json({"answer": answer, "quote": quote, "stated": bool(quote)})
        return model(lambda _: Reply.json(candidates(found)), [])(payload)

    with scripted_llm(script) as llm:
        settings = make_settings(
            enable_cove=True, llm={"provider": "openai", "base_url": llm.base_url, "propose": "llm"}
        )
        digest, rejections = await digest_of(settings, text)
    answers = llm.calls("You answer a QUESTION")
    assert answers and all("SOURCE:" in r["messages"][-1]["content"] for r in answers)
    assert len(llm.calls("You plan the verification")) == 2  # one plan per fact, the model's own questions
    asked = [r["messages"][-1]["content"].rsplit("QUESTION:", 1)[1].strip() for r in answers]
    assert asked.count("How often does the patient take ibuprofen?") == 1  # answered in the first round
    assert asked.count("Where does she live?") == 2  # not stated: asked again, wider (2 rounds by default)
    stored = {f["fact_text"]: f for f in digest["facts"]}
    taken = "The patient takes ibuprofen twice a day."  # the model's "I" is the cited turn's speaker (llm_persons)
    assert taken in stored
    assert any(v["validator"] == "cove" and v["passed"] for v in stored[taken]["validation"])
    assert all(r["candidate_text"] != taken for r in rejections)
    (boston,) = [r for r in rejections if r["candidate_text"] == "The patient's sister lives in Boston."]
    assert boston["reason"] == "cove_not_stated"  # the model did not confirm it: dropped below the threshold
