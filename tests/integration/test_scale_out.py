"""Scale-out on a real PostgreSQL: 2 API processes (in-process workers off) and 2 ``factlayer worker``
processes share one database and one data directory; 50 clients post transcripts while a worker is
killed with SIGKILL in the middle of an ASR job. Afterwards every job is done exactly once: no
transcription created, completed or digested twice in the audit log, and the chain intact."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from bench.cluster import Cluster, exactly_once, job_counts, kill_a_worker_mid_asr

from factlayer.storage.db import upgrade_to_head
from tests import pg
from tests.conftest import TEST_DATA

CLIENTS = 50
POSTS_PER_CLIENT = 1
AUDIO = ("jfk.flac",)
LEASE_S = 2


@pytest.fixture
async def database() -> AsyncIterator[str]:
    name = pg.new_database_name("factlayer_scale")
    url = await pg.create_database(name)
    await asyncio.to_thread(upgrade_to_head, url)
    yield url
    await pg.drop_database(name)


async def _post_texts(http: httpx.AsyncClient, urls: list[str], client: int) -> list[int]:
    codes = []
    for n in range(POSTS_PER_CLIENT):
        body = {"text": f"Patient {client}-{n}: I have taken 20 mg of ibuprofen every morning since March."}
        response = await http.post(f"{urls[(client + n) % len(urls)]}/v1/transcriptions", json=body)
        codes.append(response.status_code)
    return codes


async def _wait_all_done(url: str, timeout_s: float) -> dict[str, int]:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        counts = await job_counts(url)
        if set(counts) == {"done"}:
            return counts
        await asyncio.sleep(0.25)
    return await job_counts(url)


@pytest.mark.slow
async def test_two_apis_two_workers_and_a_kill_9_run_every_job_exactly_once(database: str, tmp_path: Path) -> None:
    cluster = Cluster(
        database,
        tmp_path / "data",
        env={"FACTLAYER_JOB_LEASE_S": str(LEASE_S), "FACTLAYER_JOB_POLL_S": "0.2"},
    )
    try:
        await asyncio.to_thread(cluster.start)
        urls = cluster.api_urls
        limits = httpx.Limits(max_connections=CLIENTS, keepalive_expiry=2.0)
        async with httpx.AsyncClient(timeout=60, limits=limits) as http:
            for i, name in enumerate(AUDIO):
                files = {"file": (name, (TEST_DATA / name).read_bytes())}
                assert (await http.post(f"{urls[i % 2]}/v1/transcriptions", files=files)).status_code == 202
            killed_job, *codes = await asyncio.gather(
                kill_a_worker_mid_asr(cluster, database),
                *(_post_texts(http, urls, c) for c in range(CLIENTS)),
            )
        assert killed_job is not None, "no worker started an ASR job within 60 s"
        counts = await _wait_all_done(database, timeout_s=60)
        report = await exactly_once(database)
    finally:
        await asyncio.to_thread(cluster.stop)
    logs = "\n".join(f"--- {p.name}\n{p.tail(1500)}" for p in cluster.processes)
    assert [c for batch in codes for c in batch] == [201] * CLIENTS * POSTS_PER_CLIENT
    assert set(counts) == {"done"}, (counts, logs)
    total = CLIENTS * POSTS_PER_CLIENT + len(AUDIO)
    assert report["transcriptions"] == total and report["transcription_status"] == {"completed": total}
    assert report["duplicate_creations"] == {} and report["duplicate_completions"] == {}
    assert report["duplicate_digests"] == {}
    assert report["audio_completions"] == len(AUDIO) and report["digests"] == total
    assert report["jobs"] == total + len(AUDIO)  # one digest job per transcription, one ASR job per upload
    assert (killed_job, "asr", 2) in report["jobs_retried"], report["jobs_retried"]
    assert report["chain_ok"], report
