"""Metrics, structured log events and the rejection report, through the HTTP API (issue #21)."""

from __future__ import annotations

import io
import json
import logging
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
from prometheus_client.parser import text_string_to_metric_families

from factlayer.observability.events import EVENTS_LOGGER, emit, request_id_var, run_id_var
from factlayer.observability.logs import configure_logging

VISIT = (
    "Doctor: Any chest pain?\nPatient: No. I have had a headache since Monday.\n"
    "Patient: I take ibuprofen twice a day. I might have diabetes."
)


def _samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    out: dict[tuple[str, tuple[tuple[str, str], ...]], float] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            out[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return out


async def _digest(client: httpx.AsyncClient) -> tuple[str, dict[str, Any]]:
    created = await client.post("/v1/transcriptions", json={"text": VISIT})
    assert created.status_code == 201, created.text
    tid = created.json()["id"]
    digest = await client.get(f"/digest/{tid}", params={"include_facts": "true"})
    assert digest.status_code == 200, digest.text
    return tid, digest.json()


async def test_metrics_count_requests_verdicts_and_the_store(client: httpx.AsyncClient) -> None:
    tid, digest = await _digest(client)
    verdict = (
        await client.post("/v1/verify", json={"claim": "The patient has chest pain.", "source_text": VISIT})
    ).json()
    rejections = (await client.get(f"/v1/transcriptions/{tid}/rejections")).json()
    response = await client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    samples = _samples(response.text)
    route = (("method", "POST"), ("route", "/v1/transcriptions"), ("status", "201"))
    assert samples[("factlayer_http_request_duration_seconds_count", route)] == 1
    digest_route = (("method", "GET"), ("route", "/digest/{transcription_id}"), ("status", "200"))
    assert samples[("factlayer_http_request_duration_seconds_count", digest_route)] == 1
    assert samples[("factlayer_verdicts_total", (("verdict", verdict["verdict"]),))] == 1
    assert samples[("factlayer_stored_facts", ())] == len(digest["facts"])
    assert samples[("factlayer_stored_digest_runs", ())] == 1
    assert samples[("factlayer_digests_built_total", ())] == 1
    assert samples[("factlayer_facts_kept_total", ())] == len(digest["facts"])
    items = rejections["rejections"] if isinstance(rejections, dict) else rejections
    by_reason: dict[str, int] = {}
    for item in items:
        by_reason[item["reason"]] = by_reason.get(item["reason"], 0) + 1
    for reason, count in by_reason.items():
        assert samples[("factlayer_stored_rejections", (("reason", reason),))] == count
        assert samples[("factlayer_candidates_rejected_total", (("reason", reason),))] == count
    assert "# TYPE factlayer_jobs gauge" in response.text


async def test_unknown_paths_do_not_grow_the_label_set(client: httpx.AsyncClient) -> None:
    for n in range(3):
        assert (await client.get(f"/no/such/path/{n}")).status_code == 404
    samples = _samples((await client.get("/metrics")).text)
    unmatched = (("method", "GET"), ("route", "<unmatched>"), ("status", "404"))
    assert samples[("factlayer_http_request_duration_seconds_count", unmatched)] == 3
    assert not any("/no/such" in str(labels) for _name, labels in samples)


async def test_rejection_summary_adds_up_and_filters(client: httpx.AsyncClient) -> None:
    tid, _ = await _digest(client)
    items = (await client.get(f"/v1/transcriptions/{tid}/rejections")).json()
    items = items["rejections"] if isinstance(items, dict) else items
    summary = (await client.get("/v1/rejections/summary")).json()
    assert summary["total"] == len(items) > 0
    assert sum(r["count"] for r in summary["by_reason"]) == len(items)
    assert sum(t["count"] for t in summary["by_type"]) == len(items)
    assert sum(d["count"] for d in summary["by_day"]) == len(items)
    assert summary["by_day"][0]["day"] == items[0]["created_at"][:10]
    elsewhere = (await client.get("/v1/rejections/summary", params={"namespace": "nobody"})).json()
    assert elsewhere["total"] == 0 and elsewhere["by_reason"] == []
    later = (await client.get("/v1/rejections/summary", params={"since": "2999-01-01T00:00:00Z"})).json()
    assert later["total"] == 0
    bad = await client.get("/v1/rejections/summary", params={"since": "yesterday-ish"})
    assert bad.status_code == 422 and bad.headers["content-type"].startswith("application/problem+json")


def _capture(fmt: str, level: str = "INFO") -> io.StringIO:
    configure_logging(level, fmt)  # type: ignore[arg-type]
    stream = io.StringIO()
    root = logging.getLogger()
    handler = next(h for h in root.handlers if getattr(h, "_factlayer", False))
    assert isinstance(handler, logging.StreamHandler)
    handler.setStream(stream)
    return stream


def test_json_logs_carry_the_event_its_fields_and_ids() -> None:
    stream = _capture("json")
    tokens = request_id_var.set("req-1"), run_id_var.set("run_1")
    try:
        emit("digest.stored", transcription_id="tr_1", facts=3, rejected=1)
    finally:
        request_id_var.reset(tokens[0])
        run_id_var.reset(tokens[1])
        configure_logging("INFO", "text")
    line = json.loads(stream.getvalue().strip().splitlines()[-1])
    assert line["message"] == "digest.stored" and line["event"] == "digest.stored"
    assert line["facts"] == 3 and line["transcription_id"] == "tr_1"
    assert line["request_id"] == "req-1" and line["run_id"] == "run_1"
    assert line["levelname"] == "INFO" and line["name"] == EVENTS_LOGGER


def test_text_logs_show_fields_and_obey_the_level() -> None:
    stream = _capture("text")
    emit("verify.verdict", verdict="VERIFIED", signal="claim_verified", confidence=0.9)
    assert "verify.verdict verdict=VERIFIED signal=claim_verified" in stream.getvalue()
    quiet = _capture("text", level="WARNING")
    emit("verify.verdict", verdict="VERIFIED", signal="claim_verified", confidence=0.9)
    configure_logging("INFO", "text")
    assert quiet.getvalue() == ""


def test_an_unknown_event_is_a_programming_error() -> None:
    try:
        emit("digest.sorted", facts=1)
    except ValueError as exc:
        assert "unknown event" in str(exc)
    else:
        raise AssertionError("emit accepted an unknown event name")


async def test_cli_report_matches_the_api(client: httpx.AsyncClient, db_path: Path) -> None:
    await _digest(client)
    api = (await client.get("/v1/rejections/summary")).json()
    env = {**os.environ, "FACTLAYER_DATABASE_URL": f"sqlite+aiosqlite:///{db_path}"}
    command = [sys.executable, "-m", "factlayer.cli", "rejections", "report"]
    as_json = subprocess.run([*command, "--json"], env=env, capture_output=True, text=True, timeout=60)
    assert as_json.returncode == 0, as_json.stderr
    assert json.loads(as_json.stdout) == api
    table = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    assert table.returncode == 0, table.stderr
    assert f"{api['total']} rejected candidates" in table.stdout
    assert api["by_reason"][0]["reason"] in table.stdout
