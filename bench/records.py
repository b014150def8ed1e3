"""Digest runs and exact-quote fact records built in memory, for the store bench (``bench/store.py``,
``bench/audit_load.py``) and the store tests (``tests/storage``): real models, validated, nothing mocked."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from uuid import uuid4

from factlayer.models.digest import DigestRun, FactRecord, ValidationOutcome
from factlayer.models.fact import FactType, SourceSpan


def make_run(transcription_id: str, **overrides: object) -> DigestRun:
    """A digest run of ``transcription_id``; ``overrides`` replace any field (run_key "k" * 16 unless given)."""
    values: dict[str, object] = {
        "run_id": f"run_{uuid4().hex[:12]}",
        "transcription_id": transcription_id,
        "run_key": "k" * 16,
        "pipeline_version": "test",
        "provider": "extractive",
        "config": {},
        "summary": "",
        "summary_method": "lead",
        "candidates_count": 0,
        "facts_count": 0,
        "rejected_count": 0,
        "timings": {},
        "created_at": datetime.now(UTC),
    }
    values.update(overrides)
    return DigestRun.model_validate(values)


def make_fact(run: DigestRun, source: str, start: int, end: int) -> FactRecord:
    """A fact of ``run`` quoting ``source[start:end]`` exactly, grounded and validated."""
    return FactRecord(
        transcription_id=run.transcription_id,
        run_id=run.run_id,
        fact_text=source[start:end],
        fact_type=FactType.USER_FACT,
        confidence_score=0.9,
        extraction_method="extractive",
        source_span=SourceSpan.from_source(source, start, end),
        alignment="exact",
        grounding_score=1.0,
        validation=[ValidationOutcome(validator="grounding", passed=True, severity="LOW", reason="exact")],
    )


def build_run(
    transcription_id: str, source: str, spans: Sequence[tuple[int, int]], n: int
) -> tuple[DigestRun, list[FactRecord]]:
    """A run of ``n`` facts quoting ``spans`` in turn (round robin), under a run key of its own."""
    run = make_run(
        transcription_id, run_key=uuid4().hex[:16], pipeline_version="bench", candidates_count=n, facts_count=n
    )
    return run, [make_fact(run, source, *spans[i % len(spans)]) for i in range(n)]
