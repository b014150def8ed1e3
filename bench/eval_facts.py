"""`make eval`, part 2: the fact-level claim set (``bench/facts/facts.jsonl``) through the checker.

Every statement (a true one and its minimally altered false twin) is checked against its source, resolved from
``../shared/data``, by :func:`bench.facts_checker.check` (what ``POST /v1/verify`` runs) and, in the same process,
by a naive lexical baseline: rapidfuzz ``partial_ratio(claim, source)`` ≥ t, VERIFIED or not, with t fitted on
the fit half (``md5(pair_id) % 2 == 0``) only. Reported per half and per kind of alteration:

- true VERIFIED %  — true statements answered VERIFIED (want high);
- false VERIFIED % — false twins answered VERIFIED (want ~0);
- false CONTRADICTED % — false twins answered CONTRADICTED (the baseline never contradicts);
- balanced accuracy of VERIFIED vs not: (true VERIFIED + (1 − false VERIFIED)) / 2.

Latency: ms per claim (p50/p95) of the checker on all calls, and on sources of 8–12k characters.
Writes ``bench/results/facts_eval.json``.

    .venv/bin/python -m bench.eval_facts [--shared ../shared] [--limit N] [--errors N]

``--errors N`` prints up to N wrong answers of the checker, from the fit half only (tune on those; the held-out
half is for reporting). ``--only GLOB`` reports only the pairs written in ``bench/facts/pairs/GLOB`` (e.g. the
pairs of one round, ``'*_r5.yaml'``); every record is still checked and the baseline's t is still fitted on the
whole fit half, so the figures are those of the full run restricted to that subset (written to
``bench/results/facts_eval_only.json`` unless ``--out`` says otherwise).
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import yaml
from rapidfuzz import fuzz
from rich.progress import Progress

from bench import facts_checker
from bench._common import percentile
from bench.facts_build import PAIRS_DIR, records_from
from bench.facts_data import FACTS_FILE, HALVES, KINDS, REPO, half_of, load_facts, resolve_source

RESULTS = REPO / "bench" / "results" / "facts_eval.json"
ONLY_RESULTS = REPO / "bench" / "results" / "facts_eval_only.json"
BASELINE_NAME = "rapidfuzz partial_ratio(claim, source) >= t (t fitted on the fit half)"
TEN_K = (8_000, 12_000)


def rates(rows: Sequence[Mapping[str, Any]], verdict_key: str = "verdict") -> dict[str, Any]:
    """The four figures for ``rows`` (each with ``label`` true/false and a verdict)."""
    trues = [r for r in rows if r["label"] == "true"]
    falses = [r for r in rows if r["label"] == "false"]

    def share(group: Sequence[Mapping[str, Any]], verdict: str) -> float | None:
        return sum(r[verdict_key] == verdict for r in group) / len(group) if group else None

    true_verified = share(trues, "VERIFIED")
    false_verified = share(falses, "VERIFIED")
    balanced = (
        (true_verified + (1.0 - false_verified)) / 2
        if true_verified is not None and false_verified is not None
        else None
    )
    return {
        "n_true": len(trues),
        "n_false": len(falses),
        "true_verified": true_verified,
        "false_verified": false_verified,
        "false_contradicted": share(falses, "CONTRADICTED"),
        "true_contradicted": share(trues, "CONTRADICTED"),  # the worst error: the source made to deny the truth
        "balanced_accuracy": balanced,
    }


def fit_threshold(scores: Sequence[float], labels: Sequence[bool]) -> float:
    """The score cut (VERIFIED when score ≥ t) with the best balanced accuracy; the lowest such t on ties."""
    best_t, best = 101.0, -1.0
    for t in sorted(set(scores)):
        predicted = [s >= t for s in scores]
        pos = [p for p, y in zip(predicted, labels, strict=True) if y]
        neg = [p for p, y in zip(predicted, labels, strict=True) if not y]
        if not pos or not neg:
            continue
        value = (sum(pos) / len(pos) + sum(not p for p in neg) / len(neg)) / 2
        if value > best:
            best_t, best = t, value
    return best_t


def baseline_score(claim: str, source: str) -> float:
    return float(fuzz.partial_ratio(claim.lower(), source.lower()))


def breakdown(rows: Sequence[Mapping[str, Any]], verdict_key: str) -> dict[str, dict[str, Any]]:
    """``{half: {"all" | kind: rates}}``."""
    out: dict[str, dict[str, Any]] = {}
    for half in HALVES:
        in_half = [r for r in rows if r["half"] == half]
        out[half] = {"all": rates(in_half, verdict_key)}
        for kind in KINDS:
            of_kind = [r for r in in_half if r["kind"] == kind]
            if of_kind:
                out[half][kind] = rates(of_kind, verdict_key)
    return out


def run(
    records: Sequence[Mapping[str, Any]],
    shared: Path,
    check: Callable[[str, str], tuple[str, float]] = facts_checker.check,
    progress: bool = True,
) -> list[dict[str, Any]]:
    """Each record with its half, the checker's verdict, confidence and ms, and the baseline's score."""
    rows: list[dict[str, Any]] = []
    seen_sources: set[str] = set()
    with Progress(transient=True, disable=not progress) as bar:
        task = bar.add_task("fact claims", total=len(records))
        for record in records:
            source = resolve_source(record, shared)
            started = time.perf_counter()
            verdict, confidence = check(record["claim"], source)
            ms = (time.perf_counter() - started) * 1000.0
            rows.append(
                {
                    "id": record["id"],
                    "pair_id": record["pair_id"],
                    "half": half_of(record["pair_id"]),
                    "kind": record["kind"],
                    "label": record["label"],
                    "claim": record["claim"],
                    "doc": record["source_ref"]["doc"],
                    "dataset": record["source_ref"]["dataset"],
                    "verdict": verdict,
                    "confidence": confidence,
                    "ms": ms,
                    "source_chars": len(source),
                    "first_on_source": source not in seen_sources,
                    "baseline_score": baseline_score(record["claim"], source),
                }
            )
            seen_sources.add(source)
            bar.advance(task)
    return rows


def apply_baseline(rows: list[dict[str, Any]]) -> float:
    fit = [r for r in rows if r["half"] == "fit"]
    threshold = fit_threshold([r["baseline_score"] for r in fit], [r["label"] == "true" for r in fit])
    for row in rows:
        row["baseline_verdict"] = "VERIFIED" if row["baseline_score"] >= threshold else "UNVERIFIABLE"
    return threshold


def latency(rows: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    rows = list(rows)

    def fig(ms: list[float]) -> dict[str, Any]:
        if not ms:
            return {"n": 0, "p50_ms": None, "p95_ms": None}
        return {"n": len(ms), "p50_ms": round(percentile(ms, 50), 2), "p95_ms": round(percentile(ms, 95), 2)}

    ten_k = [r for r in rows if TEN_K[0] <= r["source_chars"] <= TEN_K[1]]
    return {
        "all": fig([r["ms"] for r in rows]),
        "source_8k_12k": fig([r["ms"] for r in ten_k]),
        "source_8k_12k_first_claim_on_source": fig([r["ms"] for r in ten_k if r["first_on_source"]]),
    }


def pair_ids_in(pattern: str) -> set[str]:
    """The pair ids written in the pairs files ``bench/facts/pairs/<pattern>``."""
    paths = sorted(PAIRS_DIR.glob(pattern))
    if not paths:
        raise SystemExit(f"no pairs file matches {pattern!r} in {PAIRS_DIR}")
    return {
        record["pair_id"] for path in paths for record in records_from(yaml.safe_load(path.read_text(encoding="utf-8")))
    }


def fit_errors(rows: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The checker's wrong answers on the fit half: a true statement not VERIFIED, a false one VERIFIED."""
    return [r for r in rows if r["half"] == "fit" and (r["verdict"] == "VERIFIED") != (r["label"] == "true")]


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:.1f}"


