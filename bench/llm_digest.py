"""The digest with a real local LLM on held-out ACI-Bench visits, against the offline extractive digest in
the same run (issue 15).

Both pipelines are the service's own (``services.pipeline.build_pipeline``): the LLM one proposes by chunks
of turns, proves a brief summary sentence by sentence and asks the model's consistency judge; the baseline
is the offline extractor with the lead summary. Visits are the held-out half (``md5(id) % 2 == 1``) of the
visits with written key facts (``bench/data/aci_key_facts.yaml``), each cut to its first ``--max-chars``
characters at a line end (a few minutes of conversation); only key facts whose *must* words all occur in the
cut text count. Figures per method:

- key-fact recall — key facts recalled by a stored fact (the ``eval_extract`` rule) / key facts;
- junk rate — stored facts a junk rule flags (``eval_extract.JUNK_RULES``) / stored facts;
- key-fact candidates rejected — candidates that contain a key fact's *must* words (so they state a fact
  worth keeping, true or not) and were rejected / all such candidates, with the rejection reasons (the
  candidates themselves are in the JSON to be read: a false one rejected is right);
- chunks that failed, summary sentences dropped, seconds per visit (wall) with the run's breakdown.

    .venv/bin/python -m bench.llm_digest --base-url http://127.0.0.1:8091/v1 [--visits 3] [--max-chars 4000]
        [--json-mode auto|json_object|none]
    .venv/bin/python -m bench.llm_digest --llm qwen2.5-coder-1.5b-instruct=http://127.0.0.1:8091/v1 \
        --llm qwen2.5-coder-0.5b-instruct=http://127.0.0.1:8092/v1 --visits 4   # two models, one run

Writes ``bench/results/llm_digest.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import json
import os
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench._common import REPO, write_result
from bench.eval_extract import Doc, KeyFact, Stored, _contains, aci_docs, half, score_doc, summarise
from factlayer.config import Settings
from factlayer.digest.generator import DigestGenerator, DigestResult
from factlayer.llm.openai_client import OpenAIProvider
from factlayer.services.pipeline import build_pipeline


def cut(doc: Doc, max_chars: int) -> Doc:
    end = doc.text.find("\n", max_chars) if len(doc.text) > max_chars else -1
    text = doc.text if end < 0 else doc.text[:end]
    keys = [k for k in doc.key_facts if all(_contains(text, w) for w in k.must)]
    return Doc(doc.id, text, keys, doc.line_speaker, doc.people)


def stored(result: DigestResult, method: str | None = None) -> list[Stored]:
    """The digest's facts (only those ``method`` proposed, when given) as ``eval_extract`` scores them."""
    return [
        Stored(f.fact_text, f.source_span.text, f.speaker, None, [(f.source_span.start_char, f.source_span.end_char)])
        for f in result.facts
        if method is None or f.extraction_method == method
    ]


def _states_key(text: str, keys: list[KeyFact]) -> bool:
    return any(all(_contains(text, w) for w in k.must) for k in keys)


async def run_one(generator: DigestGenerator, doc: Doc) -> dict[str, Any]:
    started = time.perf_counter()
    result = await generator.run(doc.id, doc.text)
    seconds = time.perf_counter() - started
    candidates = [r for r in result.rejections if r.reason not in ("chunk_failed", "summary_failed")]
    candidates = [r for r in candidates if r.extraction_method in ("llm", "extractive")]
    key_rejected = [r for r in candidates if _states_key(r.candidate_text, doc.key_facts)]
    key_accepted = [f for f in result.facts if _states_key(f.fact_text, doc.key_facts)]
    model_only = score_doc(doc, stored(result, method="llm"))
    model_only["key_candidates"] = sum(r.extraction_method == "llm" for r in key_rejected) + sum(
        f.extraction_method == "llm" for f in key_accepted
    )
    return {
        "id": doc.id,
        "half": half(doc.id),
        "chars": len(doc.text),
        **score_doc(doc, stored(result)),
        "model_only": {k: model_only[k] for k in ("recalled", "facts", "junk", "key_candidates")},
        "seconds": round(seconds, 2),
        "timings": {k: round(v, 2) for k, v in result.run.timings.items()},
        "candidates": result.run.candidates_count,
        "key_candidates": len(key_rejected) + len(key_accepted),
        "key_candidates_rejected": len(key_rejected),
        "rejected_key_candidates": [
            {
                "text": r.candidate_text,
                "method": r.extraction_method,
                "reason": r.reason,
                "detail": (r.detail or "")[:200],
            }
            for r in key_rejected
        ],
        "rejection_reasons": dict(Counter(r.reason for r in candidates)),
        "chunks_failed": [r.detail for r in result.rejections if r.reason == "chunk_failed"],
        "summary": result.run.summary,
        "summary_dropped": [
            {"sentence": r.candidate_text, "reason": r.reason}
            for r in result.rejections
            if r.extraction_method not in ("llm", "extractive")
        ],
        "fact_texts": [f.fact_text for f in result.facts],
    }


