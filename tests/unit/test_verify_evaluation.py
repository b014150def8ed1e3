"""The evaluation harness: metrics and the report shape on a tiny file."""

from __future__ import annotations

import json
from pathlib import Path

from factlayer.verify.evaluation import balanced_accuracy, evaluate_claims, macro_f1, split_of

SOURCE = "Patient: I take ibuprofen twice a day. I've had a headache since Monday."
TINY_ROWS = [
    {"id": "r1", "source": SOURCE, "claim": "I take ibuprofen twice a day.", "label": "supported"},
    {"id": "r2", "source": SOURCE, "claim": "I take ibuprofen three times a day.", "label": "contradicted"},
    {"id": "r3", "source": SOURCE, "claim": "I broke my leg skiing.", "label": "unsupported"},
    {"id": "r4", "source": SOURCE, "claim": "I've had a headache since Monday.", "label": "supported"},
]


def test_balanced_accuracy() -> None:
    assert balanced_accuracy([True, False, True, False], [True, False, False, False]) == (1.0 + 2 / 3) / 2
    assert balanced_accuracy([True, True], [True, True]) == 1.0


def test_macro_f1_perfect_and_split() -> None:
    pairs = [("supported", "VERIFIED"), ("contradicted", "CONTRADICTED"), ("unsupported", "OTHER")]
    assert macro_f1(pairs) == 1.0
    assert split_of("x") in (0, 1)


async def test_report_shape(tmp_path: Path) -> None:
    rows = TINY_ROWS
    path = tmp_path / "tiny.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    report = await evaluate_claims([path])
    assert report["provider"] == "extractive"
    entry = report["files"]["tiny"]
    assert entry["n"] == 4
    assert entry["balanced_accuracy"] == 1.0
    assert entry["macro_f1_3way"] == 1.0
    assert entry["confusion"]["contradicted"]["CONTRADICTED"] == 1
    for key in ("p50_ms", "p95_ms", "baseline_balanced_accuracy", "heldout_balanced_accuracy"):
        assert key in entry
