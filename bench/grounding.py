"""Grounding: our aligner (factlayer.digest.grounding) against LangExtract's resolver, no LLM.

    .venv/bin/python -m bench.grounding [--runs 3] [--per-kind 12] [--per-kind-large 5]

Both aligners get the same transcripts (~1k, ~5k, ~50k tokens built from MTS-Dialog and QMSum)
and the same planted facts (bench/plant.py: verbatim, paraphrase, ASR errors, repeated mentions,
plural/singular, numbers respelled, absent) in the same process. Per aligner and size: median and
p95 µs per fact, the ratio ours/theirs (per run, then median over runs), and accuracy (the span
overlaps a true span; "not found" for absent facts) by kind.

LangExtract is called through its public ``Resolver.align`` with one extraction per call, the way
it aligns model output, with a ``Tokenizer`` that memoises the source's tokenisation (our
``SourceIndex`` is likewise built once per transcript; both one-off costs are reported as
``index_ms``). Its alignment parameters are chosen by a grid search on a separate seed (see
``tune_langextract``), and it is measured twice:

* ``langextract``         – against the whole transcript: the same job ours does;
* ``langextract_chunked`` – its native setting in ``lx.extract``: against the 1000-character chunk
  (``max_char_buffer=1000``, its own ``ChunkIterator``) the fact was taken from. This hands it the
  location for free, so it flatters its speed and accuracy; it is reported, not used for the ratio.
"""

from __future__ import annotations

import argparse
import functools
import gc
import logging
import random
import statistics
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench._common import clear_caches, percentile, summary, write_result
from bench.plant import (
    EXTRA_KINDS,
    KINDS,
    PlantedFact,
    Transcript,
    best_iou,
    build_transcript,
    is_correct,
    load_documents,
    plant_facts,
)

SIZES: dict[str, int] = {"1k": 1_000, "5k": 5_000, "50k": 50_000}
CHUNK_CHARS = 1000  # lx.extract(max_char_buffer=1000), its default
SEED = 20261122
TUNE_TOKENS = 2_000

Span = tuple[int, int] | None


@dataclass(frozen=True, slots=True)
class Prediction:
    span: Span
    span_only: Span  # ours: the aligned span even when the key-content check rejects the candidate
    method: str


Aligner = Callable[[PlantedFact], Prediction]


# -- our aligner ----------------------------------------------------------------------------------


def our_threshold() -> float:
    from factlayer.config import Settings

    default = Settings.model_fields["fact_grounding_threshold"].default
    return float(default)


def make_ours(source: str) -> Aligner:
    """Build the SourceIndex once; each call grounds one fact with the service's default threshold."""
    from factlayer.digest import grounding as fg

    threshold = our_threshold()
    index = fg.SourceIndex(source)

    def align(fact: PlantedFact) -> Prediction:
        g = fg.ground(fact.text, source, threshold=threshold, index=index)
        span = (g.span.start_char, g.span.end_char) if g.span is not None else None
        return Prediction(span if g.grounded else None, span, str(g.alignment))

    return align


# -- LangExtract ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LXConfig:
    accept_match_lesser: bool = True
    fuzzy_alignment_threshold: float = 0.75
    fuzzy_alignment_min_density: float = 1 / 3
    enable_fuzzy_alignment: bool = True
    fuzzy_alignment_algorithm: str = "lcs"

    def as_dict(self) -> dict[str, Any]:
        return {
            "enable_fuzzy_alignment": self.enable_fuzzy_alignment,
            "fuzzy_alignment_algorithm": self.fuzzy_alignment_algorithm,
            "fuzzy_alignment_threshold": self.fuzzy_alignment_threshold,
            "fuzzy_alignment_min_density": round(self.fuzzy_alignment_min_density, 4),
            "accept_match_lesser": self.accept_match_lesser,
        }


