"""Check `coverage json` output against mk/coverage-targets.txt: print one line a target, exit 1 on a miss.

usage: python mk/check_coverage.py COVERAGE_JSON [TARGETS]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

DEFAULT_TARGETS = Path(__file__).with_name("coverage-targets.txt")


def read_targets(path: Path) -> list[tuple[str, float]]:
    targets = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            module, percent = line.split()
            targets.append((module, float(percent)))
    return targets


def misses(report: dict[str, object], targets: list[tuple[str, float]]) -> tuple[list[str], list[str]]:
    """(one line per target, the lines of the targets missed)."""
    files = report.get("files")
    assert isinstance(files, dict), "not a `coverage json` report"
    lines, missed = [], []
    for module, target in targets:
        summary = files.get(module, {}).get("summary")
        if summary is None:
            line = f"MISSING {module}: not in the report (moved or renamed? update {DEFAULT_TARGETS.name})"
            missed.append(line)
        else:
            covered = float(summary["percent_covered"])
            ok = covered + 1e-9 >= target
            line = f"{'ok     ' if ok else 'BELOW  '} {module}: {covered:.1f} % (target {target:g} %)"
            if not ok:
                missed.append(line)
        lines.append(line)
    return lines, missed


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    report = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
    lines, missed = misses(report, read_targets(Path(argv[2]) if len(argv) == 3 else DEFAULT_TARGETS))
    print("coverage targets (seed 000):")
    print("\n".join(f"  {line}" for line in lines))
    if missed:
        print(f"{len(missed)} coverage target(s) missed", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
