"""What changed between two runs of ``bench.eval_facts --out``: counts per (half, label, before → after).

Fit-half statements may be listed (``--show-fit``); held-out ones are only ever counted (the project's rule)::

    .venv/bin/python -m bench.diff_pairs before.json after.json [--show-fit]
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from bench.facts_data import half_of, load_facts


def verdicts(path: Path) -> dict[str, str]:
    return {row[0]: row[1] for row in json.loads(path.read_text(encoding="utf-8"))["verdicts"]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--show-fit", action="store_true", help="print the fit-half statements that changed")
    args = parser.parse_args()
    before, after = verdicts(args.before), verdicts(args.after)
    records = {r["id"]: r for r in load_facts()}
    changes: Counter[tuple[str, str, str, str]] = Counter()
    for key in sorted(before.keys() & after.keys()):
        if before[key] == after[key]:
            continue
        label = str(records[key]["label"]) if key in records else "?"
        half = half_of(str(records[key]["pair_id"])) if key in records else half_of(key)
        changes[(half, label, before[key], after[key])] += 1
        if args.show_fit and half == "fit" and key in records:
            print(f"{label:<6} {before[key]} → {after[key]}  {key}: {records[key].get('claim', '')}")
    for (half, label, was, now), n in sorted(changes.items()):
        print(f"{half:<8} {label:<6} {was:<13} → {now:<13} {n}")
    print(f"{sum(changes.values())} of {len(before.keys() & after.keys())} changed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
