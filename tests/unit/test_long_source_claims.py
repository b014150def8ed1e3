"""bench/long_source_claims (issue 12's long-source dev set): the data file's shape, not the engine's verdicts.

At least 120 false and 60 true claims, every kind present in both halves, each claim's source a long transcript
(3k-12k characters) and each evidence line a verbatim part of that source. Needs ``../shared`` beside the
repository or ``FACTLAYER_SHARED_DIR`` (it fails without it, as the pairs' data checks do).
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest
from bench.facts_data import REPO, load_facts, resolve_source
from bench.long_source_claims import load_cases, load_rows, source_ref, tally
from bench.modality_claims import half_of

FALSE_KINDS = {"borrowed_word", "asked_or_hedged", "plan_as_done", "negated_as_present", "subject_swap"}


@pytest.fixture(scope="module")
def shared() -> Path:
    path = Path(os.environ.get("FACTLAYER_SHARED_DIR", REPO.parent / "shared"))
    assert (path / "data" / "transcripts" / "aci_bench_train.jsonl").is_file(), f"no shared data under {path}"
    return path


def test_counts_kinds_and_halves() -> None:
    rows = load_rows()
    truths = Counter(row["true"] for row in rows)
    assert truths[False] >= 120 and truths[True] >= 60
    assert {row["kind"] for row in rows if not row["true"]} == FALSE_KINDS
    assert {row["kind"] for row in rows if row["true"]} == {"plain_fact"}
    for half in ("fit", "held-out"):
        assert {row["kind"] for row in rows if half_of(row["doc"]) == half} == FALSE_KINDS | {"plain_fact"}
    # one case per claim: a repeated (doc, truth, claim) would collapse in the runner's status dict
    assert len({(row["doc"], row["true"], row["claim"]) for row in rows}) == len(rows)


def test_every_evidence_line_is_in_its_long_source(shared: Path) -> None:
    missing = []
    for row in load_rows():
        source = resolve_source({"source_ref": source_ref(row)}, shared)
        assert 3000 <= len(source) <= 12000, (row["doc"], len(source))
        assert row["evidence"], row["claim"]
        missing += [(row["doc"], line) for line in row["evidence"] if line not in source]
    assert missing == []


def test_meeting_windows_avoid_the_pairs_turns() -> None:
    used = [r["source_ref"] for r in load_facts() if r["source_ref"]["dataset"] == "qmsum"]
    for row in load_rows():
        if "lines" in row:
            start, end = row["lines"]
            for ref in used:
                if ref["doc"] == row["doc"]:
                    low, high = ref.get("lines", (0, 10**6))
                    assert end <= low or start >= high, (row["doc"], row["lines"], ref.get("lines"))


def test_cases_load_and_tally_counts_every_claim(shared: Path) -> None:
    cases = load_cases(shared)
    assert len(cases) == len(load_rows()) and {case.half for case in cases} == {"fit", "held-out"}
    figures = tally(dict.fromkeys(cases, "UNVERIFIABLE"), "all")
    assert figures["all false V"] == f"0/{sum(not case.true for case in cases)}"
    assert figures["all true V"] == f"0/{sum(case.true for case in cases)}"
