"""Fact store: append N facts with their audit chain in one transaction; verify a 100,000-entry chain.

    .venv/bin/python -m bench.store [--runs-small 15] [--runs-large 9]

A temporary SQLite file (WAL, the service's own engine and pragmas) migrated with Alembic. Records are
built before the clock starts; the timed part is ``FactStore.append_run`` (citation check against the
stored transcription, the run row, N fact rows, N+1 audit entries, one ``BEGIN IMMEDIATE`` transaction).

* N = 100: its own database, ``--runs-small`` appends.
* N = 10,000: ``--runs-large`` appends into the chain database, which then gets one untimed filler run
  so that it holds exactly 100,000 audit entries (1 transcription + 9 × 10,001 + 9,990).
* verify: ``storage.audit.verify_chain`` in-process, and the ``factlayer audit verify`` command as a
  subprocess (process start, imports and the walk), each ``--verify-runs`` times.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench._common import REPO, summary, write_result
from bench.records import build_run

CHAIN_ENTRIES = 100_000
LARGE_N = 10_000


def migrate(url: str) -> None:
    from factlayer.storage.db import upgrade_to_head

    upgrade_to_head(url)


def make_source(chars: int = 60_000) -> str:
    """A deterministic transcript-like text to cite (sentences with distinct numbers)."""
    lines: list[str] = []
    i = 0
    while sum(len(x) + 1 for x in lines) < chars:
        speaker = "Doctor" if i % 2 == 0 else "Patient"
        lines.append(f"{speaker}: Sentence number {i} says the reading was {i * 7 % 1000} units on day {i % 31}.")
        i += 1
    return "\n".join(lines)


def sentence_spans(source: str) -> list[tuple[int, int]]:
    spans = []
    pos = 0
    for line in source.split("\n"):
        label_end = line.index(": ") + 2
        spans.append((pos + label_end, pos + len(line)))
        pos += len(line) + 1
    return spans


async def _append_series(url: str, source: str, n: int, runs: int, filler: int = 0) -> tuple[list[float], int]:
    """Time ``runs`` appends of ``n`` facts, then one untimed append of ``filler`` facts. Returns (seconds, entries)."""
    from sqlalchemy import func, select

    from factlayer.storage.db import create_engine
    from factlayer.storage.fact_store import FactStore
    from factlayer.storage.tables import audit_log
    from factlayer.storage.transcription_store import TranscriptionStore

    engine = create_engine(url)
    try:
        transcription = await TranscriptionStore(engine).create_text(source, language="en", title="bench")
        store = FactStore(engine)
        spans = sentence_spans(source)
        seconds: list[float] = []
        for _ in range(runs):
            run, records = build_run(transcription.id, source, spans, n)
            t0 = time.perf_counter()
            await store.append_run(run, records, [])
            seconds.append(time.perf_counter() - t0)
        if filler > 0:
            run, records = build_run(transcription.id, source, spans, filler)
            await store.append_run(run, records, [])
        async with engine.connect() as conn:
            entries = int((await conn.execute(select(func.count()).select_from(audit_log))).scalar_one())
        return seconds, entries
    finally:
        await engine.dispose()


async def _verify(url: str) -> tuple[float, Any]:
    from factlayer.storage.audit import verify_chain
    from factlayer.storage.db import create_engine

    engine = create_engine(url)
    try:
        async with engine.connect() as conn:
            t0 = time.perf_counter()
            report = await verify_chain(conn)
            return time.perf_counter() - t0, report
    finally:
        await engine.dispose()


def _cli_verify(url: str, data_dir: Path) -> tuple[float, int, str]:
    exe = Path(sys.executable).with_name("factlayer")
    cmd = [str(exe), "audit", "verify"] if exe.exists() else [sys.executable, "-m", "factlayer.cli", "audit", "verify"]
    env = {**os.environ, "FACTLAYER_DATABASE_URL": url, "FACTLAYER_DATA_DIR": str(data_dir)}
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, env=env, cwd=data_dir, capture_output=True, text=True, timeout=300, check=False)
    return time.perf_counter() - t0, proc.returncode, (proc.stdout + proc.stderr).strip()[-300:]


def measure(args: argparse.Namespace) -> tuple[dict[str, Any], list[str]]:
    notes: list[str] = []
    source = make_source()
    figures: dict[str, Any] = {"source_chars": len(source)}
    with tempfile.TemporaryDirectory(prefix="factlayer-bench-store-") as tmp:
        tmp_path = Path(tmp)
        small_url = f"sqlite+aiosqlite:///{tmp_path / 'small.db'}"
        migrate(small_url)
        small, _ = asyncio.run(_append_series(small_url, source, 100, args.runs_small))
        figures["append_n100"] = {
            "n": 100,
            "ms": summary((s * 1e3 for s in small), 2),
            "facts_per_s": summary((100 / s for s in small), 0),
        }
        print(f"[store] N=100: median {figures['append_n100']['ms']['median']} ms", flush=True)

        chain_url = f"sqlite+aiosqlite:///{tmp_path / 'chain.db'}"
        migrate(chain_url)
        runs_large = args.runs_large
        filler = CHAIN_ENTRIES - 1 - runs_large * (LARGE_N + 1) - 1
        if filler < 0:
            notes.append(f"{runs_large} runs of {LARGE_N} exceed {CHAIN_ENTRIES} entries; no filler run")
            filler = 0
        large, entries = asyncio.run(_append_series(chain_url, source, LARGE_N, runs_large, filler))
        figures["append_n10000"] = {
            "n": LARGE_N,
            "ms": summary((s * 1e3 for s in large), 1),
            "facts_per_s": summary((LARGE_N / s for s in large), 0),
            "note": f"{runs_large} appends into one growing chain (0 → {runs_large * (LARGE_N + 1)} entries)",
        }
        print(f"[store] N=10000: median {figures['append_n10000']['ms']['median']} ms", flush=True)

        in_process: list[float] = []
        for _ in range(args.verify_runs):
            seconds, report = asyncio.run(_verify(chain_url))
            in_process.append(seconds)
            if not report.ok:
                notes.append(f"verify_chain reported a broken chain: {report}")
        cli: list[float] = []
        for _ in range(args.verify_runs):
            seconds, code, output = _cli_verify(chain_url, tmp_path)
            if code != 0:
                notes.append(f"factlayer audit verify exited {code}: {output}")
            cli.append(seconds)
        db_mb = (tmp_path / "chain.db").stat().st_size / 1e6
        figures["verify"] = {
            "entries": entries,
            "verify_chain_s": summary(in_process, 3),
            "entries_per_s": summary((entries / s for s in in_process), 0),
            "cli_s": summary(cli, 3),
            "db_mb": round(db_mb, 1),
        }
        print(f"[store] verify {entries} entries: {figures['verify']['verify_chain_s']['median']} s", flush=True)
    return figures, notes


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs-small", type=int, default=15)
    parser.add_argument("--runs-large", type=int, default=9)
    parser.add_argument("--verify-runs", type=int, default=3)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    figures, notes = measure(args)
    notes.append("one SQLite file on the local disk, WAL, synchronous=NORMAL (the service's pragmas)")
    path = write_result(
        "store",
        figures,
        params={"runs_small": args.runs_small, "runs_large": args.runs_large, "verify_runs": args.verify_runs},
        notes=notes,
        out=args.out,
    )
    print(f"[store] wrote {path.relative_to(REPO) if path.is_relative_to(REPO) else path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
