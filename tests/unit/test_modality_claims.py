"""bench/modality_claims (issue 12's modality dev set) on a few rows: a command opened by an adverb ("Always wear
gloves.") and a near miss ("I was close to being hospitalized") are not read as the listener's habit or a deed done,
and a true claim beside them still passes."""

from __future__ import annotations

from bench.modality_claims import half_of, load_cases, run, tally

_DOCS = ("mts_dialog:test2:123", "mts_dialog:test1:90")


def test_a_few_rows_run_and_false_ones_are_not_verified() -> None:
    cases = [case for case in load_cases() if case.doc in _DOCS]
    statuses = run(cases)
    assert {case.true for case in cases} == {True, False}
    assert [case.claim for case, status in statuses.items() if not case.true and status == "VERIFIED"] == []
    assert all(status == "VERIFIED" for case, status in statuses.items() if case.true)
    assert tally(statuses, half_of(_DOCS[0]))["all false V"].startswith("0/")


def test_split_is_by_dialogue_and_holds_both_halves() -> None:
    cases = load_cases()
    assert {case.half for case in cases} == {"fit", "held-out"}
    assert all(case.half == half_of(case.doc) for case in cases)
    # the split is fixed by the dialogue id (a sha1), not by the run: these stay where they fell when it was made
    assert (half_of("mts_dialog:test2:123"), half_of("mts_dialog:valid:7")) == ("fit", "held-out")
