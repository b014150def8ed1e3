"""Several service processes on one database: API processes (uvicorn, in-process workers off) and
``factlayer worker`` processes, all on loopback, sharing one data directory (uploads) and one
``FACTLAYER_DATABASE_URL``. Used by the multi-process test and by ``bench/api_load.py``.

``exactly_once`` reads the database afterwards: every job done, no transcription created, completed or
digested twice in the audit log, and the audit chain intact.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import func, select

from bench._common import HOST, free_port, log_tail
from factlayer.storage.audit import verify_chain
from factlayer.storage.db import create_engine, read_connection
from factlayer.storage.tables import audit_log, jobs, transcriptions


@dataclass
class Process:
    name: str
    popen: subprocess.Popen[bytes]
    log_path: Path
    port: int | None = None

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def tail(self, chars: int = 3000) -> str:
        return log_tail(self.log_path, chars)


@dataclass
class Cluster:
    """``apis`` API processes and ``workers`` worker processes on ``database_url``."""

    database_url: str
    data_dir: Path
    apis: int = 2
    workers: int = 2
    env: dict[str, str] = field(default_factory=dict)
    processes: list[Process] = field(default_factory=list)

    def _environment(self, run_workers: bool) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("FACTLAYER_")}
        env.update(
            FACTLAYER_DATA_DIR=str(self.data_dir),
            FACTLAYER_DATABASE_URL=self.database_url,
            FACTLAYER_RUN_WORKERS="true" if run_workers else "false",
            FACTLAYER_LOG_LEVEL="INFO",
        )
        env.update(self.env)
        return env

    def _spawn(self, name: str, cmd: list[str], run_workers: bool, port: int | None = None) -> Process:
        log_path = self.data_dir / f"{name}.log"
        with log_path.open("wb") as log:
            popen = subprocess.Popen(
                cmd, cwd=self.data_dir, env=self._environment(run_workers), stdout=log, stderr=subprocess.STDOUT
            )
        process = Process(name, popen, log_path, port)
        self.processes.append(process)
        return process

    def start(self, timeout_s: float = 120.0) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        for i in range(self.apis):
            port = free_port()
            uvicorn = ["-m", "uvicorn", "--factory", "factlayer.api.app:create_app", "--host", HOST, "--port"]
            self._spawn(f"api{i}", [sys.executable, *uvicorn, str(port), "--no-access-log"], False, port)
        for i in range(self.workers):
            alive = self.data_dir / f"worker{i}.alive"
            cmd = [sys.executable, "-m", "factlayer.cli", "worker", "--alive-file", str(alive)]
            self._spawn(f"worker{i}", cmd, True)
        deadline = time.monotonic() + timeout_s
        for process in self.processes:
            while not self._ready(process):
                if process.popen.poll() is not None:
                    raise RuntimeError(f"{process.name} exited with {process.popen.returncode}: {process.tail()}")
                if time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"{process.name} was not ready within {timeout_s} s: {process.tail()}")
                time.sleep(0.2)

    def _ready(self, process: Process) -> bool:
        if process.port is None:  # a worker touches its alive file once its runners are started
            return (self.data_dir / f"{process.name}.alive").exists()
        try:
            return httpx.get(f"{process.base_url}/readyz", timeout=2.0).status_code == 200
        except httpx.HTTPError:
            return False

    @property
    def api_urls(self) -> list[str]:
        return [p.base_url for p in self.processes if p.port is not None]

    def worker_pids(self) -> dict[int, Process]:
        return {p.popen.pid: p for p in self.processes if p.port is None and p.popen.poll() is None}

    def kill(self, pid: int) -> None:
        """``kill -9``: no shutdown code runs, the job stays ``running`` until its lease expires."""
        os.kill(pid, signal.SIGKILL)
        next(p for p in self.processes if p.popen.pid == pid).popen.wait(timeout=10)

    def stop(self) -> None:
        for process in self.processes:
            if process.popen.poll() is None:
                process.popen.send_signal(signal.SIGTERM)
        for process in self.processes:
            try:
                process.popen.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.popen.kill()
                process.popen.wait(timeout=10)


async def running_jobs(database_url: str, kind: str) -> list[tuple[str, str | None]]:
    """(job id, lease owner) of the jobs of ``kind`` running now."""
    engine = create_engine(database_url)
    try:
        async with engine.connect() as conn:
            query = select(jobs.c.id, jobs.c.lease_owner).where(jobs.c.kind == kind, jobs.c.status == "running")
            return [(r.id, r.lease_owner) for r in (await conn.execute(query)).all()]
    finally:
        await engine.dispose()


async def kill_a_worker_mid_asr(cluster: Cluster, database_url: str, timeout_s: float = 60) -> str | None:
    """Wait until one of the cluster's workers holds an ASR job, then SIGKILL that worker: the job id, or None
    when no worker started one within ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        pids = cluster.worker_pids()
        for job_id, owner in await running_jobs(database_url, "asr"):
            pid = int((owner or "::").split(":")[1] or 0)
            if pid in pids:
                cluster.kill(pid)
                return job_id
        await asyncio.sleep(0.05)
    return None


async def job_counts(database_url: str) -> dict[str, int]:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as conn:
            rows = (await conn.execute(select(jobs.c.status, func.count()).group_by(jobs.c.status))).all()
        return {str(status): int(n) for status, n in rows}
    finally:
        await engine.dispose()


def _duplicates(counter: Counter[str]) -> dict[str, int]:
    return {key: n for key, n in counter.items() if n > 1}


async def exactly_once(database_url: str) -> dict[str, Any]:
    """After the load: each job done once, nothing created, completed or digested twice, the chain intact."""
    engine = create_engine(database_url)
    try:
        async with read_connection(engine) as conn:
            job_rows = (await conn.execute(select(jobs.c.id, jobs.c.kind, jobs.c.status, jobs.c.attempts))).all()
            kinds = dict((await conn.execute(select(transcriptions.c.id, transcriptions.c.source_kind))).all())
            statuses = Counter((await conn.execute(select(transcriptions.c.status))).scalars())
            audit = (await conn.execute(select(audit_log.c.action, audit_log.c.entity_id, audit_log.c.payload))).all()
            chain = await verify_chain(conn)
    finally:
        await engine.dispose()
    created = Counter(r.entity_id for r in audit if r.action == "transcription.create")
    completed = Counter(r.entity_id for r in audit if r.action == "transcription.complete")
    digested = Counter(json.loads(r.payload)["transcription_id"] for r in audit if r.action == "run.create")
    not_done = [r.id for r in job_rows if r.status != "done"]
    digest_jobs = Counter(r.id for r in job_rows if r.kind == "digest")
    return {
        "transcriptions": len(kinds),
        "transcription_status": dict(statuses),
        "jobs": len(job_rows),
        "jobs_not_done": not_done,
        "jobs_retried": sorted((r.id, r.kind, r.attempts) for r in job_rows if r.attempts > 1),
        "digest_jobs": sum(digest_jobs.values()),
        "duplicate_creations": _duplicates(created),
        "duplicate_completions": _duplicates(completed),
        "duplicate_digests": _duplicates(digested),
        "audio_completions": sum(completed.values()),
        "audio_transcriptions": sum(1 for k in kinds.values() if k == "audio"),
        "digests": len(digested),
        "chain_ok": chain.ok,
        "chain_entries": chain.entries,
    }
