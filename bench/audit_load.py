"""/healthz latency while ``GET /v1/audit/verify`` runs (issue 16: 8 concurrent calls once pushed it to 2.4 s).

    .venv/bin/python -m bench.audit_load [--facts 40000] [--verifiers 8]

A temporary SQLite file migrated with Alembic and filled through ``FactStore.append_run`` (so every
row has its audit entry and row digest), then the real server (uvicorn subprocess, as ``make run``).
Same-run baseline: /healthz answered while nothing else runs. Then ``--verifiers`` concurrent
``GET /v1/audit/verify`` calls while one client asks /healthz in a loop until they have all returned.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx

from bench._common import free_port, percentile, write_result
from bench.api_load import Server, migrate
from bench.records import build_run
from bench.store import make_source, sentence_spans

BATCH = 5_000


async def fill(url: str, facts: int) -> None:
    from factlayer.storage.db import create_engine
    from factlayer.storage.fact_store import FactStore
    from factlayer.storage.transcription_store import TranscriptionStore

    engine = create_engine(url)
    try:
        source = make_source()
        transcription = await TranscriptionStore(engine).create_text(source, language="en", title="bench")
        spans = sentence_spans(source)
        for start in range(0, facts, BATCH):
            run, records = build_run(transcription.id, source, spans, min(BATCH, facts - start))
            await FactStore(engine).append_run(run, records, [])
    finally:
        await engine.dispose()


def _latency(values: Sequence[float]) -> dict[str, float | int]:
    ms = [v * 1000 for v in values]
    return {
        "n": len(ms),
        "p50_ms": round(percentile(ms, 50), 2),
        "p95_ms": round(percentile(ms, 95), 2),
        "max_ms": round(max(ms), 2),
    }


async def _health_once(client: httpx.AsyncClient) -> float:
    t0 = time.perf_counter()
    response = await client.get("/healthz")
    response.raise_for_status()
    return time.perf_counter() - t0


async def measure(base_url: str, verifiers: int, idle_requests: int) -> dict[str, Any]:
    async with (
        httpx.AsyncClient(base_url=base_url, timeout=600) as health,
        httpx.AsyncClient(base_url=base_url, timeout=600) as audit,
    ):
        for _ in range(20):  # warm-up
            await _health_once(health)
        idle = [await _health_once(health) for _ in range(idle_requests)]

        async def verify() -> tuple[float, dict[str, Any]]:
            t0 = time.perf_counter()
            response = await audit.get("/v1/audit/verify")
            response.raise_for_status()
            return time.perf_counter() - t0, response.json()

        tasks = [asyncio.create_task(verify()) for _ in range(verifiers)]
        busy: list[float] = []
        while not all(t.done() for t in tasks):
            busy.append(await _health_once(health))
            await asyncio.sleep(0.01)
        results = [t.result() for t in tasks]
    reports = [r for _, r in results]
    return {
        "healthz_idle": _latency(idle),
        "healthz_during_verify": _latency(busy),
        "verify_wall_s": [round(s, 2) for s, _ in results],
        "verify_status": sorted({r["status"] for r in reports}),
        "entries": reports[0]["entries"],
        "rows_checked": reports[0]["rows_checked"],
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--facts", type=int, default=40_000)
    parser.add_argument("--verifiers", type=int, default=8)
    parser.add_argument("--idle-requests", type=int, default=300)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="factlayer-audit-load-") as tmp:
        data_dir = Path(tmp)
        url = f"sqlite+aiosqlite:///{data_dir / 'factlayer.db'}"
        migrate(url)
        t0 = time.perf_counter()
        asyncio.run(fill(url, args.facts))
        fill_s = time.perf_counter() - t0
        server = Server(data_dir, free_port())
        server.start()
        try:
            figures = asyncio.run(measure(server.base_url, args.verifiers, args.idle_requests))
        finally:
            server.stop()
    figures["fill_s"] = round(fill_s, 1)
    notes = [
        "server (uvicorn, 1 worker) and clients (httpx, one process) share the machine's cores",
        "verification runs one at a time in a worker thread; concurrent calls queue behind it",
    ]
    path = write_result("audit_load", figures, params=vars(args), notes=notes, out=args.out)
    idle, busy = figures["healthz_idle"], figures["healthz_during_verify"]
    print(
        f"[audit_load] {figures['entries']} entries, {figures['rows_checked']} rows; /healthz p95 idle "
        f"{idle['p95_ms']} ms, during {args.verifiers} verifications {busy['p95_ms']} ms "
        f"(max {busy['max_ms']} ms, n={busy['n']}); verify wall {figures['verify_wall_s']} s -> {path}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
