"""ASR settings measured in turns within one run: every round measures each setting once, in the same order, so
a change in the machine's load falls on all of them alike.

    .venv/bin/python -m bench.asr_alternate --rounds 3 --only beam5_t2_nofallback beam2_t2_batch8_nofallback ...

Rows are ``bench/asr.py``'s ``SWEEP`` (the default, ``beam5_t2_nofallback``, is always measured, first in each
round). Per setting, the median over rounds of: the CPU-time RTF (audio seconds / (process CPU seconds / threads
used, at most 2): the 2-core figure of ``bench/asr.py``, which another job on the machine changes far less than
wall time), audio seconds per CPU second, wall-clock RTF; WER per half and segments per clip (of the last round;
tiny.en at temperature 0 gives the same text each round) and whether the Apollo clip keeps its opening words
(``tests/integration/test_asr_token_cap.py``). A setting *meets the goal* if its median CPU-time RTF is at
least 25, its WER is no higher than the default's on any clip, and Apollo keeps its opening words.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.asr import BASELINE, DEFAULT_ROW, OPTIONS, SWEEP, machine, measure, write

GOAL_RTF = 25.0
APOLLO_OPENING = "All 11 Houston"


def summary(reports: list[dict[str, Any]], default: dict[str, Any]) -> dict[str, Any]:
    last = reports[-1]
    base_wer = {row["clip"]: row["wer"] for row in default["clips"]}
    worse = [r["clip"] for r in last["clips"] if r["wer"] is not None and r["wer"] > base_wer[r["clip"]]]
    apollo = next(r["text"] for r in last["clips"] if r["clip"] == "apollo11.mp3")
    two_core = [r["overall_rtf_2core"] for r in reports]
    row = {
        "rtf_2core_median": statistics.median(two_core),
        "rtf_2core_runs": two_core,
        "rtf_cpu_median": statistics.median(r["overall_rtf_cpu"] for r in reports),
        "rtf_wall_median": statistics.median(r["overall_rtf"] for r in reports),
        "rtf_wall_runs": [r["overall_rtf"] for r in reports],
        "wer_fit": last["wer_fit"],
        "wer_held_out": last["wer_held_out"],
        "wer_worse_than_default": worse,
        "segments": [r["segments"] for r in last["clips"]],
        "apollo_keeps_opening": apollo.startswith(APOLLO_OPENING),
        "load_avg_1min": [r["load_avg_1min"] for r in reports],
    }
    row["meets_goal"] = row["rtf_2core_median"] >= GOAL_RTF and not worse and row["apollo_keeps_opening"]
    return row


def write_round(out: Path, started: str, runs: dict[str, list[dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    rows = {name: summary(reports, runs[DEFAULT_ROW][-1]) for name, reports in runs.items()}
    texts = {name: {r["clip"]: r["text"] for r in reports[-1]["clips"]} for name, reports in runs.items()}
    report = {"benchmark": "asr_alternate", "when": started, "machine": machine(), "rounds": len(runs[DEFAULT_ROW])}
    write(out, {**report, "rows": rows, "texts": texts})
    return rows


async def alternate(names: list[str], rounds: int, out: Path) -> None:
    started = datetime.now(UTC).isoformat(timespec="seconds")
    order = [DEFAULT_ROW, *(n for n in names if n != DEFAULT_ROW)]
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in order}
    rows: dict[str, dict[str, Any]] = {}
    for round_no in range(rounds):
        for name in order:
            report = await measure(BASELINE.model_copy(update=SWEEP[name]), 1, OPTIONS.get(name))
            runs[name].append(report)
            print(
                f"round {round_no + 1} {name}: 2-core {report['overall_rtf_2core']}, wall {report['overall_rtf']}, "
                f"WER {report['wer_fit']} / {report['wer_held_out']}, load {report['load_avg_1min']}",
                file=sys.stderr,
                flush=True,
            )
        rows = write_round(out, started, runs)  # after every round: a run cut short keeps what it measured
    print(f"{'setting':<36}{'2-core':>8}{'CPU':>6}{'wall':>6}{'WER fit':>9}{'held-out':>9}  Apollo  goal  segments")
    for name, row in rows.items():
        print(
            f"{name:<36}{row['rtf_2core_median']:>8.1f}{row['rtf_cpu_median']:>6.1f}{row['rtf_wall_median']:>6.1f}"
            f"{row['wer_fit']:>9.3f}{row['wer_held_out']:>9.3f}  {'yes' if row['apollo_keeps_opening'] else 'NO':<6}"
            f"  {'yes' if row['meets_goal'] else 'no':<4}  {' '.join(map(str, row['segments']))}"
            + (f"  worse: {', '.join(row['wer_worse_than_default'])}" if row["wer_worse_than_default"] else "")
        )
    print(f"wrote {out}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", nargs="+", choices=list(SWEEP), required=True)
    parser.add_argument("--out", type=Path, default=Path("bench/results/asr_alternate.json"))
    args = parser.parse_args()
    asyncio.run(alternate(args.only, args.rounds, args.out))
