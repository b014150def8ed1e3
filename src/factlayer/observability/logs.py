"""Log output: plain text for a terminal (the default) or one JSON object per line for a log pipeline."""

from __future__ import annotations

import logging
from typing import Any, Literal

from pythonjsonlogger.json import JsonFormatter

LogFormat = Literal["text", "json"]


class EventJsonFormatter(JsonFormatter):
    """JSON lines: time, level, logger, message, and an event's fields as top-level keys."""

    def add_fields(self, log_data: dict[str, Any], record: logging.LogRecord, message_dict: dict[str, Any]) -> None:
        super().add_fields(log_data, record, message_dict)
        fields = log_data.pop("fields", None)
        if isinstance(fields, dict):
            for key, value in fields.items():
                log_data.setdefault(key, value)


class EventTextFormatter(logging.Formatter):
    """Text lines; an event's fields follow its name as ``key=value`` pairs."""

    def format(self, record: logging.LogRecord) -> str:
        line = super().format(record)
        fields = getattr(record, "fields", None)
        if isinstance(fields, dict) and fields:
            line += " " + " ".join(f"{key}={value}" for key, value in fields.items())
        return line


def configure_logging(level: str, fmt: LogFormat) -> None:
    """Root logging for the service (idempotent: replaces the handler it installed before)."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_factlayer", False):
            root.removeHandler(handler)
    handler = logging.StreamHandler()
    handler._factlayer = True  # type: ignore[attr-defined]
    if fmt == "json":
        handler.setFormatter(
            EventJsonFormatter("{asctime}{levelname}{name}{message}", style="{", rename_fields={"asctime": "time"})
        )
    else:
        handler.setFormatter(EventTextFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.setLevel(level.upper())  # events (logged at INFO on their own logger) obey the level too
    root.addHandler(handler)
    root.setLevel(level.upper())
