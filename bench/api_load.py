"""The HTTP API under a bounded load, on loopback only, SQLite and PostgreSQL side by side.

    .venv/bin/python -m bench.api_load [--clients 50] [--seconds 10] [--runs 3] [--backend both|sqlite|postgresql]
        [--workers in-process|separate] [--api-processes N]

Starts ``uvicorn --factory factlayer.api.app:create_app --no-access-log`` as a subprocess on 127.0.0.1 (a
free port, a temporary data directory, the database migrated with Alembic first, default settings — so
the digest worker runs in the API process and every posted text also queues a digest, as in
production; the service logs each request itself as its ``http.request`` event, so uvicorn's second
access line is off), once on a SQLite file and once on a fresh database of the local PostgreSQL server
(``FACTLAYER_BENCH_POSTGRES_URL``, default ``postgresql://postgres@127.0.0.1:5432/test``; ``make
postgres`` starts it). The load generator is ``wrk`` (``bench/wrk_load.py``; ``make wrk`` installs it):
``--clients`` connections, closed loop, ``--runs`` runs of ``--seconds`` each:

1. ``GET /digest/{id}?include_facts=true`` of one completed transcription whose digest was generated and
   then read once before the clock starts (so the runs read the cached digest);
2. ``POST /v1/transcriptions`` (text: an MTS-Dialog transcript with a unique marker per request,
   ``bench/wrk/post_text.lua``).

Per endpoint and run: answers/s, p50/p95/p99/max latency, errors (any answer but 2xx, any socket error
or timeout), the server's CPU per request and wrk's own CPU share. After the server has stopped, the
database is read directly: no posted marker may be stored twice, and at least as many as were answered
201 must be stored (a request still in flight when a run ends may be stored without its answer counted).

The server and the load generator share the machine's cores (2 here) with whatever else runs: the
1-minute load average is recorded at the start of every run.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import select

from bench._common import HOST, free_port, log_tail, summary, wait_ready, write_result
from bench.plant import load_documents
from bench.wrk_load import WRK_DIR, WrkRun, load_average, run_wrk
from factlayer.storage.db import create_engine
from factlayer.storage.tables import transcriptions

POSTGRES_ADMIN_URL = os.environ.get("FACTLAYER_BENCH_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/test")

_MARKER = re.compile(r"bench-r\d+-t\d+-n\d+")
SERVER_ARGS = ("--no-access-log",)


def _raised(lines: Sequence[str]) -> set[str]:
    """The exception line ending each traceback in a log (its first unindented line after the frames)."""
    found: set[str] = set()
    for i, line in enumerate(lines):
        if line.startswith("Traceback"):
            for later in lines[i + 1 :]:
                if later and not later.startswith((" ", "Traceback", "During handling", "The above")):
                    found.add(later[:200])
                    break
    return found


def migrate(url: str) -> None:
    from factlayer.storage.db import upgrade_to_head

    upgrade_to_head(url)


class Server:
    """uvicorn in a subprocess, the way ``make run`` starts it."""

    def __init__(
        self,
        data_dir: Path,
        port: int,
        database_url: str | None = None,
        extra_args: Sequence[str] = (),
        extra_env: dict[str, str] | None = None,
    ) -> None:
        self.data_dir = data_dir
        self.extra_args = tuple(extra_args)
        self.extra_env = dict(extra_env or {})
        self.database_url = database_url
        self.port = port
        self.base_url = f"http://{HOST}:{port}"
        self.log_path = data_dir / "server.log"
        self._proc: subprocess.Popen[bytes] | None = None

    def environment(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("FACTLAYER_")}
        env["FACTLAYER_DATA_DIR"] = str(self.data_dir)
        if self.database_url:
            env["FACTLAYER_DATABASE_URL"] = self.database_url
        return env | self.extra_env

    def start(self, timeout_s: float = 120.0) -> float:
        env = self.environment()
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
            *self.extra_args,
        ]
        log = self.log_path.open("wb")
        t0 = time.perf_counter()
        self._proc = subprocess.Popen(cmd, cwd=self.data_dir, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_ready(f"{self.base_url}/readyz", self._proc, timeout_s, self.log_path)
        except RuntimeError:
            self.stop()
            raise
        return time.perf_counter() - t0

    @property
    def pid(self) -> int | None:
        return None if self._proc is None else self._proc.pid

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
        return log_tail(self.log_path, chars)


def _figures(runs: Sequence[WrkRun]) -> dict[str, Any]:
    return {
        "ok_per_s": summary((r.ok_per_s for r in runs), 1),
        "p50_ms": summary((r.p50_ms for r in runs), 1),
        "p95_ms": summary((r.p95_ms for r in runs), 1),
        "p99_ms": summary((r.p99_ms for r in runs), 1),
        "requests": sum(r.requests for r in runs),
        "errors": sum(r.errors for r in runs),
        "server_cpu_ms_per_request": summary((r.server_cpu_ms_per_request or float("nan") for r in runs), 3),
        "wrk_cpu_share": summary((r.wrk_cpu_share for r in runs), 3),
        "load_average_1m": [r.load_average_1m for r in runs],
        "per_run": [r.as_dict() for r in runs],
    }


async def _stored_texts(database_url: str) -> list[str]:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as conn:
            result = await conn.execute(select(transcriptions.c.text))
            return [str(r.text) for r in result.all()]
    finally:
        await engine.dispose()


def check_stored_once(database_url: str, answered_201: int, in_flight_max: int) -> dict[str, Any]:
    """Read the database after the server has stopped: no marker stored twice; every answered request stored
    (a request in flight when a run stopped may be stored too: at most ``in_flight_max`` more)."""
    counts: dict[str, int] = {}
    for text in asyncio.run(_stored_texts(database_url)):
        for marker in _MARKER.findall(text[:80]):
            counts[marker] = counts.get(marker, 0) + 1
    stored = len(counts)
    duplicated = sum(1 for n in counts.values() if n > 1)
    return {
        "answered_201": answered_201,
        "markers_stored": stored,
        "markers_stored_twice": duplicated,
        "stored_without_answer": stored - answered_201,
        "ok": duplicated == 0 and answered_201 <= stored <= answered_201 + in_flight_max,
    }


async def _prepare_digest(base_url: str, text: str) -> tuple[str, float, int]:
    """Post ``text``, generate its digest (timed), then read it once more so the next reads are cached."""
    async with httpx.AsyncClient(base_url=base_url, timeout=300.0) as client:
        created = await client.post("/v1/transcriptions", json={"text": text, "language": "en"})
        created.raise_for_status()
        transcription_id = str(created.json()["id"])
        t0 = time.perf_counter()
        first = await client.get(f"/digest/{transcription_id}", params={"include_facts": "true"})
        first.raise_for_status()
        elapsed = time.perf_counter() - t0
        again = await client.get(f"/digest/{transcription_id}", params={"include_facts": "true"})
        again.raise_for_status()
        return transcription_id, elapsed, len(again.json().get("facts") or [])


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


def _post_bodies(path: Path, docs: Sequence[str]) -> None:
    """One JSON body a line for bench/wrk/post_text.lua, ``@MARK@`` where each request's marker goes."""
    with path.open("w") as out:
        for text in docs:
            out.write(json.dumps({"text": f"Note @MARK@.\n{text}", "language": "en"}) + "\n")


