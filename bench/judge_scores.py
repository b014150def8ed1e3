"""Score every (source, claim) of the shared claim sets with the LLM judge and keep the scores in a cache.

    make llm-serve &                                  # the local Qwen 1.5B (or any OpenAI-compatible server)
    .venv/bin/python bench/judge_scores.py [--base-url http://127.0.0.1:8080/v1] [--files NAME ...]

The judge is asked exactly as the checker asks it (``verify.judge.judge_input`` + ``llm.prompts.judge_prompt``
through ``OpenAIProvider.judge_yes_no``). Rows are sent grouped by source, so llama.cpp reuses the source
prefix it already processed. Scores go to ``bench/cache/judge_<model>.jsonl`` keyed by a hash of the exact
prompt: a rerun only asks for what is missing; ``make eval-llm`` then reads the answers from the file without a
server (the judge is not fitted: it may only lower a VERIFIED verdict). Prints seconds per claim.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from eval import golden_as_claims, golden_cases

from factlayer.config import LLMSettings
from factlayer.llm.openai_client import OpenAIProvider
from factlayer.llm.prompts import judge_prompt
from factlayer.verify.checker import Judge
from factlayer.verify.evaluation import load_rows
from factlayer.verify.judge import judge_input

ROOT = Path(__file__).resolve().parents[1]
CACHE_DIR = ROOT / "bench" / "cache"
FILES = ("diasumfact_qmsum_dev", "begin_wow", "faithdial_audit_gold", "golden_claims")


def prompt_key(source: str, claim: str) -> str:
    """Hash of the exact system + user prompt the judge sees for (source, claim)."""
    prompt = judge_prompt(judge_input(source, claim), claim)
    return hashlib.sha256(f"{prompt.system}\n\x00\n{prompt.user}".encode()).hexdigest()[:32]


def cache_path(model: str) -> Path:
    return CACHE_DIR / f"judge_{model.replace('/', '_')}.jsonl"


def load_cache(path: Path) -> dict[str, float]:
    if not path.exists():
        return {}
    out: dict[str, float] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            entry = json.loads(line)
            out[entry["key"]] = float(entry["score"])
    return out


def caching_judge(provider: OpenAIProvider, path: Path) -> Judge:
    """The checker's judge, answering from the cache when this exact prompt was already asked (recorded from
    the same server and model) and asking ``provider`` otherwise (the answer is appended to the cache)."""
    cache = load_cache(path)
    path.parent.mkdir(parents=True, exist_ok=True)

    async def judge(source: str, claim: str) -> float:
        key = prompt_key(source, claim)
        if key not in cache:
            prompt = judge_prompt(judge_input(source, claim), claim)
            cache[key] = await provider.judge_yes_no(system=prompt.system, user=prompt.user)
            with path.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps({"key": key, "score": round(cache[key], 4)}) + "\n")
        return cache[key]

    return judge


async def score_rows(provider: OpenAIProvider, rows: Sequence[dict[str, Any]], path: Path) -> list[float]:
    cache = load_cache(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    unique = {prompt_key(r["source"], r["claim"]): r for r in rows}
    todo = sorted(((k, r) for k, r in unique.items() if k not in cache), key=lambda item: item[1]["source"])
    print(f"{len(rows)} rows, {len(unique)} distinct prompts, {len(todo)} to ask", file=sys.stderr)
    seconds: list[float] = []
    with path.open("a", encoding="utf-8") as handle:
        for done, (key, row) in enumerate(todo, 1):
            prompt = judge_prompt(judge_input(row["source"], row["claim"]), row["claim"])
            started = time.perf_counter()
            score = await provider.judge_yes_no(system=prompt.system, user=prompt.user)
            seconds.append(time.perf_counter() - started)
            cache[key] = score
            entry = {"key": key, "id": row["id"], "score": round(score, 4), "seconds": round(seconds[-1], 2)}
            handle.write(json.dumps(entry) + "\n")
            handle.flush()
            if done % 50 == 0:
                print(f"  {done}/{len(todo)}  mean {sum(seconds) / len(seconds):.2f} s/claim", file=sys.stderr)
    if seconds:
        ordered = sorted(seconds)
        print(
            f"asked {len(seconds)}: mean {sum(seconds) / len(seconds):.2f} s, p50 {ordered[len(ordered) // 2]:.2f} s,"
            f" p95 {ordered[int(0.95 * (len(ordered) - 1))]:.2f} s per claim",
            file=sys.stderr,
        )
    return [cache[prompt_key(r["source"], r["claim"])] for r in rows]


async def _main(args: argparse.Namespace) -> int:
    settings = LLMSettings(provider="openai", base_url=args.base_url, model=args.model, timeout_s=args.timeout)
    provider = OpenAIProvider.from_settings(settings)
    try:
        for name in args.files:
            if name == "golden_claims":
                with tempfile.TemporaryDirectory() as tmp:
                    rows = load_rows(golden_as_claims(golden_cases(), Path(tmp)))
            else:
                rows = load_rows(args.shared / "data" / "claims" / f"{name}.jsonl")
            print(f"== {name}", file=sys.stderr)
            await score_rows(provider, rows, cache_path(args.model))
    finally:
        await provider.aclose()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base-url", default="http://127.0.0.1:8080/v1")
    parser.add_argument("--model", default="qwen2.5-coder-1.5b-instruct")
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    parser.add_argument("--files", nargs="+", default=list(FILES))
    return asyncio.run(_main(parser.parse_args(argv)))


if __name__ == "__main__":
    raise SystemExit(main())