LX_DEFAULT = LXConfig()
LX_GRID: tuple[LXConfig, ...] = tuple(
    LXConfig(accept_match_lesser=lesser, fuzzy_alignment_threshold=threshold, fuzzy_alignment_min_density=density)
    for lesser in (True, False)
    for threshold in (0.5, 0.6, 0.75, 0.9)
    for density in (1 / 3,)
)


def _quiet_langextract() -> None:
    logging.getLogger("absl").setLevel(logging.ERROR)
    warnings.filterwarnings("ignore", module="langextract")


class _MemoTokenizer:
    """A LangExtract Tokenizer that tokenises each distinct text once (the source, the chunks)."""

    def __init__(self) -> None:
        from langextract.core import tokenizer as tk

        self._inner = tk.RegexTokenizer()
        self._memo: dict[str, Any] = {}

    def tokenize(self, text: str) -> Any:
        hit = self._memo.get(text)
        if hit is None:
            hit = self._inner.tokenize(text)
            self._memo[text] = hit
        return hit


def _memo_tokenizer() -> Any:
    from langextract.core import tokenizer as tk

    class MemoTokenizer(_MemoTokenizer, tk.Tokenizer):
        pass

    return MemoTokenizer()


def _lx_align_one(resolver: Any, tokenizer: Any, text: str, source: str, char_offset: int, cfg: LXConfig) -> Span:
    from langextract.core import data

    extraction = data.Extraction("fact", text)
    aligned = list(
        resolver.align(
            [extraction],
            source,
            0,
            char_offset,
            tokenizer_inst=tokenizer,
            enable_fuzzy_alignment=cfg.enable_fuzzy_alignment,
            fuzzy_alignment_threshold=cfg.fuzzy_alignment_threshold,
            fuzzy_alignment_min_density=cfg.fuzzy_alignment_min_density,
            fuzzy_alignment_algorithm=cfg.fuzzy_alignment_algorithm,
            accept_match_lesser=cfg.accept_match_lesser,
        )
    )
    for e in aligned:
        ci = e.char_interval
        if e.alignment_status is not None and ci is not None and ci.start_pos is not None and ci.end_pos is not None:
            return (int(ci.start_pos), int(ci.end_pos))
    return None


def make_langextract(source: str, cfg: LXConfig) -> Aligner:
    from langextract import resolver as lx_resolver

    resolver = lx_resolver.Resolver()
    tokenizer = _memo_tokenizer()
    tokenizer.tokenize(source)

    def align(fact: PlantedFact) -> Prediction:
        span = _lx_align_one(resolver, tokenizer, fact.text, source, 0, cfg)
        return Prediction(span, span, "lx")

    return align


def chunk_source(source: str) -> list[tuple[int, int]]:
    """LangExtract's own chunks of ``source`` at ``max_char_buffer=1000``: [(start, end)]."""
    from langextract import chunking
    from langextract.core import tokenizer as tk

    out: list[tuple[int, int]] = []
    for chunk in chunking.ChunkIterator(source, CHUNK_CHARS, tokenizer_impl=tk.RegexTokenizer()):
        ci = chunk.char_interval
        out.append((int(ci.start_pos or 0), int(ci.end_pos or 0)))
    return out


def chunk_for(fact: PlantedFact, chunks: Sequence[tuple[int, int]], rng: random.Random) -> tuple[int, int]:
    if fact.origin is None:
        return chunks[rng.randrange(len(chunks))]
    a, b = fact.origin
    return max(chunks, key=lambda c: (min(b, c[1]) - max(a, c[0]), -c[0]))


def make_langextract_chunked(
    source: str, cfg: LXConfig, chunks: Sequence[tuple[int, int]], facts: Sequence[PlantedFact], seed: int
) -> Aligner:
    """Each fact is aligned within its chunk (chosen here, outside the timed calls)."""
    from langextract import resolver as lx_resolver

    resolver = lx_resolver.Resolver()
    tokenizer = _memo_tokenizer()
    for a, b in chunks:
        tokenizer.tokenize(source[a:b])
    rng = random.Random(seed)
    assigned = {id(f): chunk_for(f, chunks, rng) for f in facts}

    def align(fact: PlantedFact) -> Prediction:
        a, b = assigned[id(fact)]
        span = _lx_align_one(resolver, tokenizer, fact.text, source[a:b], a, cfg)
        return Prediction(span, span, "lx-chunk")

    return align


