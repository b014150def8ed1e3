"""The fact store's ``prepare`` hook: a run's records get their transcription's namespace and recording time,
and relative dates in their text are resolved against that time (the memory layer's time, seed 003)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.memory.time import resolve
from factlayer.models.digest import FactRecord
from factlayer.storage.fact_store import FactContext


def prepare(records: Sequence[FactRecord], context: FactContext) -> list[FactRecord]:
    """Namespace, recording time and resolved dates on each record, before it is written."""
    prepared = []
    for record in records:
        resolution = resolve(record.fact_text, context.recorded_at)
        prepared.append(
            record.model_copy(
                update={
                    "namespace": context.namespace,
                    "recorded_at": context.recorded_at,
                    "fact_text": resolution.text,
                    "event_time": resolution.event_time,
                    "valid_from": resolution.valid_from,
                    "valid_to": resolution.valid_to,
                }
            )
        )
    return prepared
