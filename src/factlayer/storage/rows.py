"""Row ↔ model helpers shared by the store modules."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any, overload


def utcnow() -> datetime:
    return datetime.now(UTC)


@overload
def as_utc(value: datetime) -> datetime: ...
@overload
def as_utc(value: None) -> None: ...
def as_utc(value: datetime | None) -> datetime | None:
    """SQLite returns naive datetimes; everything we store is UTC."""
    if value is None:
        return None
    return value if value.tzinfo else value.replace(tzinfo=UTC)


def dump_json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def load_json(value: str | None) -> Any:
    return None if value is None else json.loads(value)
