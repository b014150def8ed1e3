"""POST /v1/verify with seed 004's additions: timeout_s (validated, 422), corrections with sources and note,
evidence recency, and the signals POSTed to FACTLAYER_VERIFY__WEBHOOK_URL without holding the response."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

import httpx
import pytest

from factlayer.api.app import create_app
from factlayer.config import Settings
from tests.api.test_transcriptions_api import assert_problem
from tests.unit.test_verify_timeout import _long_source
from tests.unit.test_verify_webhook import Receiver, closed_port_url, serve, wait_for

SOURCE = "Doctor: Do you take anything for it?\nPatient: I take ibuprofen twice a day."
CLAIM = "The patient takes ibuprofen three times a day."


@asynccontextmanager
async def running(settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as http:
            yield http


@pytest.mark.parametrize("timeout_s", [0, -1, 0.001, 301, "soon"])
async def test_timeout_out_of_range_is_422(client: httpx.AsyncClient, timeout_s: object) -> None:
    for path, payload in (
        ("/v1/verify", {"claim": CLAIM, "source_text": SOURCE, "timeout_s": timeout_s}),
        ("/v1/verify/batch", {"claims": [CLAIM], "source_text": SOURCE, "timeout_s": timeout_s}),
    ):
        body = assert_problem(await client.post(path, json=payload), 422)
        assert "timeout_s" in str(body["detail"])


async def test_a_query_parameter_is_422_not_ignored(client: httpx.AsyncClient) -> None:
    # before: "?timeout_s=5" was ignored and the server's 30 s default applied without a word
    for path, payload in (
        ("/v1/verify", {"claim": CLAIM, "source_text": SOURCE}),
        ("/v1/verify/batch", {"claims": [CLAIM], "source_text": SOURCE}),
    ):
        body = assert_problem(await client.post(path, params={"timeout_s": "5"}, json=payload), 422)
        assert [e["field"] for e in body["errors"]] == ["timeout_s"]
        assert "takes no query parameters" in body["errors"][0]["message"] and path in body["errors"][0]["message"]


async def test_a_timeout_with_time_enough_changes_nothing(client: httpx.AsyncClient) -> None:
    plain = (await client.post("/v1/verify", json={"claim": CLAIM, "source_text": SOURCE})).json()
    timed = (await client.post("/v1/verify", json={"claim": CLAIM, "source_text": SOURCE, "timeout_s": 30})).json()
    assert timed == plain
    assert plain["timed_out"] is False and plain["verdict"] == "CONTRADICTED"
    assert plain["claim_id"].startswith("clm_")


async def test_correction_sources_and_note_and_evidence_recency(client: httpx.AsyncClient) -> None:
    tid = (await client.post("/v1/transcriptions", json={"text": SOURCE})).json()["id"]
    body = (await client.post("/v1/verify", json={"claim": CLAIM, "transcription_id": tid})).json()
    correction = body["correction"]
    assert correction["corrected"] == "The patient takes ibuprofen twice a day."
    [cited] = correction["sources"]
    assert cited["transcription_id"] == tid and SOURCE[cited["start_char"] : cited["end_char"]] == cited["text"]
    assert correction["note"] == "3 per day vs 2 per day"
    evidence = body["evidence"][0]
    assert evidence["recorded_at"] is not None
    assert 0.0 <= evidence["age_days"] < 0.01 and 0.999 <= evidence["recency_weight"] <= 1.0


async def test_signals_reach_the_webhook_and_a_failure_is_retried(make_settings: Callable[..., Settings]) -> None:
    receiver = Receiver(statuses=[503])  # the first POST fails: the retry proves itself
    with serve(receiver) as url:
        settings = make_settings(verify={"webhook_url": url, "webhook_backoff_s": 0.05})
        async with running(settings) as http:
            response = await http.post("/v1/verify", json={"claim": CLAIM, "source_text": SOURCE})
            assert response.status_code == 200
            body = response.json()
            await wait_for(lambda: len(receiver.received) == 2)
    contradicted, corrected = receiver.received
    assert contradicted["signal"] == "claim_contradicted" and corrected["signal"] == "correction_generated"
    assert contradicted["claim_id"] == corrected["claim_id"] == body["claim_id"]
    assert contradicted["contradiction"] == body["evidence"][0]["source"]["text"]
    assert contradicted["request_id"] == response.headers["x-request-id"]
    assert corrected["correction"] == body["correction"]
    assert [b["_answered"] for _, b in receiver.attempts] == [503, 200, 200]


async def test_batch_signals_one_per_claim(make_settings: Callable[..., Settings]) -> None:
    receiver = Receiver()
    with serve(receiver) as url:
        async with running(make_settings(verify={"webhook_url": url})) as http:
            claims = ["I take ibuprofen twice a day.", "I have a fever."]
            body = (await http.post("/v1/verify/batch", json={"claims": claims, "source_text": SOURCE})).json()
            await wait_for(lambda: len(receiver.received) == 2)
    by_claim = {b["claim"]: b for b in receiver.received}
    assert by_claim[claims[0]]["signal"] == "claim_verified" and by_claim[claims[0]]["evidence"]["type"] == "supporting"
    assert by_claim[claims[1]]["signal"] == "claim_unverifiable" and by_claim[claims[1]]["sources_checked"] == 1
    assert [r["claim_id"] for r in body["results"]] == [by_claim[c]["claim_id"] for c in claims]


async def test_a_slow_or_dead_webhook_never_holds_or_fails_the_response(make_settings: Callable[..., Settings]) -> None:
    slow = Receiver(delay_s=3.0)
    with serve(slow) as url:
        async with running(make_settings(verify={"webhook_url": url, "webhook_timeout_s": 0.5})) as http:
            started = time.perf_counter()
            response = await http.post("/v1/verify", json={"claim": CLAIM, "source_text": SOURCE})
            assert response.status_code == 200 and time.perf_counter() - started < 2.0
    settings = make_settings(verify={"webhook_url": closed_port_url(), "webhook_backoff_s": 0.01})
    async with running(settings) as http:
        response = await http.post("/v1/verify", json={"claim": CLAIM, "source_text": SOURCE})
        assert response.status_code == 200 and response.json()["verdict"] == "CONTRADICTED"


def test_a_webhook_url_must_be_http(make_settings: Callable[..., Settings]) -> None:
    with pytest.raises(ValueError, match="http"):
        make_settings(verify={"webhook_url": "ftp://example.org/hook"})
    assert make_settings(verify={"webhook_url": "  "}).verify.webhook_url is None


async def test_a_request_without_timeout_s_stops_at_the_servers_default(make_settings: Callable[..., Settings]) -> None:
    # before: no timeout_s meant no deadline, and a request held its worker until every source was read
    long_source = _long_source()[:60_000]  # never read before: the engine takes ~0.7 s over it
    claim = "I take ibuprofen twice a day."
    async with running(make_settings(verify={"default_timeout_s": 0.2})) as http:
        started = time.perf_counter()
        one = (await http.post("/v1/verify", json={"claim": claim, "source_text": long_source})).json()
        elapsed = time.perf_counter() - started
        batch = (await http.post("/v1/verify/batch", json={"claims": [claim], "source_text": long_source})).json()
        # the caller's own timeout_s still wins over the default
        own = (await http.post("/v1/verify", json={"claim": CLAIM, "source_text": SOURCE, "timeout_s": 30})).json()
    assert one["timed_out"] is True and one["verdict"] == "UNVERIFIABLE", one
    assert one["reason"].startswith("timed out: 0 of 1 sources checked")
    assert elapsed < 2.5, f"answered after {elapsed:.2f} s for a 0.2 s default"
    assert batch["results"][0]["timed_out"] is True
    assert own["timed_out"] is False and own["verdict"] == "CONTRADICTED"


def test_the_default_timeout_is_a_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    assert Settings().verify.default_timeout_s == 30.0
    monkeypatch.setenv("FACTLAYER_VERIFY__DEFAULT_TIMEOUT_S", "5")
    assert Settings().verify.default_timeout_s == 5.0
    monkeypatch.setenv("FACTLAYER_VERIFY__DEFAULT_TIMEOUT_S", "0")
    with pytest.raises(ValueError, match="default_timeout_s"):
        Settings()