# -- measuring ------------------------------------------------------------------------------------


@dataclass(slots=True)
class RunResult:
    index_s: float
    times_s: list[float]
    cpu_s: list[float]
    predictions: list[Prediction]
    errors: int


def run_aligner(factory: Callable[[], Aligner], facts: Sequence[PlantedFact]) -> RunResult:
    gc.collect()
    t0 = time.perf_counter()
    align = factory()
    index_s = time.perf_counter() - t0
    times: list[float] = []
    cpu: list[float] = []
    preds: list[Prediction] = []
    errors = 0
    for fact in facts:
        c0 = time.process_time()
        t0 = time.perf_counter()
        try:
            pred = align(fact)
        except Exception:  # a crash is a wrong answer, counted and reported
            pred = Prediction(None, None, "error")
            errors += 1
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        preds.append(pred)
    return RunResult(index_s, times, cpu, preds, errors)


def accuracy(facts: Sequence[PlantedFact], preds: Sequence[Prediction]) -> dict[str, Any]:
    def block(pairs: list[tuple[PlantedFact, Prediction]]) -> dict[str, Any]:
        n = len(pairs)
        correct = sum(is_correct(f, p.span) for f, p in pairs)
        tight = sum((best_iou(p.span, f.true_spans) >= 0.5) if f.present else p.span is None for f, p in pairs)
        span_only = sum(is_correct(f, p.span_only) for f, p in pairs)
        return {
            "n": n,
            "correct": correct,
            "accuracy": round(correct / n, 4) if n else None,
            "accuracy_iou50": round(tight / n, 4) if n else None,
            "accuracy_span_only": round(span_only / n, 4) if n else None,
        }

    pairs = list(zip(facts, preds, strict=True))
    out = block([(f, p) for f, p in pairs if f.kind in KINDS])  # the headline: the kinds the issue names
    out["by_kind"] = {
        k: block([(f, p) for f, p in pairs if f.kind == k])
        for k in (*KINDS, *EXTRA_KINDS)
        if any(f.kind == k for f in facts)
    }
    return out


def headline_times(facts: Sequence[PlantedFact], times: Sequence[float]) -> list[float]:
    return [t for f, t in zip(facts, times, strict=True) if f.kind in KINDS]


def per_kind_us(facts: Sequence[PlantedFact], runs: Sequence[RunResult]) -> dict[str, float]:
    out: dict[str, float] = {}
    for kind in (*KINDS, *EXTRA_KINDS):
        samples = [r.times_s[i] for r in runs for i, f in enumerate(facts) if f.kind == kind]
        if samples:
            out[kind] = round(statistics.median(samples) * 1e6, 1)
    return out


def tune_langextract(docs: Sequence[tuple[str, str]], per_kind: int) -> tuple[LXConfig, list[dict[str, Any]]]:
    """Grid-search LangExtract's alignment parameters on a ~2k-token transcript built with another seed.

    The best headline accuracy wins; ties go to the better IoU≥0.5 accuracy, then to the setting nearest
    LangExtract's defaults.
    (~2k tokens keeps the search to seconds: LangExtract's fuzzy pass is linear in the source length.)
    """
    transcript, rest = build_transcript(docs, TUNE_TOKENS, seed=SEED + 7)
    facts = plant_facts(transcript, rest, per_kind, seed=SEED + 8)
    rows: list[dict[str, Any]] = []
    best: tuple[tuple[float, float, float, float], LXConfig] | None = None
    for cfg in LX_GRID:
        result = run_aligner(functools.partial(make_langextract, transcript.text, cfg), facts)
        acc = accuracy(facts, result.predictions)
        med_us = statistics.median(headline_times(facts, result.times_s)) * 1e6
        rows.append(
            {
                **cfg.as_dict(),
                "accuracy": acc["accuracy"],
                "accuracy_iou50": acc["accuracy_iou50"],
                "median_us": round(med_us, 1),
            }
        )
        # ties: the setting nearest LangExtract's defaults (deterministic; timing noise must not decide)
        key = (
            acc["accuracy"] or 0.0,
            acc["accuracy_iou50"] or 0.0,
            -abs(cfg.fuzzy_alignment_threshold - LX_DEFAULT.fuzzy_alignment_threshold),
            float(cfg.accept_match_lesser == LX_DEFAULT.accept_match_lesser),
        )
        if best is None or key > best[0]:
            best = (key, cfg)
    assert best is not None
    return best[1], rows


