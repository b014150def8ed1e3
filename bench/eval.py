"""`make eval`: quality on labelled data, offline, in one run.

1. Claim checking (the /v1/verify path) on every ``../shared/data/claims/*.jsonl`` set, with the naive
   rapidfuzz baseline measured in the same run; held-out halves reported separately.
2. The golden set (``tests/golden/cases``) through the digest pipeline's ``assess_candidates``: how
   many planted hallucinations are rejected, how many true facts are accepted, and whether the
   rejection reason is the expected one.
3. The golden set as a claim set through the checker (accept = supported).

Writes ``bench/results/eval.json`` and prints a table.

    .venv/bin/python bench/eval.py [--shared ../shared]
    .venv/bin/python bench/eval.py --provider openai [--base-url http://127.0.0.1:8080/v1]   # `make eval-llm`

With ``--provider openai`` the checker adds the LLM judge (``make llm-serve`` must be running). Its answers
are kept in ``bench/cache/judge_<model>.jsonl`` keyed by the exact prompt (``bench/judge_scores.py``), so a
rerun asks the server only for prompts it has not answered; results go to ``bench/results/eval_llm.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

from factlayer import __version__
from factlayer.config import Settings
from factlayer.digest.assessment import AssessParams, assess_candidates
from factlayer.digest.candidates import Candidate
from factlayer.models.fact import FactType
from factlayer.verify.evaluation import evaluate_claims

REPO = Path(__file__).resolve().parents[1]
GOLDEN = REPO / "tests" / "golden" / "cases"
_ROLES = Settings().proof.roles  # FACTLAYER_PROOF__ROLES, as the service reads it
RESULTS = REPO / "bench" / "results" / "eval.json"


def golden_cases() -> list[dict[str, Any]]:
    return [yaml.safe_load(p.read_text(encoding="utf-8")) for p in sorted(GOLDEN.glob("case_*.yaml"))]


async def golden_pipeline(cases: list[dict[str, Any]]) -> dict[str, Any]:
    counts = {
        "accept_expected": 0,
        "accepted_correctly": 0,
        "reject_expected": 0,
        "rejected_correctly": 0,
        "reason_correct": 0,
    }
    misses: list[dict[str, str]] = []
    for case in cases:
        specs = case.get("candidates") or []
        candidates = [
            Candidate(
                text=s["text"],
                type=FactType(s.get("type", "USER_FACT")),
                confidence=float(s.get("confidence", 0.95)),
                speaker=s.get("speaker"),
                quote=s.get("quote"),
                method="llm",
            )
            for s in specs
        ]
        assessments = await assess_candidates(candidates, case["source"], AssessParams(roles=_ROLES))
        for spec, assessment in zip(specs, assessments, strict=True):
            if spec["expect"] == "accept":
                counts["accept_expected"] += 1
                counts["accepted_correctly"] += assessment.accepted
            else:
                counts["reject_expected"] += 1
                counts["rejected_correctly"] += not assessment.accepted
                allowed = spec.get("reason")
                allowed = allowed if isinstance(allowed, list) else [allowed]
                counts["reason_correct"] += (not assessment.accepted) and assessment.reason in allowed
            if assessment.accepted != (spec["expect"] == "accept"):
                misses.append({"case": case["id"], "text": spec["text"], "expected": spec["expect"]})
    return {
        "cases": len(cases),
        **counts,
        "hallucinations_rejected": round(counts["rejected_correctly"] / max(1, counts["reject_expected"]), 4),
        "true_facts_accepted": round(counts["accepted_correctly"] / max(1, counts["accept_expected"]), 4),
        "reason_accuracy": round(counts["reason_correct"] / max(1, counts["reject_expected"]), 4),
        "misses": misses,
    }


# Rejections for the *form* of a candidate (or the pipeline's bookkeeping), not for what the source says:
# such candidates are left out of the claim set, whose labels are about support.
FORM_REASONS = frozenset(
    {"below_threshold", "duplicate", "too_short", "too_long", "needs_revision", "proposal", "not_atomic", "not_a_claim"}
)


def golden_as_claims(cases: list[dict[str, Any]], directory: Path) -> Path:
    """The golden candidates as (source, claim, label) rows: accepted → supported, rejected only as
    contradicted → contradicted, other rejections about support → unsupported; form-only rejections dropped."""
    path = directory / "golden_claims.jsonl"
    with path.open("w", encoding="utf-8") as out:
        for case in cases:
            for i, spec in enumerate(case.get("candidates") or []):
                reasons = spec.get("reason") or []
                reasons = set(reasons if isinstance(reasons, list) else [reasons])
                if spec["expect"] == "accept":
                    label = "supported"
                elif reasons <= FORM_REASONS:
                    continue
                else:
                    label = "contradicted" if reasons == {"contradicted"} else "unsupported"
                row = {"id": f"{case['id']}#{i}", "source": case["source"], "claim": spec["text"], "label": label}
                out.write(json.dumps(row) + "\n")
    return path


async def _claims(files: list[Path], args: argparse.Namespace) -> dict[str, Any]:
    if args.provider == "extractive":
        return await evaluate_claims(files, roles=_ROLES)
    from judge_scores import cache_path, caching_judge

    from factlayer.config import LLMSettings
    from factlayer.llm.openai_client import OpenAIProvider

    provider = OpenAIProvider.from_settings(
        LLMSettings(provider="openai", base_url=args.base_url, model=args.model, timeout_s=300.0)
    )
    try:
        report = await evaluate_claims(
            files, "openai", judge=caching_judge(provider, cache_path(args.model)), roles=_ROLES
        )
    finally:
        await provider.aclose()
    report["judge_model"] = args.model
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--shared", type=Path, default=Path(os.environ.get("FACTLAYER_SHARED_DIR", REPO.parent / "shared"))
    )
    parser.add_argument("--out", type=Path, default=None, help="default bench/results/eval[_llm].json")
    parser.add_argument("--provider", choices=("extractive", "openai"), default="extractive")
    parser.add_argument("--base-url", default="http://127.0.0.1:8080/v1")
    parser.add_argument("--model", default="qwen2.5-coder-1.5b-instruct")
    args = parser.parse_args()
    args.out = args.out or (RESULTS if args.provider == "extractive" else RESULTS.with_name("eval_llm.json"))
    claim_files = sorted((args.shared / "data" / "claims").glob("*.jsonl"))
    if not claim_files:
        print(f"no claim sets under {args.shared}/data/claims: set --shared or FACTLAYER_SHARED_DIR")
        return 2
    started = time.perf_counter()
    cases = golden_cases()
    with tempfile.TemporaryDirectory() as tmp:
        files = [*claim_files, golden_as_claims(cases, Path(tmp))]
        claims = asyncio.run(_claims(files, args))
    pipeline = asyncio.run(golden_pipeline(cases))
    report = {
        "version": __version__,
        "provider": claims["provider"],
        "threshold": claims["threshold"],
        "files": claims["files"],
        "golden_pipeline": pipeline,
        "wall_s": round(time.perf_counter() - started, 1),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")

    header = (
        f"{'set':<24} {'n':>5} {'ours':>7} {'baseline':>9} {'ours held-out':>14} {'base held-out':>14} "
        f"{'F1 3-way':>9} {'p50 ms':>7} {'p95 ms':>7}"
    )
    print(header)
    print("-" * len(header))
    for name, e in claims["files"].items():
        f1 = f"{e['macro_f1_3way']:.3f}" if "macro_f1_3way" in e else "—"
        print(
            f"{name:<24} {e['n']:>5} {e['balanced_accuracy']:>7.3f} {e['baseline_balanced_accuracy']:>9.3f} "
            f"{e['heldout_balanced_accuracy']:>14.3f} {e['baseline_heldout_balanced_accuracy']:>14.3f} {f1:>9} "
            f"{e['p50_ms']:>7.1f} {e['p95_ms']:>7.1f}"
        )
    print()
    print(
        f"golden set through the digest pipeline: {pipeline['cases']} cases; "
        f"hallucinations rejected {pipeline['rejected_correctly']}/{pipeline['reject_expected']}, "
        f"true facts accepted {pipeline['accepted_correctly']}/{pipeline['accept_expected']}, "
        f"expected rejection reason {pipeline['reason_correct']}/{pipeline['reject_expected']}"
    )
    print(f"(balanced accuracy: supported vs not; held-out = the md5(id)%2==1 half, never fitted on) → {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
