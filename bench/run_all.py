"""Run every benchmark and print one summary table (``make bench``).

    .venv/bin/python -m bench.run_all [--only grounding store ...] [--skip asr ...]

Each benchmark runs in its own interpreter (``python -m bench.<name>``; the ASR benchmark is
``bench/asr.py`` when it exists) and writes ``bench/results/<name>.json``. This script reads them
back and prints the table; ``bench/results/summary.md`` gets the same table and
``bench/results/run_all.json`` the exit codes and wall times. Exit status 1 if any benchmark failed
(including API errors or a transcript not stored exactly once).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench._common import REPO, RESULTS_DIR, environment, fmt

# name -> (command, timeout in seconds)
BENCHES: dict[str, tuple[list[str], int]] = {
    "grounding": ([sys.executable, "-m", "bench.grounding"], 480),
    "pipeline": ([sys.executable, "-m", "bench.pipeline"], 120),
    "store": ([sys.executable, "-m", "bench.store"], 180),
    "api_load": ([sys.executable, "-m", "bench.api_load"], 420),
    "scale_out": ([sys.executable, "-m", "bench.scale_out"], 240),
    "asr": ([sys.executable, "bench/asr.py", "--runs", "1"], 300),  # default + pre-sweep setting: ~3 min at load 8
}


def load(name: str) -> dict[str, Any] | None:
    path = RESULTS_DIR / f"{name}.json"
    if not path.exists():
        return None
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _acc(x: dict[str, Any] | None) -> str:
    if not x or x.get("accuracy") is None:
        return "n/a"
    return f"{x['accuracy']:.3f} ({x['correct']}/{x['n']})"


def grounding_table(data: dict[str, Any]) -> list[str]:
    f = data["figures"]
    cfg = f["langextract_config"]
    lines = [
        "### Grounding: ours vs LangExtract (same process, same inputs, no LLM)",
        "",
        "| transcript | facts | ours µs/fact p50 | ours p95 | LangExtract µs/fact p50 | LangExtract p95 "
        "| ours/LX (p50) | speed-up | accuracy ours | accuracy LangExtract | LX chunked p50 µs, accuracy |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for label, s in f["sizes"].items():
        o, t, c = s["ours"], s["langextract"], s["langextract_chunked"]
        lines.append(
            f"| ~{label} tokens ({s['tokens']} tok, {s['chars']} chars) | {s['facts']} "
            f"| {fmt(o['median_us'], digits=0)} | {fmt(o['p95_us'], digits=0)} "
            f"| {fmt(t['median_us'], digits=0)} | {fmt(t['p95_us'], digits=0)} "
            f"| {fmt(s['ratio_ours_over_theirs_median'], digits=4)} | {fmt(s['speedup_median'], '×', 0)} "
            f"| {_acc(o)} | {_acc(t)} | {fmt(c['median_us'], digits=0)}, {c['accuracy']:.3f} |"
        )
    lines += ["", "Accuracy by kind (ours / LangExtract; `unsupported` is extra, not in the headline):", ""]
    sizes = list(f["sizes"])
    lines.append("| kind | " + " | ".join(f"~{s}" for s in sizes) + " |")
    lines.append("|---|" + "---|" * len(sizes))
    kinds = list(next(iter(f["sizes"].values()))["ours"]["by_kind"])
    for kind in kinds:
        cells = []
        for s in sizes:
            o = f["sizes"][s]["ours"]["by_kind"].get(kind)
            t = f["sizes"][s]["langextract"]["by_kind"].get(kind)
            cells.append(f"{o['accuracy']:.2f} / {t['accuracy']:.2f} (n={o['n']})" if o and t else "n/a")
        lines.append(f"| {kind} | " + " | ".join(cells) + " |")
    cpu = ", ".join(
        f"~{s}: {fmt(f['sizes'][s]['ours'].get('median_cpu_us'), digits=0)} vs "
        f"{fmt(f['sizes'][s]['langextract'].get('median_cpu_us'), digits=0)}"
        for s in sizes
    )
    span_only = ", ".join(f"~{s}: {f['sizes'][s]['ours']['accuracy_span_only']:.3f}" for s in sizes)
    index = ", ".join(
        f"~{s}: {fmt(f['sizes'][s]['ours']['index_ms'], 'ms')} vs {fmt(f['sizes'][s]['langextract']['index_ms'], 'ms')}"
        for s in sizes
    )
    lines += [
        "",
        f"LangExtract settings (grid-searched on a separate seed): {cfg}. "
        f"Ours: `ground()` with the service default threshold {f['our_threshold']}.",
        f"CPU µs per fact, p50 (not inflated by other load on the machine), ours vs LangExtract: {cpu}.",
        f"Ours without the key-content check (span only): {span_only}.",
        f"One-off per transcript (ours `SourceIndex` vs LangExtract tokenisation): {index}.",
    ]
    return lines


def pipeline_table(data: dict[str, Any]) -> list[str]:
    f = data["figures"]
    lines = [
        f"### Pipeline stages: {f['transcript_chars']} chars, {f['candidates']} candidates "
        f"({f['candidates_extractive']} extractive), per digest",
        "",
        "| stage | p50 ms | p95 ms | min–max ms | CPU p50 ms | budget (p95) |",
        "|---|---|---|---|---|---|",
    ]
    for name, st in f["stages"].items():
        budget = ""
        if "budget_p95_ms" in st:
            budget = f"≤ {st['budget_p95_ms']:.0f} ms: {'within' if st['within_budget'] else 'OVER'}"
        cpu = f"{st['cpu_p50_ms']:.1f}" if "cpu_p50_ms" in st else ""
        lines.append(
            f"| {name} | {st['p50_ms']:.1f} | {st['p95_ms']:.1f} | {st['min_ms']:.1f}–{st['max_ms']:.1f} "
            f"| {cpu} | {budget} |"
        )
    e2e = f.get("end_to_end", {}).get("total_s")
    if e2e:
        lines.append(
            f"| digest end to end (CoVe on) | {e2e['p50_ms']:.1f} | {e2e['p95_ms']:.1f} | "
            f"{e2e['min_ms']:.1f}–{e2e['max_ms']:.1f} | | |"
        )
    g = f["grounding_per_candidate_us"]
    lines += ["", f"Grounding per candidate: p50 {g['p50']:.0f} µs, p95 {g['p95']:.0f} µs, max {g['max']:.0f} µs."]
    return lines


def store_table(data: dict[str, Any]) -> list[str]:
    f = data["figures"]
    v = f["verify"]
    return [
        "### Fact store (SQLite file, one transaction per run)",
        "",
        "| measure | value |",
        "|---|---|",
        f"| append 100 facts + audit chain | {fmt(f['append_n100']['facts_per_s'], 'facts/s', 0)}"
        f" ({fmt(f['append_n100']['ms'], 'ms')}) |",
        f"| append 10,000 facts + audit chain | {fmt(f['append_n10000']['facts_per_s'], 'facts/s', 0)}"
        f" ({fmt(f['append_n10000']['ms'], 'ms', 0)}) |",
        f"| verify_chain over {v['entries']:,} entries (in process) | {fmt(v['verify_chain_s'], 's', 2)}"
        f" ({fmt(v['entries_per_s'], 'entries/s', 0)}) |",
        f"| `factlayer audit verify` over {v['entries']:,} entries (whole command) | {fmt(v['cli_s'], 's', 2)} |",
    ]


def api_table(data: dict[str, Any]) -> list[str]:
    f = data["figures"]
    lines = [
        f"### API under load: wrk, {f['clients']} connections × {f['seconds_per_run']:.0f} s × {f['runs']} runs, "
        f"loopback, workers {f.get('workers', 'in-process')}",
        "",
        "| backend | endpoint | answers/s | p50 ms | p95 ms | p99 ms | requests | errors | server CPU ms/req "
        "| wrk CPU |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    backends = [(f.get("backend", "sqlite"), f)] + [(b, f[b]) for b in ("postgresql",) if b in f]
    for backend, figures in backends:
        for key, label in (
            ("get_digest", "GET /digest/{id}?include_facts=true (cached)"),
            ("post_transcriptions", "POST /v1/transcriptions"),
        ):
            x = figures[key]
            lines.append(
                f"| {backend} | {label} | {fmt(x['ok_per_s'])} | {fmt(x['p50_ms'])} | {fmt(x['p95_ms'])} "
                f"| {fmt(x['p99_ms'])} | {x['requests']} | {x['errors']} | {fmt(x['server_cpu_ms_per_request'])} "
                f"| {fmt(x['wrk_cpu_share'])} |"
            )
    lines.append("")
    for backend, figures in backends:
        s = figures["stored_exactly_once"]
        lines.append(
            f"{backend}: posts stored once: {'yes' if s['ok'] else 'NO'} ({s['answered_201']} answered 201, "
            f"{s['markers_stored']} stored, {s['markers_stored_twice']} stored twice; load average "
            f"{figures['load_average_1m_at_start']} at the start)."
        )
    lines.append(" ".join(data.get("notes", [])[:2]))
    return lines


def scale_out_table(data: dict[str, Any]) -> list[str]:
    f = data["figures"]
    r = f["exactly_once"]
    post = f["post_transcriptions"]
    return [
        f"### Scale-out: {f['apis']} API + {f['workers']} worker processes on PostgreSQL, {f['clients']} clients, "
        f"kill -9 of a worker mid-ASR",
        "",
        f"POST /v1/transcriptions through both APIs: p50 {post['p50_ms']:.1f} ms, p95 {post['p95_ms']:.1f} ms, "
        f"{post['requests']} requests, {post['errors']} errors. Jobs: {r['jobs']} "
        f"({len(r['jobs_not_done'])} not done = lost), duplicate completions {len(r['duplicate_completions'])}, "
        f"duplicate digests {len(r['duplicate_digests'])}, killed job re-run: {f['killed_job_rerun']}; "
        f"all done {f['drain_s']:.1f} s after the load; audit chain {'intact' if r['chain_ok'] else 'BROKEN'}.",
    ]


def asr_table(data: dict[str, Any]) -> list[str]:
    lines = [
        f"### ASR ({data.get('model', '?')}): real-time factor (audio s / wall s, higher is faster)",
        "",
        "| clip | audio s | RTF median [min–max] | RTF per CPU second | WER |",
        "|---|---|---|---|---|",
    ]
    for row in data.get("clips", []):
        wer = "-" if row.get("wer") is None else f"{row['wer']:.3f}"
        lines.append(
            f"| {row['clip']} | {row['audio_s']:.1f} "
            f"| {row['rtf_median']:.1f} [{row['rtf_min']:.1f}–{row['rtf_max']:.1f}] "
            f"| {row.get('rtf_cpu_median', '-')} | {wer} |"
        )
    lines.append(f"\nOverall RTF {data.get('overall_rtf')}×, model load {data.get('model_load_s')} s.")
    base = data.get("baseline")
    if base:  # bench/asr.py measures the pre-sweep setting in the same run
        lines.append(
            f"2-core RTF (from CPU time) {data.get('overall_rtf_2core')}× vs {base['overall_rtf_2core']}× for the "
            f"pre-sweep setting (beam {base['settings']['beam_size']}, {base['settings']['cpu_threads']} thread) "
            "in the "
            f"same run; WER fit/held-out {data.get('wer_fit')}/{data.get('wer_held_out')} vs "
            f"{base['wer_fit']}/{base['wer_held_out']}."
        )
    return lines


TABLES = {
    "grounding": grounding_table,
    "pipeline": pipeline_table,
    "store": store_table,
    "api_load": api_table,
    "scale_out": scale_out_table,
    "asr": asr_table,
}


def run(name: str, cmd: list[str], timeout: int) -> tuple[int | None, float]:
    print(f"\n=== {name}: {' '.join(Path(c).name if i == 0 else c for i, c in enumerate(cmd))}", flush=True)
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, cwd=REPO, timeout=timeout, check=False)
        code: int | None = proc.returncode
    except subprocess.TimeoutExpired:
        print(f"=== {name}: timed out after {timeout} s", flush=True)
        code = None
    return code, time.perf_counter() - t0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="*", choices=list(BENCHES), default=None)
    parser.add_argument("--skip", nargs="*", choices=list(BENCHES), default=[])
    parser.add_argument("--table-only", action="store_true", help="print the table from existing results")
    args = parser.parse_args(argv)

    env = environment()
    started = time.perf_counter()
    status: dict[str, dict[str, Any]] = {}
    selected = [n for n in BENCHES if (args.only is None or n in args.only) and n not in args.skip]
    if not args.table_only:
        print(
            f"factlayer benchmarks on {env['cpu_count']} CPUs ({env['cpu_model']}), Python {env['python']}, "
            f"load average {env['load_avg_1min']} at start",
            flush=True,
        )
        for name in selected:
            cmd, timeout = BENCHES[name]
            if name == "asr" and not (REPO / "bench" / "asr.py").exists():
                status[name] = {"exit": None, "wall_s": 0.0, "note": "bench/asr.py does not exist: skipped"}
                continue
            stale = RESULTS_DIR / f"{name}.json"
            if stale.exists():
                stale.unlink()
            code, wall = run(name, cmd, timeout)
            status[name] = {"exit": code, "wall_s": round(wall, 1)}

    total = time.perf_counter() - started
    lines = [
        "## Performance",
        "",
        f"`make bench` on {env['cpu_count']} CPUs ({env['cpu_model']}), Python {env['python']}; "
        f"every figure is the median over repeated runs with [min–max]; "
        f"load average {env['load_avg_1min']} at start"
        + (f", whole run {total / 60:.1f} min." if not args.table_only else "."),
        "",
    ]
    failed = []
    for name in selected:
        data = load(name)
        st = status.get(name, {})
        if data is None:
            reason = st.get("note") or f"exit {st.get('exit')}"
            lines += [f"### {name}: no results ({reason})", ""]
            if name != "asr" or st.get("exit") is not None:
                failed.append(name)
            continue
        try:
            lines += [*TABLES[name](data), ""]
        except (KeyError, TypeError, ValueError) as exc:
            lines += [f"### {name}: could not summarise ({type(exc).__name__}: {exc})", ""]
            failed.append(name)
        if st.get("exit") not in (0, None) or (st and st.get("exit") is None and "note" not in st):
            failed.append(name)
    table = "\n".join(lines)
    print("\n" + table)
    RESULTS_DIR.mkdir(parents=True, exist_ok=True)
    if not args.table_only:
        (RESULTS_DIR / "summary.md").write_text(table + "\n", encoding="utf-8")
        (RESULTS_DIR / "run_all.json").write_text(
            json.dumps(
                {"status": status, "total_s": round(total, 1), "failed": sorted(set(failed)), "environment": env},
                indent=2,
            )
            + "\n",
            encoding="utf-8",
        )
    if failed:
        print(f"\nFAILED: {', '.join(sorted(set(failed)))}", file=sys.stderr)
        return 1
    print(f"\nall benchmarks done in {total / 60:.1f} min (load average now {os.getloadavg()[0]:.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