def measure(args: argparse.Namespace) -> tuple[dict[str, Any], dict[str, Any], list[str]]:
    _quiet_langextract()
    notes: list[str] = []
    docs = load_documents()

    t0 = time.perf_counter()
    cfg, tuning = tune_langextract(docs, per_kind=args.tune_per_kind)
    tune_s = time.perf_counter() - t0
    print(f"[grounding] LangExtract config chosen on a separate seed ({tune_s:.0f} s): {cfg.as_dict()}", flush=True)

    inputs: dict[str, tuple[Transcript, list[PlantedFact]]] = {}
    for label, target in SIZES.items():
        if args.sizes and label not in args.sizes:
            continue
        transcript, rest = build_transcript(docs, target, seed=SEED + target, name=label)
        per_kind = args.per_kind_large if target >= 50_000 else args.per_kind
        inputs[label] = (transcript, plant_facts(transcript, rest, per_kind, seed=SEED + target + 1))

    figures: dict[str, Any] = {
        "langextract_config": cfg.as_dict(),
        "langextract_default_config": LX_DEFAULT.as_dict(),
        "our_threshold": our_threshold(),
        "tuning": tuning,
        "tuning_set": f"~{TUNE_TOKENS} tokens, {args.tune_per_kind} facts per kind, seed {SEED + 7}/{SEED + 8}",
        "sizes": {},
    }
    for label, (transcript, facts) in inputs.items():
        chunks = chunk_source(transcript.text)
        factories: dict[str, Callable[[], Aligner]] = {
            "ours": functools.partial(make_ours, transcript.text),
            "langextract": functools.partial(make_langextract, transcript.text, cfg),
            "langextract_chunked": functools.partial(
                make_langextract_chunked, transcript.text, cfg, chunks, facts, SEED
            ),
        }
        runs: dict[str, list[RunResult]] = {name: [] for name in factories}
        t_size = time.perf_counter()
        for r in range(args.runs):
            order = list(factories) if r % 2 == 0 else list(reversed(factories))
            for name in order:
                clear_caches("factlayer", "langextract")
                runs[name].append(run_aligner(factories[name], facts))
        print(
            f"[grounding] {label}: {transcript.tokens} tokens, {len(facts)} facts,"
            f" {time.perf_counter() - t_size:.1f} s",
            flush=True,
        )

        size_fig: dict[str, Any] = {
            "tokens": transcript.tokens,
            "words": transcript.words,
            "chars": len(transcript.text),
            "documents": len(transcript.doc_ids),
            "facts": len(facts),
            "facts_by_kind": {k: sum(1 for f in facts if f.kind == k) for k in KINDS},
            "chunks": len(chunks),
        }
        for name, rs in runs.items():
            first = rs[0].predictions
            unstable = sum(any(r.predictions[i].span != first[i].span for r in rs[1:]) for i in range(len(facts)))
            if unstable:
                notes.append(f"{label}/{name}: {unstable} predictions differed between runs")
            ts = [headline_times(facts, r.times_s) for r in rs]
            size_fig[name] = {
                "index_ms": summary((r.index_s * 1e3 for r in rs), 2),
                "median_us": summary((statistics.median(t) * 1e6 for t in ts), 1),
                "p95_us": summary((percentile(t, 95) * 1e6 for t in ts), 1),
                "mean_us": summary((statistics.fmean(t) * 1e6 for t in ts), 1),
                "median_cpu_us": summary((statistics.median(headline_times(facts, r.cpu_s)) * 1e6 for r in rs), 1),
                "median_us_by_kind": per_kind_us(facts, rs),
                "errors": sum(r.errors for r in rs),
                **accuracy(facts, first),
            }
        ours = [headline_times(facts, r.times_s) for r in runs["ours"]]
        theirs = [headline_times(facts, r.times_s) for r in runs["langextract"]]
        pairs = list(zip(ours, theirs, strict=True))
        size_fig["ratio_ours_over_theirs_median"] = summary(
            (statistics.median(o) / statistics.median(t) for o, t in pairs), 4
        )
        size_fig["ratio_ours_over_theirs_p95"] = summary((percentile(o, 95) / percentile(t, 95) for o, t in pairs), 4)
        size_fig["speedup_median"] = summary((statistics.median(t) / statistics.median(o) for o, t in pairs), 1)
        size_fig["examples_wrong"] = _wrong_examples(
            transcript, facts, runs["ours"][0].predictions, runs["langextract"][0].predictions
        )
        figures["sizes"][label] = size_fig
    return figures, {"runs": args.runs, "per_kind": args.per_kind, "per_kind_large": args.per_kind_large}, notes


