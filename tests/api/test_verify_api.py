"""POST /v1/verify and /v1/verify/batch through the real checker and stored transcriptions."""

from __future__ import annotations

from collections.abc import Callable

import httpx
import pytest

from factlayer.api.app import create_app
from factlayer.config import Settings
from tests.api.test_transcriptions_api import assert_problem

SOURCE = "Doctor: Do you take anything for it?\nPatient: I take ibuprofen twice a day."


async def _post(client: httpx.AsyncClient, text: str, recorded_at: str | None = None) -> str:
    payload = {"text": text} | ({"recorded_at": recorded_at} if recorded_at else {})
    return str((await client.post("/v1/transcriptions", json=payload)).json()["id"])


async def test_contradicted_claim_with_evidence_and_correction(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/v1/verify", json={"claim": "The patient takes ibuprofen three times a day.", "source_text": SOURCE}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["verdict"] in ("CONTRADICTED", "PARTIAL")
    assert body["evidence"]
    for evidence in body["evidence"]:
        source = evidence["source"]
        assert SOURCE[source["start_char"] : source["end_char"]] == source["text"]
    correction = body["correction"]
    assert correction is not None and "twice" in correction["corrected"]
    assert "twice" in SOURCE  # the correction's new words come from the evidence


async def test_supported_claim_on_a_stored_transcription(client: httpx.AsyncClient) -> None:
    tid = await _post(client, SOURCE)
    body = (
        await client.post("/v1/verify", json={"claim": "I take ibuprofen twice a day.", "transcription_id": tid})
    ).json()
    assert body["verdict"] == "VERIFIED"
    assert body["sources"][0]["transcription_id"] == tid
    supporting = [e for e in body["evidence"] if e["type"] == "supporting"]
    assert supporting and supporting[0]["source"]["transcription_id"] == tid
    assert body["correction"] is None


async def test_a_name_the_transcription_never_mentions_is_partial_and_says_so(client: httpx.AsyncClient) -> None:
    tid = await _post(client, SOURCE)
    named = {"claim": "Dr. Patel says the patient takes ibuprofen twice a day.", "transcription_id": tid}
    body = (await client.post("/v1/verify", json=named)).json()
    # issue #12's policy: a unit the source never states (here the name) leaves the claim UNVERIFIABLE
    assert body["verdict"] == "UNVERIFIABLE", body
    assert "Patel" in body["reason"]
    assert [e for e in body["evidence"] if e["type"] == "supporting"] == []


async def test_outdated_across_two_transcriptions(client: httpx.AsyncClient) -> None:
    older = await _post(client, "Patient: I take ibuprofen twice a day.")
    newer = await _post(client, "Patient: I take ibuprofen four times a day now.")
    body = (
        await client.post(
            "/v1/verify", json={"claim": "I take ibuprofen twice a day.", "transcription_ids": [older, newer]}
        )
    ).json()
    assert body["verdict"] == "OUTDATED", body


async def test_newer_means_recorded_later_not_uploaded_later(client: httpx.AsyncClient) -> None:
    """A visit of 2024 uploaded before one of 2023: the 2024 visit is the newer evidence (``recorded_at``)."""
    visit_2024 = await _post(client, "Patient: I take metformin twice a day.", "2024-06-10T09:00:00Z")
    visit_2023 = await _post(client, "Patient: I take metformin three times a day.", "2023-01-10T09:00:00Z")
    ids = [visit_2024, visit_2023]
    body = (
        await client.post("/v1/verify", json={"claim": "I take metformin twice a day.", "transcription_ids": ids})
    ).json()
    assert body["verdict"] == "VERIFIED", body  # the newest visit says so; only the older one said otherwise
    assert {e["recorded_at"][:10] for e in body["evidence"]} <= {"2024-06-10", "2023-01-10"}
    assert not {s["created_at"][:10] for s in body["sources"]} & {"2024-06-10", "2023-01-10"}  # still the upload time
    older = {"claim": "I take metformin three times a day.", "transcription_ids": ids}
    assert (await client.post("/v1/verify", json=older)).json()["verdict"] == "OUTDATED"


async def test_the_newest_source_that_speaks_of_it_decides(client: httpx.AsyncClient) -> None:
    """January's "I live in Boston." is superseded by February's "I live in Denver now.": Denver is VERIFIED (not
    PARTIAL), Boston OUTDATED, and the reason is the deciding source's, not another's "never says"."""
    january = await _post(client, "Alice: I live in Boston.", "2026-01-10T09:00:00Z")
    february = await _post(client, "Alice: I live in Denver now.", "2026-02-10T09:00:00Z")
    ids = [january, february]
    for claim in ("Alice lives in Denver.", "Alice lives in Denver now."):
        body = (await client.post("/v1/verify", json={"claim": claim, "transcription_ids": ids})).json()
        assert body["verdict"] == "VERIFIED", body
        assert "never says" not in body["reason"], body
        assert {e["source"]["transcription_id"] for e in body["evidence"]} == {february}, body
        # January's one line is Alice's (as two labelled lines would be): it speaks of where she lives, not of "now"
        assert ("2026-02-10" in body["reason"]) is (claim == "Alice lives in Denver."), body
    boston = {"claim": "Alice lives in Boston.", "transcription_ids": ids}
    assert (await client.post("/v1/verify", json=boston)).json()["verdict"] == "OUTDATED"
    # said at the same time, neither is the later word
    same = [await _post(client, t, "2026-03-01T09:00:00Z") for t in ("Bo: I live in Lima.", "Bo: I live in Quito.")]
    tie = {"claim": "Bo lives in Quito.", "transcription_ids": same}
    assert (await client.post("/v1/verify", json=tie)).json()["verdict"] == "PARTIAL"


async def test_batch_keeps_order(client: httpx.AsyncClient) -> None:
    claims = ["I take ibuprofen twice a day.", "The patient takes ibuprofen three times a day.", "The sky is green."]
    body = (await client.post("/v1/verify/batch", json={"claims": claims, "source_text": SOURCE})).json()
    verdicts = [r["verdict"] for r in body["results"]]
    assert len(verdicts) == 3
    assert verdicts[0] == "VERIFIED" and verdicts[1] != "VERIFIED" and verdicts[2] != "VERIFIED"


@pytest.mark.parametrize(
    ("payload", "status", "field"),
    [
        ({"claim": "", "source_text": SOURCE}, 422, "claim"),
        ({"claim": "   ", "source_text": SOURCE}, 422, "claim"),
        ({"claim": "x" * 2001, "source_text": SOURCE}, 422, "claim"),
        ({"claim": "I take ibuprofen."}, 422, "source"),
        ({"claim": "I take ibuprofen.", "transcription_id": "tr_missing"}, 404, "tr_missing"),
        # a misspelt option is an error, not silently the default
        ({"claim": "I take ibuprofen.", "source_text": SOURCE, "confidence_treshold": 0.5}, 422, "confidence_treshold"),
    ],
)
async def test_bad_requests(client: httpx.AsyncClient, payload: dict[str, object], status: int, field: str) -> None:
    body = assert_problem(await client.post("/v1/verify", json=payload), status)
    assert field in str(body["detail"])
    assert "Value error," not in str(body)  # pydantic's prefix is dropped: the validator's message reads alone


async def test_batch_over_100_claims_is_422(client: httpx.AsyncClient) -> None:
    body = assert_problem(
        await client.post("/v1/verify/batch", json={"claims": ["a claim"] * 101, "source_text": SOURCE}), 422
    )
    assert "claims" in str(body["detail"])


async def test_malformed_json_says_where(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/v1/verify", content=b'{"claim": "x",, }', headers={"content-type": "application/json"}
    )
    body = assert_problem(response, 422)
    assert body["detail"].startswith("body: the body is not valid JSON at character 14")
    assert body["errors"][0]["field"] == "body"


async def test_a_bad_claim_in_a_batch_is_named_by_its_index(client: httpx.AsyncClient) -> None:
    payload = {"claims": ["I take ibuprofen.", "   "], "source_text": SOURCE}
    body = assert_problem(await client.post("/v1/verify/batch", json=payload), 422)
    assert "claims[1]: claim must not be blank" in body["detail"]


async def test_source_text_over_the_text_limit_is_413(make_settings: Callable[..., Settings]) -> None:
    app = create_app(make_settings(max_text_chars=100))
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://t") as http:
            one = {"claim": "I take ibuprofen.", "source_text": "x" * 101}
            body = assert_problem(await http.post("/v1/verify", json=one), 413)
            assert "the limit is 100" in body["detail"]
            batch = {"claims": ["I take ibuprofen."], "source_text": "x" * 101}
            assert_problem(await http.post("/v1/verify/batch", json=batch), 413)
            fits = {"claim": "I take ibuprofen.", "source_text": "I take ibuprofen." + " " * 50}
            assert (await http.post("/v1/verify", json=fits)).status_code == 200
