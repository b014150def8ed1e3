"""The memory benchmark's same-run reference: the BM25-over-turns baseline is timed beside ours."""

from __future__ import annotations

from datetime import UTC, datetime

from bench.eval_memory import Conversation, Turn, baseline, timing


def _conversation() -> Conversation:
    lines = ["Caroline: I went to a support group yesterday.", "Melanie: I painted a lake sunrise last year."]
    turns, offset = [], 0
    for n, line in enumerate(lines):
        prefix = line.index(": ") + 2
        turns.append(Turn(f"D1:{n + 1}", 1, offset + prefix, offset + len(line), line))
        offset += len(line) + 1
    questions = [
        {"question": "What did Melanie paint?", "answer": "a lake sunrise", "evidence": ["D1:2"], "category": 1},
        {"question": "Where did Caroline go?", "answer": "support group", "evidence": ["D1:1"], "category": 4},
    ]
    date = datetime(2023, 5, 8, tzinfo=UTC)
    return Conversation("t", [(1, date, "\n".join(lines), turns)], questions, {t.dia_id: t for t in turns})


def test_the_baseline_times_each_question_it_answers() -> None:
    rates, latencies = baseline(_conversation())
    assert rates["questions"] == 2
    assert rates["evidence_recall_at_10"] == 1.0
    assert len(latencies) == 2
    assert all(ms > 0 for ms in latencies)


def test_timing_puts_ours_beside_the_baseline_and_in_its_units() -> None:
    ours, bm25 = [10.0, 20.0, 30.0], [0.5, 1.0, 1.5]
    figures = timing(ours, bm25)
    assert figures["search_ms_p50"] == 20.0
    assert figures["bm25_turns_search_ms_p50"] == 1.0
    assert figures["search_p50_in_bm25_turns"] == 20.0
    assert figures["search_ms_p95"] > figures["search_ms_p50"]
    assert figures["search_p95_in_bm25_turns"] == round(
        figures["search_ms_p95"] / figures["bm25_turns_search_ms_p95"], 1
    )
