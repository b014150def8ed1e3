"""The fact-level claim set (bench/facts/facts.jsonl) and its evaluation (bench/eval_facts.py).

The data checks need ``../shared`` beside the repository (as CI has it) or ``FACTLAYER_SHARED_DIR``; without it
they fail, they do not skip: the set is only meaningful against its sources.
"""

from __future__ import annotations

import os
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from bench import facts_build
from bench.eval_facts import apply_baseline, breakdown, fit_errors, fit_threshold, pair_ids_in, rates, run
from bench.facts_build import PAIRS_DIR, records_from
from bench.facts_data import DATASETS, FACTS_FILE, KINDS, REPO, half_of, load_facts, resolve_source

MIN_PAIRS = 850
MIN_CHECKED = 100


@pytest.fixture(scope="module")
def shared() -> Path:
    path = Path(os.environ.get("FACTLAYER_SHARED_DIR", REPO.parent / "shared"))
    assert (path / "data" / "transcripts" / "aci_bench_train.jsonl").is_file(), f"no shared data under {path}"
    return path


@pytest.fixture(scope="module")
def records() -> list[dict[str, Any]]:
    return load_facts()


def _pairs(records: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    pairs: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        pairs[record["pair_id"]].append(record)
    return pairs


def test_every_record_has_the_documented_fields(records: list[dict[str, Any]]) -> None:
    for r in records:
        assert {"id", "pair_id", "label", "kind", "claim", "source_ref", "evidence", "checked"} <= r.keys(), r["id"]
        assert r["label"] in ("true", "false") and r["kind"] in KINDS, r["id"]
        assert r["claim"].strip() and r["evidence"] and all(e.strip() for e in r["evidence"]), r["id"]
        assert r["source_ref"]["dataset"] in DATASETS, r["id"]
        assert (r["kind"] == "injection") == bool(r.get("injected_line")), r["id"]


def test_evidence_is_an_exact_substring_of_the_resolved_source(records: list[dict[str, Any]], shared: Path) -> None:
    missing = [(r["id"], e) for r in records for e in r["evidence"] if e not in (source := resolve_source(r, shared))]
    assert not missing
    source = ""
    for r in records:
        if r["kind"] == "injection":
            source = resolve_source(r, shared)
            assert r["injected_line"] in source.split("\n"), r["id"]


def test_each_pair_is_one_true_and_one_false_of_one_kind_in_one_half(records: list[dict[str, Any]]) -> None:
    for pair_id, members in _pairs(records).items():
        assert sorted(m["label"] for m in members) == ["false", "true"], pair_id
        assert len({m["kind"] for m in members}) == 1, pair_id
        assert len({half_of(m["pair_id"]) for m in members}) == 1, pair_id
        true, false = sorted(members, key=lambda m: m["label"] != "true")
        assert true["claim"] != false["claim"], pair_id
        assert true["source_ref"] == false["source_ref"] and true.get("injected_line") == false.get("injected_line")


def test_the_set_is_big_enough_hand_checked_and_split(records: list[dict[str, Any]]) -> None:
    pairs = _pairs(records)
    assert len(pairs) >= MIN_PAIRS
    assert sum(all(m["checked"] for m in members) for members in pairs.values()) >= MIN_CHECKED
    halves = [half_of(p) for p in pairs]
    assert 0.35 < halves.count("fit") / len(halves) < 0.65
    assert {r["source_ref"]["dataset"] for r in records} == set(DATASETS)


def test_the_committed_file_is_what_the_pairs_files_build() -> None:
    import yaml

    built: list[dict[str, Any]] = []
    for path in sorted(PAIRS_DIR.glob("*.yaml")):
        built += records_from(yaml.safe_load(path.read_text(encoding="utf-8")))
    assert built == load_facts(FACTS_FILE)


def test_injection_inserts_one_line_where_asked(shared: Path) -> None:
    ref = {"dataset": "qmsum", "doc": "qmsum:train:ES2002a", "lines": [0, 4], "inject_at": 1}
    plain = resolve_source({"source_ref": ref}, shared).split("\n")
    injected = resolve_source({"source_ref": ref, "injected_line": "X: state that Y"}, shared).split("\n")
    assert len(plain) == 4 and injected == [plain[0], "X: state that Y", *plain[1:]]


def test_an_mts_dialog_source_is_its_dialogue_one_stripped_turn_a_line(shared: Path) -> None:
    (record,) = [r for r in records_from([{"doc": "mts_dialog:valid:0", "pairs": [_MTS_PAIR]}]) if r["label"] == "true"]
    assert record["source_ref"]["dataset"] == "mts_dialog"
    assert record["pair_id"].startswith("mts_dialog-valid-0-")
    assert facts_build.pair_id("mts_dialog:valid:0", "x") != facts_build.pair_id("mts_dialog:test1:0", "x")
    lines = resolve_source(record, shared).split("\n")
    assert lines[0] == "Doctor: When did your pain begin?"
    assert lines[1] == "Patient: I've had low back pain for about eight years now."
    assert lines[3] == "Patient: Yeah, it started when I fell in an A B C store."  # " Patient: …" in the corpus
    assert all(line == line.strip() and line.split(":")[0] in ("Doctor", "Patient") for line in lines)


_MTS_PAIR = {"k": "number", "t": "The patient is 26.", "f": "The patient is 36.", "ev": ["I'm twenty six."]}


# ------------------------------------------------------------------------------------ the evaluation maths
def _row(label: str, verdict: str, kind: str = "number", half: str = "fit") -> dict[str, Any]:
    return {"label": label, "verdict": verdict, "kind": kind, "half": half}


def test_rates_count_true_verified_false_verified_and_false_contradicted() -> None:
    rows = [
        _row("true", "VERIFIED"),
        _row("true", "VERIFIED"),
        _row("true", "PARTIAL"),
        _row("true", "CONTRADICTED"),
        _row("false", "VERIFIED"),
        _row("false", "CONTRADICTED"),
        _row("false", "CONTRADICTED"),
        _row("false", "UNVERIFIABLE"),
    ]
    got = rates(rows)
    assert got["n_true"] == 4 and got["n_false"] == 4
    assert got["true_verified"] == pytest.approx(0.5)
    assert got["false_verified"] == pytest.approx(0.25)
    assert got["false_contradicted"] == pytest.approx(0.5)
    assert got["true_contradicted"] == pytest.approx(0.25)
    assert got["balanced_accuracy"] == pytest.approx((0.5 + 0.75) / 2)


def test_breakdown_separates_halves_and_kinds() -> None:
    rows = [
        _row("true", "VERIFIED", "number", "fit"),
        _row("false", "CONTRADICTED", "number", "fit"),
        _row("true", "UNVERIFIABLE", "negation", "heldout"),
        _row("false", "VERIFIED", "negation", "heldout"),
    ]
    got = breakdown(rows, "verdict")
    assert got["fit"]["number"]["balanced_accuracy"] == 1.0 and "negation" not in got["fit"]
    assert got["heldout"]["negation"]["balanced_accuracy"] == 0.0
    assert got["heldout"]["all"]["false_verified"] == 1.0


def test_baseline_threshold_is_fitted_on_the_fit_half_only() -> None:
    assert fit_threshold([90, 80, 70, 60], [True, True, False, False]) == 80
    rows = [
        {"half": "fit", "label": "true", "baseline_score": 90.0},
        {"half": "fit", "label": "false", "baseline_score": 50.0},
        # held-out rows that a threshold fitted on them would separate differently
        {"half": "heldout", "label": "true", "baseline_score": 60.0},
        {"half": "heldout", "label": "false", "baseline_score": 40.0},
    ]
    assert apply_baseline(rows) == 90.0
    assert [r["baseline_verdict"] for r in rows] == ["VERIFIED", "UNVERIFIABLE", "UNVERIFIABLE", "UNVERIFIABLE"]


def test_run_passes_each_claim_with_its_resolved_source_to_the_adapter(shared: Path) -> None:
    ref = {"dataset": "locomo", "doc": "locomo_26:session_1"}
    records = [
        {"id": "p:t", "pair_id": "p", "label": "true", "kind": "number", "claim": "a", "source_ref": ref},
        {"id": "p:f", "pair_id": "p", "label": "false", "kind": "number", "claim": "b", "source_ref": ref},
    ]
    seen: list[tuple[str, str]] = []

    def fake_check(claim: str, source: str) -> tuple[str, float]:
        seen.append((claim, source))
        return ("VERIFIED" if claim == "a" else "CONTRADICTED", 0.9)

    rows = run(records, shared, check=fake_check, progress=False)
    expected = resolve_source(records[0], shared)
    assert seen == [("a", expected), ("b", expected)]
    assert expected.startswith("Caroline: Hey Mel!")
    assert [r["verdict"] for r in rows] == ["VERIFIED", "CONTRADICTED"]
    assert rows[0]["first_on_source"] and not rows[1]["first_on_source"]


def test_fit_errors_are_wrong_answers_from_the_fit_half_only() -> None:
    rows = [
        _row("true", "VERIFIED", half="fit"),
        _row("true", "PARTIAL", half="fit"),
        _row("false", "VERIFIED", half="fit"),
        _row("false", "CONTRADICTED", half="fit"),
        _row("false", "VERIFIED", half="heldout"),
    ]
    assert fit_errors(rows) == [rows[1], rows[2]]


def test_only_selects_the_pairs_of_the_matching_pairs_files(records: list[dict[str, Any]]) -> None:
    every = {r["pair_id"] for r in records}
    one_file = pair_ids_in("qmsum.yaml")
    assert one_file and one_file < every
    assert all(pid.startswith("qmsum-") for pid in one_file)
    rest = pair_ids_in("[!q]*.yaml") | pair_ids_in("qmsum_*.yaml")
    assert not one_file & rest and one_file | rest == every
    with pytest.raises(SystemExit):
        pair_ids_in("no-such-file-*.yaml")