def _sum_calls(rows: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    total: dict[str, dict[str, float]] = {}
    for row in rows:
        for kind, counts in row.get("model_calls", {}).items():
            into = total.setdefault(kind, {})
            for metric, value in counts.items():
                into[metric] = round(into.get(metric, 0) + value, 2)
    return total


def _model_rejected(rows: list[dict[str, Any]]) -> str:
    """Of the model's candidates that state a key fact's words, how many were rejected ("n / m")."""
    rejected = sum(1 for r in rows for x in r["rejected_key_candidates"] if x["method"] == "llm")
    return f"{rejected} / {sum(r['model_only']['key_candidates'] for r in rows)}"


def figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    keys = sum(r["key_facts"] for r in rows)
    key_candidates = sum(r["key_candidates"] for r in rows)
    reasons: Counter[str] = Counter()
    for r in rows:
        reasons.update(r["rejection_reasons"])
    return {
        **summarise(rows),
        "key_candidates": key_candidates,
        "model_key_candidates_rejected": _model_rejected(rows),
        "key_candidates_rejected_rate": (
            round(sum(r["key_candidates_rejected"] for r in rows) / key_candidates, 4) if key_candidates else None
        ),
        "rejected_key_candidate_reasons": dict(
            Counter(x["reason"] for r in rows for x in r["rejected_key_candidates"])
        ),
        "rejection_reasons": dict(reasons),
        "chunks_failed": sum(len(r["chunks_failed"]) for r in rows),
        "summary_sentences_dropped": sum(len(r["summary_dropped"]) for r in rows),
        "seconds_per_visit": [r["seconds"] for r in rows],
        "server_cpu_s_per_visit": [r["server_cpu_s"] for r in rows if "server_cpu_s" in r],
        "model_calls": _sum_calls(rows),
        "model_only": {  # the facts the model proposed (in "both" mode, those the offline extractor did not)
            "key_fact_recall": round(sum(r["model_only"]["recalled"] for r in rows) / max(1, keys), 4),
            "facts": sum(r["model_only"]["facts"] for r in rows),
            "junk": sum(r["model_only"]["junk"] for r in rows),
        },
        "chars_per_visit": [r["chars"] for r in rows],
    }


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    docs = [cut(d, args.max_chars) for d in aci_docs(args.shared) if half(d.id) == args.half][: args.visits]
    methods: dict[str, DigestGenerator] = {"extractive (offline baseline)": build_pipeline(Settings(), None)}
    providers: list[OpenAIProvider] = []
    provider_of: dict[str, OpenAIProvider] = {}
    for model, base_url in args.llm or [(args.model, args.base_url)]:
        llm = {"provider": "openai", "base_url": base_url, "model": model, "timeout_s": args.timeout,
               "json_mode": args.json_mode, "summary": args.summary, "judge": args.judge == "on"}  # fmt: skip
        settings = Settings.model_validate({"llm": llm})
        providers.append(OpenAIProvider.from_settings(settings.llm))
        methods[f"llm ({model})"] = build_pipeline(settings, providers[-1])
        provider_of[f"llm ({model})"] = providers[-1]
    pid_of = dict(zip(list(provider_of), args.server_pid or [], strict=False))
    out: dict[str, Any] = {}
    try:
        for name, generator in methods.items():
            rows = []
            for doc in docs:
                provider = provider_of.get(name)
                before, cpu_before = _totals(provider), _cpu_seconds(pid_of.get(name))
                row = await run_one(generator, doc)
                row["model_calls"] = _delta(before, _totals(provider))
                if name in pid_of:  # the server's CPU time: what a visit costs whatever the machine's load
                    row["server_cpu_s"] = round(_cpu_seconds(pid_of[name]) - cpu_before, 2)
                print(f"{name} {doc.id}: {row['recalled']}/{row['key_facts']} key facts, {row['facts']} facts, "
                      f"{row['seconds']} s (model's own: {row['model_only']['recalled']} key facts, "
                      f"{row['model_only']['facts']} facts)", flush=True)  # fmt: skip
                rows.append(row)
            out[name] = {"figures": figures(rows), "visits": rows}
    finally:
        for provider in providers:
            await provider.aclose()
    return out


def _cpu_seconds(pid: int | None) -> float:
    """User + system CPU seconds of process ``pid`` so far (Linux ``/proc``); 0.0 without a pid."""
    if pid is None:
        return 0.0
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _totals(provider: OpenAIProvider | None) -> dict[str, dict[str, float]]:
    return copy.deepcopy(vars(provider.totals)) if provider is not None else {}


def _delta(before: dict[str, dict[str, float]], after: dict[str, dict[str, float]]) -> dict[str, dict[str, float]]:
    """Per answer kind (ChunkAnswer, NLIAnswer, BriefSummary, ...): requests, tokens and seconds of one visit;
    tokens compare runs where wall time swings with the shared machine's load."""
    kinds = sorted(after.get("requests", {}))
    out = {k: {m: round(after[m].get(k, 0) - before.get(m, {}).get(k, 0), 2) for m in after} for k in kinds}
    return {k: v for k, v in out.items() if v["requests"]}


def _model_url(value: str) -> tuple[str, str]:
    model, sep, url = value.partition("=")
    if not sep or not model or not url:
        raise argparse.ArgumentTypeError(f"expected MODEL=URL, got {value!r}")
    return model, url


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--base-url", default="http://127.0.0.1:8091/v1")
    parser.add_argument("--model", default="qwen2.5-coder-1.5b-instruct")
    parser.add_argument("--llm", action="append", type=_model_url, metavar="MODEL=URL",
                        help="a model and its server, repeatable (instead of --model/--base-url)")  # fmt: skip
    parser.add_argument("--half", type=int, default=1, choices=[0, 1],
                        help="1: held-out visits (figures); 0: fit visits (read failures there only)")  # fmt: skip
    parser.add_argument("--visits", type=int, default=3)
    parser.add_argument("--max-chars", type=int, default=4000)
    parser.add_argument("--timeout", type=float, default=600.0)
    parser.add_argument("--json-mode", default="auto", choices=["auto", "json_object", "none"])
    parser.add_argument("--summary", default="facts", choices=["facts", "model"],
                        help="facts: from the verified facts (default); model: the model's, proven")  # fmt: skip
    parser.add_argument("--judge", default="off", choices=["on", "off"],
                        help="the model's consistency judge of its proven candidates (llm.judge)")  # fmt: skip
    parser.add_argument("--server-pid", type=int, action="append", metavar="PID",
                        help="the model server process id (repeatable, --llm order): CPU s per visit")  # fmt: skip
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    results = asyncio.run(main_async(args))
    params = {k: str(v) for k, v in vars(args).items()}
    which = "held-out" if args.half == 1 else "fit"
    notes = [f"{which} ACI-Bench visits, cut at --max-chars; recall over the key facts stated in the cut text"]
    path = write_result("llm_digest", {m: r["figures"] for m, r in results.items()}, params=params, notes=notes,
                        out=args.out)  # fmt: skip
    visits_path = path.with_name(path.stem + "_visits.json")
    visits_path.write_text(json.dumps({m: r["visits"] for m, r in results.items()}, indent=2) + "\n")
    for method, r in results.items():
        f = r["figures"]
        print(f"{method}: recall {f['key_fact_recall']}, junk {f['junk_rate']}, key candidates rejected "
              f"{f['key_candidates_rejected_rate']}, s/visit {f['seconds_per_visit']}, "
              f"server CPU s/visit {f['server_cpu_s_per_visit']}")  # fmt: skip
    print(f"written to {path} and {visits_path}")


if __name__ == "__main__":
    main()