def _start_worker(server: Server) -> subprocess.Popen[bytes]:
    """``factlayer worker`` (the digest and ASR jobs) as its own process at nice 10, on the server's database."""
    log = (server.data_dir / "worker.log").open("wb")
    cmd = ["nice", "-n", "10", sys.executable, "-m", "factlayer.cli", "worker"]
    return subprocess.Popen(cmd, cwd=server.data_dir, env=server.environment(), stdout=log, stderr=subprocess.STDOUT)


def measure(args: argparse.Namespace, backend: str = "sqlite") -> tuple[dict[str, Any], list[str]]:
    separate = args.workers == "separate"
    where = "a separate `factlayer worker` process at nice 10" if separate else "the API process"
    notes = [
        f"{backend}: server (uvicorn --no-access-log, {args.api_processes} process(es); digest worker in {where}) "
        "and wrk "
        f"(2 threads, {args.clients} connections) share {os.cpu_count()} cores with whatever else runs",
    ]
    if backend == "postgresql":
        notes.append(
            f"postgresql: the local server (15, default settings, fsync on) on the same {os.cpu_count()} cores"
        )
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
        bodies = data_dir / "bodies.txt"
        _post_bodies(bodies, docs[:200])
        env = {"FACTLAYER_RUN_WORKERS": "false"} if separate else {}
        server_args = SERVER_ARGS if args.api_processes == 1 else (*SERVER_ARGS, "--workers", str(args.api_processes))
        server = Server(data_dir, free_port(), database_url, server_args, env)
        figures["workers"] = args.workers
        figures["api_processes"] = args.api_processes
        figures["load_average_1m_at_start"] = load_average()
        figures["startup_s"] = round(server.start(), 2)
        worker = _start_worker(server) if separate else None
        print(f"[api] {backend}: server ready on {server.base_url} in {figures['startup_s']} s", flush=True)
        post_runs: list[WrkRun] = []
        try:
            target = max(docs[:50], key=len)
            transcription_id, first_s, n_facts = asyncio.run(_prepare_digest(server.base_url, target))
            figures["digest_first_generation_s"] = round(first_s, 3)
            figures["digest_facts"] = n_facts
            figures["digest_transcript_chars"] = len(target)
            url = f"{server.base_url}/digest/{transcription_id}?include_facts=true"
            get_runs = [
                run_wrk(
                    url,
                    connections=args.clients,
                    seconds=args.seconds,
                    script=WRK_DIR / "get.lua",
                    server_pid=server.pid,
                )
                for _ in range(args.runs)
            ]
            figures["get_digest"] = _figures(get_runs)
            print(f"[api] {backend}: GET digest p95 {figures['get_digest']['p95_ms']['median']} ms", flush=True)
            for run in range(args.runs):
                post_runs.append(
                    run_wrk(
                        f"{server.base_url}/v1/transcriptions",
                        connections=args.clients,
                        seconds=args.seconds,
                        script=WRK_DIR / "post_text.lua",
                        script_args=(str(bodies), str(run)),
                        server_pid=server.pid,
                    )
                )
            figures["post_transcriptions"] = _figures(post_runs)
            print(f"[api] {backend}: POST p95 {figures['post_transcriptions']['p95_ms']['median']} ms", flush=True)
        finally:
            figures["server_exit_code"] = server.stop()
            if worker is not None:
                worker.send_signal(signal.SIGTERM)
                figures["worker_exit_code"] = worker.wait(timeout=60)
        answered = sum(r.requests - r.error_detail["status_errors"] for r in post_runs)
        figures["stored_exactly_once"] = check_stored_once(database_url, answered, args.clients * len(post_runs))
        if backend == "postgresql":
            asyncio.run(_postgres_database(pg_name, drop=True))
        log = server.tail(10_000_000)
        error_lines = [line for line in log.splitlines() if " ERROR " in line]
        exceptions = sorted(_raised(log.splitlines()))
        figures["server_log_error_lines"] = len(error_lines)
        if error_lines:
            notes.append(f"{backend}: server log errors (first 3): " + " | ".join(error_lines[:3])[:600])
            notes.append(f"{backend}: exceptions in the server log: " + " | ".join(exceptions[:5])[:600])
    return figures, notes


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--backend", choices=("both", "sqlite", "postgresql"), default="both")
    parser.add_argument(
        "--workers",
        choices=("in-process", "separate"),
        default="in-process",
        help="digest/ASR workers in the API process (default settings) or one `factlayer worker` process",
    )
    parser.add_argument(
        "--api-processes",
        type=int,
        default=1,
        help="uvicorn --workers: API processes on one port (each with a digest worker unless --workers separate)",
    )
    args = parser.parse_args(argv)
    backends = ("sqlite", "postgresql") if args.backend == "both" else (args.backend,)
    figures, notes = measure(args, backends[0])
    figures["backend"] = backends[0]
    figures["load_generator"] = "wrk 2 threads (closed loop), see bench/wrk_load.py"
    for other in backends[1:]:  # side by side: the same load on the next backend, in the same run
        figures[other], other_notes = measure(args, other)
        notes += other_notes
    path = write_result(
        "api_load",
        figures,
        params={
            "clients": args.clients,
            "seconds": args.seconds,
            "runs": args.runs,
            "workers": args.workers,
            "api_processes": args.api_processes,
            "load_generator": "wrk",
        },
        notes=notes,
        out=args.out,
    )
    print(f"[api] wrote {path}")
    failed = any(
        f["post_transcriptions"]["errors"] or f["get_digest"]["errors"] or not f["stored_exactly_once"]["ok"]
        for f in [figures, *(figures[b] for b in backends[1:])]
    )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
