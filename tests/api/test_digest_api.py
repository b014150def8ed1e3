"""GET /digest and the fact read API, through the real offline pipeline and a real migrated database."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import httpx

from tests.api.test_transcriptions_api import assert_problem

PATIENT = (
    "Doctor: What brings you in today?\n"
    "Patient: Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever. "
    "I take ibuprofen twice a day.\n"
    "Doctor: Okay. Any nausea?\n"
    "Patient: No, no nausea."
)


async def _post(client: httpx.AsyncClient, text: str) -> str:
    response = await client.post("/v1/transcriptions", json={"text": text})
    assert response.status_code == 201
    return str(response.json()["id"])


def _fact_texts(digest: dict[str, Any]) -> list[str]:
    return [f["fact_text"].lower() for f in digest["facts"]]


async def test_digest_with_cited_facts(client: httpx.AsyncClient) -> None:
    tid = await _post(client, PATIENT)
    response = await client.get(f"/digest/{tid}", params={"include_facts": "true"})
    assert response.status_code == 200, response.text
    digest = response.json()
    assert digest["transcription_id"] == tid and digest["generated"] is True
    assert digest["counts"]["facts"] == len(digest["facts"]) > 0
    for fact in digest["facts"]:
        span = fact["source_span"]
        assert PATIENT[span["start_char"] : span["end_char"]] == span["text"]
        assert fact["alignment"] in ("exact", "fuzzy")
        assert fact["validation"]
    texts = " | ".join(_fact_texts(digest))
    # facts are third-person sentences about the patient; the citation stays the patient's own words
    for expected in ("john smith", "headache since monday", "does not have a fever", "takes ibuprofen twice a day"):
        assert expected in texts, texts
    assert not any("fever" in t and " not " not in t and "no " not in t for t in _fact_texts(digest))
    assert {f["speaker"] for f in digest["facts"]} == {"Patient"}
    assert digest["summary"]


async def test_second_get_reuses_the_run(client: httpx.AsyncClient, db_path: Path) -> None:
    tid = await _post(client, PATIENT)
    first, second = await asyncio.gather(
        client.get(f"/digest/{tid}", params={"include_facts": "true"}),
        client.get(f"/digest/{tid}", params={"include_facts": "true"}),
    )
    assert first.json()["run_id"] == second.json()["run_id"]
    third = (await client.get(f"/digest/{tid}")).json()
    assert third["run_id"] == first.json()["run_id"] and third["generated"] is False and third["facts"] is None
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT COUNT(*) FROM extraction_runs").fetchone()[0] == 1
        facts = conn.execute("SELECT COUNT(*) FROM facts").fetchone()[0]
    assert facts == first.json()["counts"]["facts"]


async def test_forced_run_keeps_old_facts(client: httpx.AsyncClient) -> None:
    tid = await _post(client, PATIENT)
    first = (await client.get(f"/digest/{tid}", params={"include_facts": "true"})).json()
    forced = await client.post(f"/digest/{tid}/runs")
    assert forced.status_code == 201
    new_run = forced.json()["run_id"]
    assert new_run != first["run_id"]
    latest = (await client.get(f"/v1/transcriptions/{tid}/facts")).json()
    assert {f["run_id"] for f in latest} == {new_run}
    old = (await client.get(f"/v1/transcriptions/{tid}/facts", params={"run_id": first["run_id"]})).json()
    assert [f["fact_id"] for f in old] == [f["fact_id"] for f in first["facts"]]
    one = (await client.get(f"/v1/facts/{old[0]['fact_id']}")).json()
    for fact in (one, old[0]):  # read at each request's "now"
        fact["memory"].pop("decayed_confidence")
    assert one == old[0]


async def test_planted_contradiction_is_never_stored(client: httpx.AsyncClient) -> None:
    tid = await _post(client, "Patient: I don't have a fever. I have had a cough for three days.")
    digest = (await client.get(f"/digest/{tid}", params={"include_facts": "true"})).json()
    assert all("fever" not in t or "does not" in t for t in _fact_texts(digest))
    rejections = (await client.get(f"/v1/transcriptions/{tid}/rejections")).json()
    assert isinstance(rejections, list)
    for rejection in rejections:
        assert rejection["reason"] and rejection["run_id"] == digest["run_id"]


async def test_digest_errors(client: httpx.AsyncClient) -> None:
    assert_problem(await client.get("/digest/tr_missing"), 404)
    assert_problem(await client.get("/v1/facts/fact_missing"), 404)
    assert_problem(await client.get("/v1/transcriptions/tr_missing/facts"), 404)
    tid = await _post(client, PATIENT)
    body = assert_problem(await client.get(f"/digest/{tid}", params={"fact_version": "9.9"}), 422)
    assert "fact_version" in str(body["detail"])


async def test_digest_of_an_unfinished_transcription_is_409(client: httpx.AsyncClient) -> None:
    from tests.conftest import TEST_DATA

    content = (TEST_DATA / "jfk.flac").read_bytes()
    accepted = await client.post("/v1/transcriptions", files={"file": ("jfk.flac", content)})
    assert accepted.status_code == 202  # workers are off in this fixture: it stays queued
    body = assert_problem(await client.get(f"/digest/{accepted.json()['id']}"), 409)
    assert body["transcription_status"] == "queued"


async def test_a_clause_the_extractor_declines_is_in_the_rejection_log(client: httpx.AsyncClient) -> None:
    # "She broke it again on Monday." does not say who "she" is: skipped as ambiguous_subject, never guessed —
    # and kept as a rejection with its exact span, so no content clause vanishes without a trace.
    text = "Speaker 1: I moved the launch to March.\nSpeaker 2: She broke it again on Monday."
    tid = await _post(client, text)
    digest = (await client.get(f"/digest/{tid}", params={"include_facts": "true"})).json()
    assert _fact_texts(digest) == ["speaker 1 moved the launch to march."]
    rejections = (await client.get(f"/v1/transcriptions/{tid}/rejections")).json()
    ambiguous = [r for r in rejections if r["reason"] == "ambiguous_subject"]
    assert [r["candidate_text"] for r in ambiguous] == ["She broke it again on Monday."]
    span = ambiguous[0]["source_span"]
    assert text[span["start_char"] : span["end_char"]] == "She broke it again on Monday."
    assert ambiguous[0]["extraction_method"] == "extractive" and digest["counts"]["rejected"] == len(rejections)


async def test_the_offline_summary_is_the_verified_facts(client: httpx.AsyncClient) -> None:
    """Offline, the summary is the digest's verified facts (attributed, third person), not the opening lines
    verbatim (a new user saw "Good morning, Mrs. Alvarez." and fragments as the summary)."""
    text = "[doctor] hi , how are you doing today ?\n[patient] i have had a cough for two weeks .\n"
    tid = (await client.post("/v1/transcriptions", json={"text": text})).json()["id"]
    digest = (await client.get(f"/digest/{tid}", params={"include_facts": "true"})).json()
    facts = [f["fact_text"] for f in digest["facts"]]
    assert facts and digest["summary_method"] == "facts"
    assert digest["summary"] == " ".join(facts[:4]) and "[patient]" not in digest["summary"]


async def test_without_a_fact_the_offline_summary_quotes_no_speaker_label(client: httpx.AsyncClient) -> None:
    """No fact kept: the lead summary, the transcript's own sentences read with the one transcript grammar —
    "[patient]" is a label, not words of the summary (a reviewer saw "[patient] i have had a cough …")."""
    text = "[doctor] hi , how are you doing today ?\n[patient] oh you know , it is what it is , doc .\n"
    tid = (await client.post("/v1/transcriptions", json={"text": text})).json()["id"]
    digest = (await client.get(f"/digest/{tid}", params={"include_facts": "true"})).json()
    assert digest["facts"] == [] and digest["summary_method"] == "lead"
    assert digest["summary"] == "oh you know , it is what it is , doc ."
