"""The fact store's ``prepare`` hook: a run's records get their transcription's namespace and recording time,
and relative dates in their text are resolved against that time (the memory layer's time, seed 003).

The date goes into the fact's text only when the caller said when the conversation was recorded: the
upload time is a default, and "yesterday (24 November 2026)" written from it would be a date the source
never says about a conversation held years before. ``event_time`` / ``valid_from`` / ``valid_to`` are set
either way (documented as relative to ``recorded_at``, which defaults to the upload time)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.models.digest import FactRecord
from factlayer.nlp.relative_time import resolve
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
                    "fact_text": resolution.text if context.dated else record.fact_text,
                    "event_time": resolution.event_time,
                    "valid_from": resolution.valid_from,
                    "valid_to": resolution.valid_to,
                }
            )
        )
    return prepared
