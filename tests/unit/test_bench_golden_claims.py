"""The golden set as a claim set (make eval, bench/fit_claims.py): labels are about support, not form."""

from __future__ import annotations

import json
from pathlib import Path

from bench.eval import golden_as_claims


def test_labels_follow_the_expected_rejection(tmp_path: Path) -> None:
    case = {
        "id": "case_x",
        "source": "Patient: I take ibuprofen twice a day.\n",
        "candidates": [
            {"text": "Takes ibuprofen twice a day", "expect": "accept"},
            {"text": "Takes ibuprofen three times a day", "expect": "reject", "reason": "contradicted"},
            {"text": "Takes aspirin", "expect": "reject", "reason": ["not_grounded", "missing_key_content"]},
            {"text": "Takes", "expect": "reject", "reason": "too_short"},
            {"text": "Takes it", "expect": "reject", "reason": ["below_threshold", "duplicate"]},
        ],
    }
    path = golden_as_claims([case], tmp_path)
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert [(r["id"], r["claim"], r["label"]) for r in rows] == [
        ("case_x#0", "Takes ibuprofen twice a day", "supported"),
        ("case_x#1", "Takes ibuprofen three times a day", "contradicted"),
        ("case_x#2", "Takes aspirin", "unsupported"),
    ]
    assert all(r["source"] == case["source"] for r in rows)