def _wrong_examples(
    transcript: Transcript, facts: Sequence[PlantedFact], ours: Sequence[Prediction], theirs: Sequence[Prediction]
) -> list[dict[str, Any]]:
    """A few facts one aligner got wrong, for the write-up (at most two per kind)."""
    out: list[dict[str, Any]] = []
    per_kind: dict[str, int] = {}
    text = transcript.text
    for f, o, t in zip(facts, ours, theirs, strict=True):
        ok_o, ok_t = is_correct(f, o.span), is_correct(f, t.span)
        if (ok_o and ok_t) or per_kind.get(f.kind, 0) >= 2:
            continue
        per_kind[f.kind] = per_kind.get(f.kind, 0) + 1
        out.append(
            {
                "kind": f.kind,
                "fact": f.text,
                "true": text[f.origin[0] : f.origin[1]] if f.origin else None,
                "ours": text[o.span[0] : o.span[1]] if o.span else None,
                "ours_span_only": text[o.span_only[0] : o.span_only[1]] if o.span_only and not o.span else None,
                "langextract": text[t.span[0] : t.span[1]][:300] if t.span else None,
                "ours_correct": ok_o,
                "langextract_correct": ok_t,
            }
        )
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--per-kind", type=int, default=12, help="facts per kind at ~1k and ~5k tokens")
    parser.add_argument("--per-kind-large", type=int, default=4, help="facts per kind at ~50k tokens")
    parser.add_argument("--tune-per-kind", type=int, default=8)
    parser.add_argument("--sizes", nargs="*", choices=list(SIZES), default=None)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    try:
        import langextract  # noqa: F401
    except ImportError:
        print("langextract is not installed: pip install -c constraints.txt -e '.[dev,bench]'", file=sys.stderr)
        return 2
    figures, params, notes = measure(args)
    notes.append(
        "µs per fact = wall time of one ground()/Resolver.align call; index_ms = once per transcript "
        "(our SourceIndex; LangExtract's tokenisation of the source, memoised across calls)."
    )
    notes.append(
        "ASR-style errors are planted in the fact (the aligner cannot tell which side is wrong); "
        "ours must also pass its key-content check, LangExtract has none (accuracy_span_only shows ours without it)."
    )
    path = write_result("grounding", figures, params=params, notes=notes, out=args.out)
    print(f"[grounding] wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
