"""The HTTP API under a bounded load, on loopback only.

    .venv/bin/python -m bench.api_load [--clients 50] [--seconds 10] [--runs 3] [--backend both|sqlite|postgresql]

Starts ``uvicorn --factory factlayer.api.app:create_app`` as a subprocess on 127.0.0.1 (a free port,
a temporary data directory, the database migrated with Alembic first, default settings — so the
digest worker runs and every posted text also queues a digest, as in production), once on a SQLite file
and once on a fresh database of the local PostgreSQL server (``FACTLAYER_BENCH_POSTGRES_URL``, default
``postgresql://postgres@127.0.0.1:5432/test``; ``make postgres`` starts it). Then
``--clients`` concurrent httpx clients loop for ``--seconds`` per run and stop by themselves:

1. ``GET /digest/{id}?include_facts=true`` of one completed transcription (its digest generated
   once before the clock starts) — skipped with a note if the route is not in /openapi.json;
2. ``POST /v1/transcriptions`` (text: an MTS-Dialog transcript with a unique marker per request).

Per endpoint: requests/s, p50/p95/p99 latency, errors (anything but the expected 2xx, or no
response). After the server has stopped, the SQLite file is read directly: every 201 id must be
stored exactly once and every posted marker must occur in exactly one row.

The server and this load generator share the machine's cores (2 here): the figures are a lower
bound for a server with the machine to itself.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import select

from bench._common import percentile, summary, write_result
from bench.plant import load_documents
from factlayer.storage.db import create_engine
from factlayer.storage.tables import transcriptions

POSTGRES_ADMIN_URL = os.environ.get("FACTLAYER_BENCH_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/test")

HOST = "127.0.0.1"
DIGEST_ROUTE = "/digest/{transcription_id}"
_MARKER = re.compile(r"bench-r\d+-n\d+")


@dataclass(slots=True)
class LoadResult:
    seconds: float
    latencies_s: list[float] = field(default_factory=list)
    errors: int = 0
    error_samples: list[str] = field(default_factory=list)
    created_ids: list[str] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)
    error_markers: list[str] = field(default_factory=list)

    @property
    def requests(self) -> int:
        return len(self.latencies_s) + self.errors


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def migrate(url: str) -> None:
    from factlayer.storage.db import upgrade_to_head

    upgrade_to_head(url)


class Server:
    """uvicorn in a subprocess, the way ``make run`` starts it."""

    def __init__(self, data_dir: Path, port: int, database_url: str | None = None) -> None:
        self.data_dir = data_dir
        self.database_url = database_url
        self.port = port
        self.base_url = f"http://{HOST}:{port}"
        self.log_path = data_dir / "server.log"
        self._proc: subprocess.Popen[bytes] | None = None

    def start(self, timeout_s: float = 120.0) -> float:
        env = {k: v for k, v in os.environ.items() if not k.startswith("FACTLAYER_")}
        env["FACTLAYER_DATA_DIR"] = str(self.data_dir)
        if self.database_url:
            env["FACTLAYER_DATABASE_URL"] = self.database_url
        cmd = [
            sys.executable,
            "-m",
            "uvicorn",
            "--factory",
            "factlayer.api.app:create_app",
            "--host",
            HOST,
            "--port",
            str(self.port),
        ]
        log = self.log_path.open("wb")
        t0 = time.perf_counter()
        self._proc = subprocess.Popen(cmd, cwd=self.data_dir, env=env, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self._proc.poll() is not None:
                raise RuntimeError(f"uvicorn exited with {self._proc.returncode}: {self.tail()}")
            try:
                if httpx.get(f"{self.base_url}/readyz", timeout=2.0).status_code == 200:
                    return time.perf_counter() - t0
            except httpx.HTTPError:
                pass
            time.sleep(0.25)
        self.stop()
        raise RuntimeError(f"uvicorn was not ready within {timeout_s} s: {self.tail()}")

    def stop(self) -> int | None:
        if self._proc is None or self._proc.poll() is not None:
            return None if self._proc is None else self._proc.returncode
        self._proc.send_signal(signal.SIGINT)
        try:
            return self._proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            return self._proc.wait(timeout=10)

    def tail(self, chars: int = 2000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return ""


async def run_load(
    base_url: str,
    clients: int,
    seconds: float,
    make_request: Any,
    expect: int,
) -> LoadResult:
    """``clients`` workers send requests back to back until ``seconds`` have passed; then they stop."""
    # keep-alive expiry below uvicorn's 5 s timeout_keep_alive: otherwise a pooled connection that the
    # server is closing at that moment can be reused (a client-side race that is not a server error)
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients, keepalive_expiry=2.0)
    result = LoadResult(seconds=seconds)
    counter = 0
    async with httpx.AsyncClient(base_url=base_url, limits=limits, timeout=60.0) as client:
        deadline = time.perf_counter() + seconds

        async def worker() -> None:
            nonlocal counter
            while time.perf_counter() < deadline:
                counter += 1
                method, url, body, marker = make_request(counter)
                t0 = time.perf_counter()
                try:
                    response = await client.request(method, url, json=body)
                except httpx.HTTPError as exc:
                    result.errors += 1
                    result.error_markers.append(marker)
                    if len(result.error_samples) < 5:
                        result.error_samples.append(f"{type(exc).__name__}: {exc!r}")
                    continue
                elapsed = time.perf_counter() - t0
                if response.status_code != expect:
                    result.errors += 1
                    result.error_markers.append(marker)
                    if len(result.error_samples) < 5:
                        result.error_samples.append(f"{response.status_code}: {response.text[:200]}")
                    continue
                result.latencies_s.append(elapsed)
                if method == "POST":
                    result.created_ids.append(response.json()["id"])
                    result.markers.append(marker)

        t_start = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(clients)))
        result.seconds = time.perf_counter() - t_start
    return result


def _figures(results: Sequence[LoadResult]) -> dict[str, Any]:
    return {
        "requests_per_s": summary((len(r.latencies_s) / r.seconds for r in results), 1),
        "p50_ms": summary((percentile(r.latencies_s, 50) * 1e3 for r in results), 1),
        "p95_ms": summary((percentile(r.latencies_s, 95) * 1e3 for r in results), 1),
        "p99_ms": summary((percentile(r.latencies_s, 99) * 1e3 for r in results), 1),
        "requests": sum(r.requests for r in results),
        "errors": sum(r.errors for r in results),
        "error_samples": [s for r in results for s in r.error_samples][:5],
        "wall_s_per_run": [round(r.seconds, 2) for r in results],
    }


async def _stored_rows(database_url: str) -> list[tuple[str, str]]:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as conn:
            result = await conn.execute(select(transcriptions.c.id, transcriptions.c.text))
            return [(str(r.id), str(r.text)) for r in result.all()]
    finally:
        await engine.dispose()


def check_stored_once(
    database_url: str, created: Sequence[str], markers: Sequence[str], error_markers: Sequence[str] = ()
) -> dict[str, Any]:
    """Read the database after the server has stopped: each 201 id and its marker exactly once;
    a request that failed on the client side must be stored at most once."""
    rows = asyncio.run(_stored_rows(database_url))
    id_counts: dict[str, int] = {}
    for row_id, _ in rows:
        id_counts[row_id] = id_counts.get(row_id, 0) + 1
    marker_counts = dict.fromkeys([*markers, *error_markers], 0)
    for _, text in rows:
        for token in _MARKER.findall(text[:80]):
            if token in marker_counts:
                marker_counts[token] += 1
    missing_ids = [i for i in created if id_counts.get(i, 0) == 0]
    duplicate_ids = [i for i, n in id_counts.items() if n > 1]
    bad_markers = [m for m in markers if marker_counts[m] != 1]
    errored_stored = sum(1 for m in error_markers if marker_counts[m] == 1)
    errored_duplicated = sum(1 for m in error_markers if marker_counts[m] > 1)
    return {
        "posted_201": len(created),
        "distinct_ids": len(set(created)),
        "rows": len(rows),
        "missing_ids": len(missing_ids),
        "duplicate_ids": len(duplicate_ids),
        "markers_not_exactly_once": len(bad_markers),
        "failed_requests_stored_anyway": errored_stored,
        "failed_requests_stored_twice": errored_duplicated,
        "ok": not missing_ids
        and not duplicate_ids
        and not bad_markers
        and not errored_duplicated
        and len(set(created)) == len(created),
    }


async def _prepare_digest(base_url: str, text: str) -> tuple[str, float, int]:
    async with httpx.AsyncClient(base_url=base_url, timeout=300.0) as client:
        created = await client.post("/v1/transcriptions", json={"text": text, "language": "en"})
        created.raise_for_status()
        transcription_id = str(created.json()["id"])
        t0 = time.perf_counter()
        first = await client.get(f"/digest/{transcription_id}", params={"include_facts": "true"})
        first.raise_for_status()
        facts = first.json().get("facts") or []
        return transcription_id, time.perf_counter() - t0, len(facts)


async def _postgres_database(name: str, drop: bool = False) -> str:
    import asyncpg
    from sqlalchemy.engine import make_url

    admin = make_url(POSTGRES_ADMIN_URL).set(drivername="postgresql")
    conn = await asyncpg.connect(admin.render_as_string(hide_password=False))
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        if not drop:
            await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
    return admin.set(database=name, drivername="postgresql+asyncpg").render_as_string(hide_password=False)


def measure(args: argparse.Namespace, backend: str = "sqlite") -> tuple[dict[str, Any], list[str]]:
    notes = [
        f"server (uvicorn, 1 worker) and load generator (httpx, {args.clients} clients, one process) share "
        f"{os.cpu_count()} cores",
        "default settings: every POSTed text also queues a digest that the in-process worker generates "
        "while the load runs",
    ]
    if backend == "postgresql":
        notes = [f"postgresql: the local server (15, default settings, fsync on) on the same {os.cpu_count()} cores"]
    docs = [text for doc_id, text in load_documents() if not doc_id.startswith("qmsum:")]
    figures: dict[str, Any] = {"clients": args.clients, "seconds_per_run": args.seconds, "runs": args.runs}
    pg_name = f"factlayer_bench_{os.getpid()}"
    with tempfile.TemporaryDirectory(prefix="factlayer-bench-api-") as tmp:
        data_dir = Path(tmp)
        if backend == "postgresql":
            database_url = asyncio.run(_postgres_database(pg_name))
        else:
            database_url = f"sqlite+aiosqlite:///{(data_dir / 'factlayer.db').resolve()}"
        migrate(database_url)
        server = Server(data_dir, free_port(), database_url)
        post_runs: list[LoadResult] = []
        figures["startup_s"] = round(server.start(), 2)
        print(f"[api] server ready on {server.base_url} in {figures['startup_s']} s", flush=True)
        try:
            paths = httpx.get(f"{server.base_url}/openapi.json", timeout=10).json().get("paths", {})
            if DIGEST_ROUTE in paths:
                target = max(docs[:50], key=len)
                transcription_id, first_s, n_facts = asyncio.run(_prepare_digest(server.base_url, target))
                figures["digest_first_generation_s"] = round(first_s, 3)
                figures["digest_facts"] = n_facts
                figures["digest_transcript_chars"] = len(target)
                url = f"/digest/{transcription_id}?include_facts=true"
                get_runs = [
                    asyncio.run(
                        run_load(server.base_url, args.clients, args.seconds, lambda n: ("GET", url, None, ""), 200)
                    )
                    for _ in range(args.runs)
                ]
                figures["get_digest"] = _figures(get_runs)
                print(f"[api] GET digest: {figures['get_digest']['requests_per_s']['median']} req/s", flush=True)
            else:
                notes.append("GET /digest/{id} is not in /openapi.json yet: skipped")
                figures["get_digest"] = None

            for run in range(args.runs):

                def make_post(n: int, run: int = run) -> tuple[str, str, dict[str, Any], str]:
                    marker = f"bench-r{run}-n{n}"
                    text = f"Note {marker}.\n{docs[n % len(docs)]}"
                    return "POST", "/v1/transcriptions", {"text": text, "language": "en"}, marker

                post_runs.append(asyncio.run(run_load(server.base_url, args.clients, args.seconds, make_post, 201)))
            figures["post_transcriptions"] = _figures(post_runs)
            print(
                f"[api] POST transcriptions: {figures['post_transcriptions']['requests_per_s']['median']} req/s",
                flush=True,
            )
        finally:
            code = server.stop()
            figures["server_exit_code"] = code
        created = [i for r in post_runs for i in r.created_ids]
        markers = [m for r in post_runs for m in r.markers]
        error_markers = [m for r in post_runs for m in r.error_markers]
        figures["stored_exactly_once"] = check_stored_once(database_url, created, markers, error_markers)
        if backend == "postgresql":
            asyncio.run(_postgres_database(pg_name, drop=True))
        log = server.tail(10_000_000)
        error_lines = [line for line in log.splitlines() if " ERROR " in line or line.startswith("Traceback")]
        figures["server_log_error_lines"] = len(error_lines)
        if error_lines:
            notes.append("server log errors (first 3): " + " | ".join(error_lines[:3])[:800])
    return figures, notes


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--backend", choices=("both", "sqlite", "postgresql"), default="both")
    args = parser.parse_args(argv)
    backends = ("sqlite", "postgresql") if args.backend == "both" else (args.backend,)
    figures, notes = measure(args, backends[0])
    figures["backend"] = backends[0]
    for other in backends[1:]:  # side by side: the same load on the next backend, in the same run
        figures[other], other_notes = measure(args, other)
        notes += other_notes
    path = write_result(
        "api_load",
        figures,
        params={"clients": args.clients, "seconds": args.seconds, "runs": args.runs},
        notes=notes,
        out=args.out,
    )
    print(f"[api] wrote {path}")
    failed = any(
        f["post_transcriptions"]["errors"]
        or (f.get("get_digest") or {}).get("errors")
        or not f["stored_exactly_once"]["ok"]
        for f in [figures, *(figures[b] for b in backends[1:])]
    )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
