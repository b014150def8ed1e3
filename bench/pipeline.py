"""Digest pipeline stages on a one-hour-sized transcript (~60k characters) with 200 candidate facts.

    .venv/bin/python -m bench.pipeline [--runs 15] [--candidates 200]

Candidates: 60 % from the offline extractive provider (exact offsets, the default service path)
and 40 % LLM-style (no offsets: the planted facts of bench/plant.py — paraphrases, ASR errors,
respelled numbers, absent and unsupported claims). Each run starts with the package's memo caches
emptied, then times, for the whole batch of candidates:

* ``index``      – ``SourceIndex`` of the transcript (once per digest);
* ``grounding``  – ``ground_candidate`` for every candidate (also per candidate);
* ``validation`` – ``FactValidator.validate_all`` for every candidate under one ``asyncio.gather``,
  as ``assess_candidates`` runs them;
* ``scoring``    – ``score_confidence`` + ``gate``;
* ``cove``       – ``CoVePipeline.verify`` (offline form, no LLM hooks) of the accepted assessments;
* end to end     – ``DigestService.generate`` with CoVe on and a proposer returning the same
  candidates, on a migrated SQLite file: its own ``timings`` (``assessment_s``, ``cove_s``,
  ``storage_s``, ``total_s``). ``storage`` is its ``storage_s``: ``FactStore.append_run`` of the
  run, its facts, rejections and audit entries.

p50/p95 are over runs; the budget (seed 000 "Latency Budget", per digest) is compared with p95.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench._common import clear_caches, percentile, summary, write_result
from bench.plant import build_transcript, load_documents, plant_facts

SEED = 20261123
BUDGET_MS = {"validation": 100.0, "storage": 50.0, "cove": 500.0}
TARGET_CHARS = 60_000


def build_candidates(text: str, rest: Sequence[tuple[str, str]], n: int, seed: int) -> list[Any]:
    from bench.plant import Transcript
    from factlayer.digest import Candidate, extract_candidates

    rng = random.Random(seed)
    extractive = extract_candidates(text)
    n_extractive = min(len(extractive), round(n * 0.6))
    chosen = sorted(rng.sample(range(len(extractive)), n_extractive))
    out: list[Any] = [extractive[i] for i in chosen]
    transcript = Transcript("pipeline", text, (), 0, 0)
    planted = plant_facts(transcript, rest, per_kind=(n - n_extractive) // 8 + 1, seed=seed)
    rng.shuffle(planted)
    for fact in planted[: n - n_extractive]:
        out.append(Candidate(text=fact.text, method="llm", confidence=0.9))
    rng.shuffle(out)
    return out


class FixedProposer:
    name = "bench-fixed"

    def __init__(self, candidates: Sequence[Any]) -> None:
        self._candidates = list(candidates)

    async def propose(self, text: str) -> list[Any]:
        return list(self._candidates)


async def stage_run(text: str, candidates: Sequence[Any], settings: Any) -> dict[str, Any]:
    from factlayer.digest import (
        AssessParams,
        FactValidator,
        SourceIndex,
        ValidationContext,
        assess_candidates,
        gate,
        ground_candidate,
        score_confidence,
    )
    from factlayer.digest.cove_pipeline import CoVePipeline

    params = AssessParams.from_settings(settings)
    out: dict[str, Any] = {}

    t0, c0 = time.perf_counter(), time.process_time()
    index = SourceIndex(text)
    out["index_s"] = time.perf_counter() - t0
    out["index_cpu_s"] = time.process_time() - c0

    per_candidate: list[float] = []
    groundings = []
    t0, c0 = time.perf_counter(), time.process_time()
    for c in candidates:
        t1 = time.perf_counter()
        groundings.append(ground_candidate(c, index, threshold=params.grounding_threshold, roles=params.roles))
        per_candidate.append(time.perf_counter() - t1)
    out["grounding_s"] = time.perf_counter() - t0
    out["grounding_cpu_s"] = time.process_time() - c0
    out["grounding_per_candidate_s"] = per_candidate

    checker = FactValidator()
    context = ValidationContext(
        index=index, min_length=params.min_length, max_length=params.max_length, roles=params.roles
    )
    t0, c0 = time.perf_counter(), time.process_time()
    outcomes = await asyncio.gather(
        *(checker.validate_all(c, g, context) for c, g in zip(candidates, groundings, strict=True))
    )
    out["validation_s"] = time.perf_counter() - t0
    out["validation_cpu_s"] = time.process_time() - c0

    t0, c0 = time.perf_counter(), time.process_time()
    for c, g, o in zip(candidates, groundings, outcomes, strict=True):
        breakdown = score_confidence(c, g, o.results, threshold=params.grounding_threshold)
        gate(c.type, breakdown.total)
    out["scoring_s"] = time.perf_counter() - t0
    out["scoring_cpu_s"] = time.process_time() - c0

    t0, c0 = time.perf_counter(), time.process_time()
    assessments = await assess_candidates(candidates, index, params)
    out["assess_candidates_s"] = time.perf_counter() - t0
    out["assess_candidates_cpu_s"] = time.process_time() - c0
    accepted = sum(a.accepted for a in assessments)

    cove = CoVePipeline(threshold=settings.cove_confidence_threshold, roles=settings.proof.roles)
    t0, c0 = time.perf_counter(), time.process_time()
    results = await cove.verify(assessments, index)
    out["cove_s"] = time.perf_counter() - t0
    out["cove_cpu_s"] = time.process_time() - c0
    out["accepted"] = accepted
    out["cove_kept"] = sum(r.kept for r in results)
    return out


async def end_to_end(text: str, candidates: Sequence[Any], runs: int, tmp: Path) -> list[dict[str, float]]:
    from factlayer.config import Settings
    from factlayer.digest.generator import DigestGenerator
    from factlayer.digest.summary import LeadSummarizer
    from factlayer.services.digests import DigestService
    from factlayer.storage.db import create_engine, upgrade_to_head
    from factlayer.storage.fact_store import FactStore
    from factlayer.storage.transcription_store import TranscriptionStore

    url = f"sqlite+aiosqlite:///{tmp / 'pipeline.db'}"
    await asyncio.to_thread(upgrade_to_head, url)
    settings = Settings(data_dir=tmp, database_url=url, enable_cove=True, run_workers=False)
    engine = create_engine(url)
    try:
        transcriptions = TranscriptionStore(engine)
        facts = FactStore(engine)
        created = await transcriptions.create_text(text, language="en", title="bench")
        generator = DigestService(
            DigestGenerator(settings, proposer=FixedProposer(candidates), summarizer=LeadSummarizer()),
            transcriptions,
            facts,
        )
        timings: list[dict[str, float]] = []
        for _ in range(runs):
            clear_caches("factlayer")
            run = await generator.generate(created.id)
            timings.append({**run.timings, "facts": float(run.facts_count), "rejected": float(run.rejected_count)})
        return timings
    finally:
        await engine.dispose()


def _stage(
    values_s: Sequence[float], budget_ms: float | None = None, cpu_s: Sequence[float] | None = None
) -> dict[str, Any]:
    ms = [v * 1e3 for v in values_s]
    fig: dict[str, Any] = {
        "p50_ms": round(statistics.median(ms), 2),
        "p95_ms": round(percentile(ms, 95), 2),
        "min_ms": round(min(ms), 2),
        "max_ms": round(max(ms), 2),
        "runs": len(ms),
    }
    if cpu_s:
        fig["cpu_p50_ms"] = round(statistics.median(cpu_s) * 1e3, 2)
    if budget_ms is not None:
        fig["budget_p95_ms"] = budget_ms
        fig["within_budget"] = fig["p95_ms"] <= budget_ms
    return fig


def measure(args: argparse.Namespace) -> tuple[dict[str, Any], list[str]]:
    from factlayer.config import Settings

    notes: list[str] = []
    docs = load_documents()
    transcript, rest = build_transcript(docs, TARGET_CHARS, seed=SEED, name="60k-chars", size_of=len)
    candidates = build_candidates(transcript.text, rest, args.candidates, SEED + 1)
    settings = Settings(enable_cove=True, run_workers=False)

    stage_runs: list[dict[str, Any]] = []
    for _ in range(args.runs):
        clear_caches("factlayer")
        stage_runs.append(asyncio.run(stage_run(transcript.text, candidates, settings)))
    print(f"[pipeline] stages: {args.runs} runs", flush=True)

    with tempfile.TemporaryDirectory(prefix="factlayer-bench-pipeline-") as tmp:
        e2e = asyncio.run(end_to_end(transcript.text, candidates, args.runs, Path(tmp)))
    print(f"[pipeline] end to end: {args.runs} runs", flush=True)

    per_candidate = [t for r in stage_runs for t in r["grounding_per_candidate_s"]]
    n = len(candidates)
    figures: dict[str, Any] = {
        "transcript_chars": len(transcript.text),
        "transcript_tokens": transcript.tokens,
        "candidates": n,
        "candidates_extractive": sum(1 for c in candidates if c.method == "extractive"),
        "accepted": summary((r["accepted"] for r in stage_runs), 0),
        "stages": {
            "index": _stage([r["index_s"] for r in stage_runs], cpu_s=[r["index_cpu_s"] for r in stage_runs]),
            "grounding": _stage(
                [r["grounding_s"] for r in stage_runs], cpu_s=[r["grounding_cpu_s"] for r in stage_runs]
            ),
            "validation": _stage(
                [r["validation_s"] for r in stage_runs],
                BUDGET_MS["validation"],
                [r["validation_cpu_s"] for r in stage_runs],
            ),
            "scoring": _stage([r["scoring_s"] for r in stage_runs], cpu_s=[r["scoring_cpu_s"] for r in stage_runs]),
            "cove": _stage([r["cove_s"] for r in stage_runs], BUDGET_MS["cove"], [r["cove_cpu_s"] for r in stage_runs]),
            "storage": _stage([t["storage_s"] for t in e2e], BUDGET_MS["storage"]),
        },
        "grounding_per_candidate_us": {
            "p50": round(statistics.median(per_candidate) * 1e6, 1),
            "p95": round(percentile(per_candidate, 95) * 1e6, 1),
            "max": round(max(per_candidate) * 1e6, 1),
        },
        "validation_per_candidate_us": summary((r["validation_s"] / n * 1e6 for r in stage_runs), 1),
        "end_to_end": {
            key: _stage([t[key] for t in e2e if key in t])
            for key in ("assessment_s", "cove_s", "storage_s", "total_s")
            if any(key in t for t in e2e)
        },
        "end_to_end_facts": summary((t["facts"] for t in e2e), 0),
        "end_to_end_rejected": summary((t["rejected"] for t in e2e), 0),
        "assess_candidates": _stage([r["assess_candidates_s"] for r in stage_runs]),
    }
    notes.append(
        "budget = seed 000 per-digest p95 targets (validation ≤ 100 ms, storage ≤ 50 ms, CoVe ≤ 500 ms); "
        "stage times are for all candidates of one digest"
    )
    notes.append("the end-to-end summary uses the offline lead summariser; no LLM anywhere")
    return figures, notes


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--candidates", type=int, default=200)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    figures, notes = measure(args)
    path = write_result(
        "pipeline", figures, params={"runs": args.runs, "candidates": args.candidates}, notes=notes, out=args.out
    )
    print(f"[pipeline] wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
