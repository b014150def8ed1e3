"""Evaluate the claim checker on the shared labelled sets (thin wrapper over factlayer.verify.evaluation).

.venv/bin/python bench/eval_claims.py                      # all three sets, offline, JSON to stdout
.venv/bin/python bench/eval_claims.py --out bench/results/claims.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from factlayer.verify.evaluation import evaluate_claims

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "claims"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", type=Path, help="JSONL files (default: shared/data/claims/*.jsonl)")
    parser.add_argument("--threshold", type=float, default=0.85)
    parser.add_argument("--limit", type=int, default=None, help="first N rows of each file (smoke runs)")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    files = args.files or sorted(DATA.glob("*.jsonl"))
    if not files:
        print(f"no claim files found under {DATA}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    report = evaluate_claims(files, threshold=args.threshold, limit=args.limit)
    report["wall_s"] = round(time.perf_counter() - started, 1)
    text = json.dumps(report, indent=2)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
