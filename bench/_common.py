"""Shared helpers for the benchmarks: statistics, environment, result files."""

from __future__ import annotations

import functools
import gc
import importlib.metadata
import json
import math
import os
import platform
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

REPO = Path(__file__).resolve().parents[1]
RESULTS_DIR = REPO / "bench" / "results"
HOST = "127.0.0.1"  # every server a bench starts listens on the loopback only

_PACKAGES = (
    "factlayer",
    "fastapi",
    "uvicorn",
    "pydantic",
    "sqlalchemy",
    "aiosqlite",
    "alembic",
    "rapidfuzz",
    "httpx",
    "langextract",
)


@functools.cache
def proof_roles() -> bool:
    """``settings.proof.roles`` as the service reads it (``FACTLAYER_PROOF__ROLES``): a benchmark that calls the proof
    engine itself passes it on, so the switch means the same here as in the service."""
    from factlayer.config import Settings

    return Settings().proof.roles


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def wait_ready(
    url: str, process: subprocess.Popen[bytes], timeout_s: float, log: Path | None = None, name: str = "uvicorn"
) -> None:
    """Poll ``url`` until it answers 200; RuntimeError (with the tail of ``log``) when ``process`` exits or
    ``timeout_s`` passes first."""
    deadline = time.monotonic() + timeout_s
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"{name} exited with {process.returncode}:\n{log_tail(log)}")
        try:
            if httpx.get(url, timeout=2.0).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"{name} was not ready within {timeout_s:.0f} s:\n{log_tail(log)}")
        time.sleep(0.2)


def log_tail(path: Path | None, chars: int = 3000) -> str:
    try:
        return path.read_text(errors="replace")[-chars:] if path is not None else ""
    except OSError:
        return ""


def percentile(values: Sequence[float], q: float) -> float:
    """Linear-interpolated percentile (``q`` in 0..100), like numpy's default."""
    if not values:
        return math.nan
    ordered = sorted(values)
    if len(ordered) == 1:
        return float(ordered[0])
    pos = (len(ordered) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = math.ceil(pos)
    return float(ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo))


def summary(per_run: Iterable[float], digits: int = 3) -> dict[str, float | int]:
    """Median over repeated runs with min and max (and how many runs)."""
    values = [float(v) for v in per_run if not math.isnan(float(v))]
    if not values:
        return {"median": math.nan, "min": math.nan, "max": math.nan, "runs": 0}
    return {
        "median": round(statistics.median(values), digits),
        "min": round(min(values), digits),
        "max": round(max(values), digits),
        "runs": len(values),
    }


def fmt(fig: dict[str, Any] | None, unit: str = "", digits: int = 1) -> str:
    """``median [min–max] unit`` for the summary table."""
    if not fig or fig.get("runs", 1) == 0 or fig.get("median") is None:
        return "n/a"
    med, lo, hi = fig["median"], fig.get("min"), fig.get("max")
    if isinstance(med, float) and math.isnan(med):
        return "n/a"
    text = f"{med:.{digits}f}"
    if lo is not None and hi is not None and fig.get("runs", 1) > 1:
        text += f" [{lo:.{digits}f}–{hi:.{digits}f}]"
    return f"{text} {unit}".rstrip()


def versions() -> dict[str, str]:
    out: dict[str, str] = {}
    for name in _PACKAGES:
        try:
            out[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            out[name] = "not installed"
    return out


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def environment() -> dict[str, Any]:
    return {
        "cpu_count": os.cpu_count(),
        "cpu_model": cpu_model(),
        "machine": platform.machine(),
        "platform": platform.platform(),
        "python": sys.version.split()[0],
        "load_avg_1min": round(os.getloadavg()[0], 2),
        "versions": versions(),
        "utc": datetime.now(UTC).isoformat(timespec="seconds"),
    }


def best_cpu_seconds(work: Callable[[], object], repeats: int = 3) -> float:
    """The fewest process CPU seconds ``work`` took in ``repeats`` runs. Timed beside a benchmark, a fixed piece
    of work makes CPU seconds of different sessions comparable: the shared VM's CPU seconds for the same code
    differ up to 3.6x between sessions (LoCoMo ingest of one commit: 10.9 s on 2026-11-25, 20.7 s a day later)."""
    spent = []
    for _ in range(repeats):
        started = time.process_time()
        work()
        spent.append(time.process_time() - started)
    return round(min(spent), 3)


def write_result(
    name: str, figures: dict[str, Any], *, params: dict[str, Any], notes: list[str], out: Path | None
) -> Path:
    path = out or RESULTS_DIR / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    body = {"bench": name, "figures": figures, "params": params, "notes": notes, "environment": environment()}
    path.write_text(json.dumps(body, indent=2, sort_keys=False, default=str) + "\n", encoding="utf-8")
    return path


def clear_caches(*module_prefixes: str) -> int:
    """Empty every ``functools.lru_cache`` defined in the loaded modules with these prefixes.

    Repeated runs over the same inputs would otherwise be served from memoised tokenisation and
    look faster than a first run on a new transcript.
    """
    cleared = 0
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(module_prefixes):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, functools._lru_cache_wrapper):
                value.cache_clear()
                cleared += 1
    return cleared


class Timer:
    """``with Timer() as t: ...`` then ``t.seconds``; collects garbage first so a pause is not billed here."""

    def __init__(self, collect: bool = False) -> None:
        self.seconds = 0.0
        self._collect = collect
        self._t0 = 0.0

    def __enter__(self) -> Timer:
        if self._collect:
            gc.collect()
        self._t0 = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        self.seconds = time.perf_counter() - self._t0
