"""mk/check_coverage.py: the seed 000 coverage targets fail the run when a module is below its target or gone."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO_ROOT

SCRIPT = REPO_ROOT / "mk" / "check_coverage.py"


def _run(tmp_path: Path, files: dict[str, float], targets: str) -> subprocess.CompletedProcess[str]:
    report = {"files": {name: {"summary": {"percent_covered": pct}} for name, pct in files.items()}}
    (tmp_path / "cov.json").write_text(json.dumps(report))
    (tmp_path / "targets.txt").write_text(targets)
    return subprocess.run(
        [sys.executable, str(SCRIPT), str(tmp_path / "cov.json"), str(tmp_path / "targets.txt")],
        capture_output=True,
        text=True,
        check=False,
    )


def test_targets_met_pass(tmp_path: Path) -> None:
    result = _run(tmp_path, {"a.py": 100.0, "b.py": 80.0}, "# comment\na.py 100\nb.py 80\n")
    assert result.returncode == 0, result.stderr
    assert "a.py: 100.0 %" in result.stdout and "b.py: 80.0 %" in result.stdout


def test_a_module_below_its_target_fails(tmp_path: Path) -> None:
    result = _run(tmp_path, {"a.py": 99.5}, "a.py 100\n")
    assert result.returncode == 1 and "BELOW" in result.stdout and "1 coverage target(s) missed" in result.stderr


def test_a_module_missing_from_the_report_fails(tmp_path: Path) -> None:
    result = _run(tmp_path, {"a.py": 100.0}, "a.py 100\ngone.py 75\n")
    assert result.returncode == 1 and "MISSING gone.py" in result.stdout


def test_the_repository_targets_name_existing_modules() -> None:
    lines = (REPO_ROOT / "mk" / "coverage-targets.txt").read_text().splitlines()
    modules = [line.split()[0] for line in lines if line.strip() and not line.startswith("#")]
    assert modules and all((REPO_ROOT / module).is_file() for module in modules)
