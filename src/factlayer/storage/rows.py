"""Row ↔ model helpers shared by the store modules."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel
from sqlalchemy import Row

from factlayer.models.clock import as_utc


def utcnow() -> datetime:
    return datetime.now(UTC)


def dump_json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def load_json(value: str | None) -> Any:
    return None if value is None else json.loads(value)


def row_dict(row: Row[Any], *, json: Iterable[str] = (), rename: Mapping[str, str] | None = None) -> dict[str, Any]:
    """A row as a dict for ``Model.model_validate``: naive datetimes as UTC, ``json`` columns decoded,
    columns renamed by ``rename`` (column -> field)."""
    out: dict[str, Any] = {}
    for key, value in row._mapping.items():
        if isinstance(value, datetime):
            value = as_utc(value)
        elif key in json:
            value = load_json(value)
        out[(rename or {}).get(key, key)] = value
    return out


def model_row(model: BaseModel, *, json: Iterable[str] = (), rename: Mapping[str, str] | None = None) -> dict[str, Any]:
    """A model as column values: ``json`` fields encoded, fields renamed by ``rename`` (field -> column)."""
    out: dict[str, Any] = {}
    for key, value in model.model_dump().items():
        out[(rename or {}).get(key, key)] = dump_json(value) if key in json else value
    return out
