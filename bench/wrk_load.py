"""Closed-loop HTTP load with ``wrk`` (C, epoll; Debian package ``wrk``, ``make wrk`` installs it).

The earlier load generator — 50 httpx clients in one Python process — needed about as much CPU per
request as the server's cached path, on the same 2 cores, so it measured itself. ``wrk`` spends ~0.1 ms of
CPU per request; :func:`run_wrk` reports that share next to the figures (its CPU seconds over the run's
wall seconds, from ``getrusage`` of the finished child) and the server's CPU per request
(``/proc/<pid>/stat``), so a reader can see who used the cores.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

WRK_DIR = Path(__file__).resolve().parent / "wrk"
_PREFIX = "WRK_JSON "


class WrkMissing(RuntimeError):
    pass


def wrk_binary() -> str:
    found = shutil.which("wrk")
    if found is None:
        raise WrkMissing("wrk is not installed: `make wrk` (apt-get install -y wrk)")
    return found


def process_cpu_s(pid: int) -> float:
    """User + system CPU seconds of a running process and its live children (Linux ``/proc``): uvicorn
    ``--workers N`` serves from child processes of the pid it was started as."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    own = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    children: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        children += [int(c) for c in task.read_text().split()]
    return own + sum(process_cpu_s(child) for child in children if Path(f"/proc/{child}").exists())


def load_average() -> float:
    return round(os.getloadavg()[0], 2)


@dataclass(frozen=True, slots=True)
class WrkRun:
    requests: int
    seconds: float
    errors: int  # non-2xx/3xx answers + connect/read/write errors + timeouts
    p50_ms: float
    p95_ms: float
    p99_ms: float
    max_ms: float
    wrk_cpu_share: float  # wrk's CPU seconds / wall seconds (1.0 = one core busy all the time)
    server_cpu_ms_per_request: float | None
    load_average_1m: float
    error_detail: dict[str, int]

    @property
    def ok_per_s(self) -> float:
        return (self.requests - self.errors) / self.seconds if self.seconds else 0.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "requests": self.requests,
            "ok_per_s": round(self.ok_per_s, 1),
            "errors": self.errors,
            "p50_ms": round(self.p50_ms, 2),
            "p95_ms": round(self.p95_ms, 2),
            "p99_ms": round(self.p99_ms, 2),
            "max_ms": round(self.max_ms, 2),
            "wrk_cpu_share": round(self.wrk_cpu_share, 3),
            "server_cpu_ms_per_request": (
                None if self.server_cpu_ms_per_request is None else round(self.server_cpu_ms_per_request, 3)
            ),
            "load_average_1m": self.load_average_1m,
            "error_detail": self.error_detail,
        }


def run_wrk(
    url: str,
    *,
    connections: int,
    seconds: float,
    script: Path,
    script_args: tuple[str, ...] = (),
    threads: int = 2,
    timeout_s: float = 30.0,
    server_pid: int | None = None,
) -> WrkRun:
    """One closed-loop run: ``connections`` connections, each sending its next request when the last is answered."""
    cmd = [
        wrk_binary(),
        f"-t{threads}",
        f"-c{connections}",
        f"-d{seconds:g}s",
        f"--timeout={timeout_s:g}s",
        "-s",
        str(script),
        url,
    ]
    if script_args:
        cmd += ["--", *script_args]
    load = load_average()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    server_before = process_cpu_s(server_pid) if server_pid else None
    t0 = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=seconds + timeout_s + 60)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    server_cpu = process_cpu_s(server_pid) - server_before if server_pid and server_before is not None else None
    lines = [line for line in done.stdout.splitlines() if line.startswith(_PREFIX)]
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"wrk failed ({done.returncode}): {done.stderr.strip()[:500]} {done.stdout[-500:]}")
    data = json.loads(lines[-1].removeprefix(_PREFIX))
    detail = {k: int(data[k]) for k in ("status_errors", "connect_errors", "read_errors", "write_errors", "timeouts")}
    wrk_cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    requests = int(data["requests"])
    return WrkRun(
        requests=requests,
        seconds=int(data["duration_us"]) / 1e6,
        errors=sum(detail.values()),
        p50_ms=data["p50_us"] / 1e3,
        p95_ms=data["p95_us"] / 1e3,
        p99_ms=data["p99_us"] / 1e3,
        max_ms=data["max_us"] / 1e3,
        wrk_cpu_share=wrk_cpu / wall,
        server_cpu_ms_per_request=None if server_cpu is None or not requests else server_cpu * 1e3 / requests,
        load_average_1m=load,
        error_detail=detail,
    )