def _ba(value: float | None) -> str:
    return "—" if value is None else f"{value:.3f}"


def table(ours: Mapping[str, Any], base: Mapping[str, Any]) -> str:
    head = (
        f"{'half':<8} {'kind':<21} {'pairs':>5} │ {'true V%':>7} {'false V%':>8} {'false C%':>8} {'true C%':>7} "
        f"{'bal.acc':>7} │ "
        f"{'base true V%':>12} {'base false V%':>13} {'base bal.acc':>12}"
    )
    lines = [head, "─" * len(head)]
    for half in HALVES:
        for kind, mine in ours[half].items():
            theirs = base[half][kind]
            lines.append(
                f"{half:<8} {kind:<21} {mine['n_true']:>5} │ {_pct(mine['true_verified']):>7} "
                f"{_pct(mine['false_verified']):>8} {_pct(mine['false_contradicted']):>8} "
                f"{_pct(mine['true_contradicted']):>7} {_ba(mine['balanced_accuracy']):>7} │ "
                f"{_pct(theirs['true_verified']):>12} "
                f"{_pct(theirs['false_verified']):>13} {_ba(theirs['balanced_accuracy']):>12}"
            )
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--shared", type=Path, default=Path(os.environ.get("FACTLAYER_SHARED_DIR", REPO.parent / "shared"))
    )
    parser.add_argument("--facts", type=Path, default=FACTS_FILE)
    parser.add_argument(
        "--out", type=Path, default=None, help=f"default {RESULTS.name} ({ONLY_RESULTS.name} with --only)"
    )
    parser.add_argument("--limit", type=int, default=None, help="first N records only (a quick look)")
    parser.add_argument("--errors", type=int, default=0, help="print up to N wrong answers from the fit half")
    parser.add_argument("--only", metavar="GLOB", default=None, help="report only the pairs of bench/facts/pairs/GLOB")
    args = parser.parse_args()
    args.out = args.out or (ONLY_RESULTS if args.only else RESULTS)
    records = load_facts(args.facts)[: args.limit] if args.limit else load_facts(args.facts)
    started = time.perf_counter()
    rows = run(records, args.shared)
    threshold = apply_baseline(rows)
    if args.only:
        wanted = pair_ids_in(args.only)
        rows = [r for r in rows if r["pair_id"] in wanted]
        records = [r for r in records if r["pair_id"] in wanted]
    ours, base = breakdown(rows, "verdict"), breakdown(rows, "baseline_verdict")
    report: dict[str, Any] = {
        "checker": facts_checker.NAME,
        "baseline": BASELINE_NAME,
        "baseline_threshold": threshold,
        "facts_file": str(args.facts.relative_to(REPO)) if args.facts.is_relative_to(REPO) else str(args.facts),
        "only_pairs_files": args.only,
        "pairs": len({r["pair_id"] for r in rows}),
        "checked_pairs": len({r["pair_id"] for r in records if r.get("checked")}),
        "checker_rates": ours,
        "baseline_rates": base,
        "checker_rates_by_dataset": {
            d: breakdown([r for r in rows if r["dataset"] == d], "verdict")
            for d in sorted({r["dataset"] for r in rows})
        },
        "latency": latency(rows),
        "wall_s": round(time.perf_counter() - started, 1),
        "verdict_columns": ["id", "verdict", "confidence", "baseline_score", "ms"],
        "verdicts": [[r["id"], r["verdict"], r["confidence"], r["baseline_score"], round(r["ms"], 1)] for r in rows],
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    verdicts = report.pop("verdicts")
    text = json.dumps(report, indent=1)
    # one line per claim keeps the file readable and small
    rows_text = ",\n  ".join(json.dumps(v) for v in verdicts)
    args.out.write_text(text[:-2] + ',\n "verdicts": [\n  ' + rows_text + "\n ]\n}\n", encoding="utf-8")
    print()
    print(
        f"fact-level claims: {report['pairs']} pairs ({report['checked_pairs']} hand-checked) — "
        f"ours = {facts_checker.NAME}; base = {BASELINE_NAME}, t = {threshold:g}"
    )
    print(table(ours, base))
    lat = report["latency"]
    print(
        f"checker ms/claim: all p50 {lat['all']['p50_ms']} p95 {lat['all']['p95_ms']}; "
        f"8–12k-char sources p50 {lat['source_8k_12k']['p50_ms']} p95 {lat['source_8k_12k']['p95_ms']} "
        f"(first claim on a source p95 {lat['source_8k_12k_first_claim_on_source']['p95_ms']}) → {args.out}"
    )
    for row in fit_errors(rows)[: args.errors]:
        print(f"  [{row['kind']}] {row['label']} → {row['verdict']}: {row['claim']}  ({row['doc']})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
