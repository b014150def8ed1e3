"""`factlayer eval claims FILE --json OUT`: the report shape the issue asks for, from the real command."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.unit.test_verify_evaluation import TINY_ROWS

ROWS = TINY_ROWS


def test_eval_claims_writes_the_report(tmp_path: Path) -> None:
    data = tmp_path / "tiny.jsonl"
    data.write_text("\n".join(json.dumps(r) for r in ROWS) + "\n", encoding="utf-8")
    out = tmp_path / "report.json"
    done = subprocess.run(
        [sys.executable, "-m", "factlayer.cli", "eval", "claims", str(data), "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["provider"] == "extractive" and report["version"]
    entry = report["files"]["tiny"]
    assert entry["n"] == 4
    assert entry["balanced_accuracy"] == 1.0
    assert entry["macro_f1_3way"] == 1.0
    assert entry["confusion"]["contradicted"] == {"VERIFIED": 0, "CONTRADICTED": 1, "OTHER": 0}
    assert entry["p50_ms"] > 0 and entry["p95_ms"] >= entry["p50_ms"]
    assert "tiny" in done.stdout


def test_eval_claims_with_an_unknown_provider_is_a_usage_error(tmp_path: Path) -> None:
    data = tmp_path / "tiny.jsonl"
    data.write_text(json.dumps(ROWS[0]) + "\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "factlayer.cli", "eval", "claims", str(data), "--provider", "gpt"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert "provider" in done.stderr
