"""Structured log events: one call per pipeline stage, with the ids that tie it to a request or run.

``emit("digest.stored", run_id=..., facts=3)`` writes one log record on the ``factlayer.events`` logger
whose message is the event name and whose fields travel in ``record.fields``; the JSON formatter
(:mod:`factlayer.observability.logs`) prints them as keys, and :class:`~factlayer.observability.metrics.
EventMetrics` turns the same records into Prometheus metrics, so a stage is instrumented in one place.

The ids of the request being served (``request_id``) and of the digest run being built (``run_id``)
come from context variables that the HTTP middleware and the digest pipeline set.
"""

from __future__ import annotations

import logging
from contextvars import ContextVar
from typing import Any

EVENTS_LOGGER = "factlayer.events"

request_id_var: ContextVar[str | None] = ContextVar("factlayer_request_id", default=None)
run_id_var: ContextVar[str | None] = ContextVar("factlayer_run_id", default=None)

_log = logging.getLogger(EVENTS_LOGGER)

# The events the service emits (docs/operations.md lists them with their fields).
EVENTS = (
    "http.request",
    "transcription.stored",
    "asr.completed",
    "digest.extracted",
    "digest.validated",
    "digest.stored",
    "verify.verdict",
    "verify.correction",
)


def emit(event: str, **fields: Any) -> None:
    """Log ``event`` with ``fields`` (and the current request and run ids) at INFO."""
    if event not in EVENTS:
        raise ValueError(f"unknown event {event!r}: add it to observability.events.EVENTS")
    context = {"request_id": request_id_var.get(), "run_id": run_id_var.get()}
    merged = {key: value for key, value in context.items() if value is not None} | fields
    _log.info(event, extra={"event": event, "fields": merged})
