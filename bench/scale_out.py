"""Scale-out on PostgreSQL: 2 API processes + 2 ``factlayer worker`` processes, 50 clients, a kill -9.

    .venv/bin/python -m bench.scale_out [--clients 50] [--seconds 10]

A fresh database on the local PostgreSQL server (``FACTLAYER_BENCH_POSTGRES_URL``), migrated first.
One audio upload starts an ASR job; the worker holding it is killed with SIGKILL while it transcribes.
Meanwhile ``--clients`` clients post text transcripts round-robin to both APIs for ``--seconds``.
Then it waits for every job to finish and reads the database: jobs lost (not done), transcriptions
completed or digested twice (audit log), the audit chain. Exit status 1 on any loss or duplicate.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx

from bench._common import percentile, write_result
from bench.api_load import _postgres_database
from bench.cluster import Cluster, exactly_once, job_counts, kill_a_worker_mid_asr
from bench.plant import load_documents
from factlayer.storage.db import upgrade_to_head

AUDIO = Path(__file__).resolve().parents[1] / "tests" / "data" / "jfk.flac"
LEASE_S = 3


async def _load(urls: list[str], clients: int, seconds: float) -> tuple[list[float], int]:
    docs = [text for doc_id, text in load_documents() if not doc_id.startswith("qmsum:")]
    latencies: list[float] = []
    errors = 0
    counter = 0
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients, keepalive_expiry=2.0)
    async with httpx.AsyncClient(timeout=60.0, limits=limits) as http:
        deadline = time.perf_counter() + seconds

        async def client() -> None:
            nonlocal counter, errors
            while time.perf_counter() < deadline:
                counter += 1
                n = counter
                body = {"text": f"Note scale-{n}.\n{docs[n % len(docs)]}", "language": "en"}
                t0 = time.perf_counter()
                try:
                    response = await http.post(f"{urls[n % len(urls)]}/v1/transcriptions", json=body)
                except httpx.HTTPError:
                    errors += 1
                    continue
                if response.status_code != 201:
                    errors += 1
                    continue
                latencies.append(time.perf_counter() - t0)

        await asyncio.gather(*(client() for _ in range(clients)))
    return latencies, errors


async def _scenario(cluster: Cluster, url: str, clients: int, seconds: float) -> dict[str, Any]:
    urls = cluster.api_urls
    async with httpx.AsyncClient(timeout=60.0) as http:
        files = {"file": (AUDIO.name, AUDIO.read_bytes())}
        (await http.post(f"{urls[0]}/v1/transcriptions", files=files)).raise_for_status()
    killed, (latencies, errors) = await asyncio.gather(
        kill_a_worker_mid_asr(cluster, url), _load(urls, clients, seconds)
    )
    t0 = time.perf_counter()
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline and set(await job_counts(url)) != {"done"}:
        await asyncio.sleep(0.25)
    drain_s = time.perf_counter() - t0
    report = await exactly_once(url)
    return {
        "post_transcriptions": {
            "requests": len(latencies) + errors,
            "errors": errors,
            "p50_ms": round(percentile(latencies, 50) * 1e3, 1),
            "p95_ms": round(percentile(latencies, 95) * 1e3, 1),
        },
        "killed_job": killed,
        "killed_job_rerun": any(job_id == killed and attempts == 2 for job_id, _, attempts in report["jobs_retried"]),
        "drain_s": round(drain_s, 2),
        "exactly_once": report,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    name = f"factlayer_scale_{os.getpid()}"
    url = asyncio.run(_postgres_database(name))
    upgrade_to_head(url)
    figures: dict[str, Any] = {"apis": 2, "workers": 2, "clients": args.clients, "seconds": args.seconds}
    with tempfile.TemporaryDirectory(prefix="factlayer-bench-scale-") as tmp:
        cluster = Cluster(url, Path(tmp), env={"FACTLAYER_JOB_LEASE_S": str(LEASE_S), "FACTLAYER_JOB_POLL_S": "0.2"})
        t0 = time.perf_counter()
        try:
            cluster.start()
            figures["startup_s"] = round(time.perf_counter() - t0, 2)
            figures.update(asyncio.run(_scenario(cluster, url, args.clients, args.seconds)))
        finally:
            cluster.stop()
    asyncio.run(_postgres_database(name, drop=True))
    report = figures["exactly_once"]
    figures["jobs_lost"] = len(report["jobs_not_done"])
    figures["jobs_duplicated"] = len(report["duplicate_completions"]) + len(report["duplicate_digests"])
    notes = [
        f"2 uvicorn API processes (FACTLAYER_RUN_WORKERS=false), 2 workers, PostgreSQL 15 and the load generator "
        f"share {os.cpu_count()} cores; lease {LEASE_S} s"
    ]
    path = write_result("scale_out", figures, params=vars(args) | {"out": None}, notes=notes, out=args.out)
    post = figures["post_transcriptions"]
    print(
        f"[scale_out] POST p95 {post['p95_ms']} ms, {post['errors']} errors; jobs {report['jobs']}, lost "
        f"{figures['jobs_lost']}, duplicated {figures['jobs_duplicated']}, killed job re-run "
        f"{figures['killed_job_rerun']}, chain {'ok' if report['chain_ok'] else 'BROKEN'}; wrote {path}"
    )
    ok = (
        not figures["jobs_lost"]
        and not figures["jobs_duplicated"]
        and not report["duplicate_creations"]
        and report["chain_ok"]
        and figures["killed_job_rerun"]
        and not post["errors"]
    )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
