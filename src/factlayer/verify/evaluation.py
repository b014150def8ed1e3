"""Measure the claim checker on labelled (source, claim, label) sets — DESIGN §5.

Every row goes through :meth:`ClaimChecker.verify`, the same path as POST /v1/verify. Reported per file:
balanced accuracy of supported-vs-not (VERIFIED = supported, any other verdict = not) on the whole file
and on the held-out half (``md5(id) % 2 == 1``, never used for fitting), the 3-way confusion matrix and
macro-F1 where ``contradicted`` labels exist, latency percentiles, and a naive baseline in the same run:
rapidfuzz ``partial_ratio(claim, source)`` above a threshold chosen on the same file (whole-file figure:
optimistic for the baseline), and the same baseline with its threshold chosen on the fit half.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Literal

from rapidfuzz import fuzz

from factlayer.models.verdict import Verdict
from factlayer.verify.checker import ClaimChecker, Judge, SourceDoc

EVAL_VERSION = "1"
LABELS = ("supported", "unsupported", "contradicted")
PREDICTED = ("VERIFIED", "CONTRADICTED", "OTHER")


def split_of(row_id: str) -> int:
    """0 = the half coefficients are fitted on, 1 = held out."""
    return int(hashlib.md5(row_id.encode("utf-8")).hexdigest(), 16) % 2


def load_rows(path: Path) -> list[dict[str, Any]]:
    rows = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                row = json.loads(line)
                rows.append({k: row[k] for k in ("id", "source", "claim", "label")})
    return rows


def balanced_accuracy(predicted: Sequence[bool], actual: Sequence[bool]) -> float:
    pos = [p for p, a in zip(predicted, actual, strict=True) if a]
    neg = [p for p, a in zip(predicted, actual, strict=True) if not a]
    recall_pos = sum(pos) / len(pos) if pos else 0.0
    recall_neg = sum(not p for p in neg) / len(neg) if neg else 0.0
    if not pos or not neg:
        return recall_pos if pos else recall_neg
    return (recall_pos + recall_neg) / 2


def _bucket(verdict: str) -> str:
    return verdict if verdict in ("VERIFIED", "CONTRADICTED") else "OTHER"


def macro_f1(pairs: Sequence[tuple[str, str]]) -> float:
    """Macro-F1 over VERIFIED/supported, CONTRADICTED/contradicted, OTHER/unsupported."""
    gold_of = {"supported": "VERIFIED", "contradicted": "CONTRADICTED", "unsupported": "OTHER"}
    scores = []
    for cls in PREDICTED:
        tp = sum(1 for label, pred in pairs if gold_of[label] == cls and pred == cls)
        fp = sum(1 for label, pred in pairs if gold_of[label] != cls and pred == cls)
        fn = sum(1 for label, pred in pairs if gold_of[label] == cls and pred != cls)
        scores.append(2 * tp / (2 * tp + fp + fn) if tp else 0.0)
    return sum(scores) / len(scores)


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def _best_threshold(scores: Sequence[float], actual: Sequence[bool]) -> float:
    best_t, best = 0.0, -1.0
    for t in sorted(set(scores)):
        value = balanced_accuracy([s >= t for s in scores], actual)
        if value > best:
            best_t, best = t, value
    return best_t


def baseline(rows: Sequence[dict[str, Any]]) -> dict[str, float]:
    """partial_ratio(claim, source) ≥ t: t chosen on the whole file, and on the fit half for the held-out half."""
    scores = [fuzz.partial_ratio(r["claim"].lower(), r["source"].lower()) for r in rows]
    actual = [r["label"] == "supported" for r in rows]
    t_all = _best_threshold(scores, actual)
    fit = [i for i, r in enumerate(rows) if split_of(r["id"]) == 0]
    held = [i for i, r in enumerate(rows) if split_of(r["id"]) == 1]
    t_fit = _best_threshold([scores[i] for i in fit], [actual[i] for i in fit])
    return {
        "baseline_balanced_accuracy": round(balanced_accuracy([s >= t_all for s in scores], actual), 4),
        "baseline_heldout_balanced_accuracy": round(
            balanced_accuracy([scores[i] >= t_fit for i in held], [actual[i] for i in held]), 4
        ),
    }


async def _run_rows(
    checker: ClaimChecker, rows: Sequence[dict[str, Any]], threshold: float
) -> tuple[list[str], list[float]]:
    verdicts: list[str] = []
    timings: list[float] = []
    for row in rows:
        started = time.perf_counter()
        response = await checker.verify(row["claim"], [SourceDoc(text=row["source"])], threshold=threshold)
        timings.append((time.perf_counter() - started) * 1000.0)
        verdicts.append(str(response.verdict.value))
    return verdicts, timings


def _report(rows: Sequence[dict[str, Any]], verdicts: Sequence[str]) -> dict[str, Any]:
    actual = [r["label"] == "supported" for r in rows]
    predicted = [v == Verdict.VERIFIED.value for v in verdicts]
    out: dict[str, Any] = {"n": len(rows), "balanced_accuracy": round(balanced_accuracy(predicted, actual), 4)}
    held = [i for i, r in enumerate(rows) if split_of(r["id"]) == 1]
    out["n_heldout"] = len(held)
    out["heldout_balanced_accuracy"] = round(
        balanced_accuracy([predicted[i] for i in held], [actual[i] for i in held]), 4
    )
    if any(r["label"] == "contradicted" for r in rows):
        pairs = [(r["label"], _bucket(v)) for r, v in zip(rows, verdicts, strict=True)]
        out["macro_f1_3way"] = round(macro_f1(pairs), 4)
        out["heldout_macro_f1_3way"] = round(macro_f1([pairs[i] for i in held]), 4)
        out["confusion"] = {
            label: {pred: sum(1 for g, p in pairs if g == label and p == pred) for pred in PREDICTED}
            for label in LABELS
        }
    out["verdicts"] = {v: verdicts.count(v) for v in sorted(set(verdicts))}
    return out


async def evaluate_claims(
    files: Iterable[Path | str],
    provider: Literal["extractive", "openai"] = "extractive",
    *,
    judge: Judge | None = None,
    threshold: float = 0.85,
    limit: int | None = None,
    roles: bool = True,
) -> dict[str, Any]:
    """Run every row of each JSONL file through the checker; see the module docstring for the figures.

    ``provider='openai'`` needs ``judge`` (e.g. ``LLMProvider.judge_yes_no`` wrapped as (source, claim));
    the extractive provider uses the offline signals only; ``roles``: ``settings.proof.roles``. One event loop
    for all files: a judge's HTTP client is bound to the loop it was made in.
    """
    if provider == "openai" and judge is None:
        raise ValueError("provider 'openai' needs a judge callable")
    checker = ClaimChecker(judge=judge if provider == "openai" else None, roles=roles)
    report: dict[str, Any] = {"files": {}, "provider": provider, "version": EVAL_VERSION, "threshold": threshold}
    for file in files:
        path = Path(file)
        rows = load_rows(path)[:limit] if limit else load_rows(path)
        verdicts, timings = await _run_rows(checker, rows, threshold)
        entry = _report(rows, verdicts)
        entry["p50_ms"] = round(_percentile(timings, 0.5), 2)
        entry["p95_ms"] = round(_percentile(timings, 0.95), 2)
        entry.update(baseline(rows))
        report["files"][path.stem] = entry
    return report
