"""The namespace the current request may see: set by the API's key check, read by the stores.

``None`` means unscoped (API keys off, the CLI, the background workers): every namespace is visible
and new rows go to :data:`DEFAULT_NAMESPACE`. With API keys on, each request runs in its own task
context, so the value set for one request never reaches another.
"""

from __future__ import annotations

from contextvars import ContextVar

from sqlalchemy import ColumnElement, select, true
from sqlalchemy.sql.elements import ColumnClause

from factlayer.errors import InvalidInput
from factlayer.storage.tables import transcriptions

DEFAULT_NAMESPACE = "default"

_current: ContextVar[str | None] = ContextVar("factlayer_namespace", default=None)


def set_namespace(namespace: str | None) -> None:
    _current.set(namespace)


def namespace_for_write(requested: str | None = None) -> str:
    """Where a new row goes: the caller's key's namespace (asking for another is refused), else the one
    asked for, else :data:`DEFAULT_NAMESPACE`."""
    scoped = _current.get()
    if scoped is not None and requested is not None and requested != scoped:
        raise InvalidInput(f"namespace {requested!r} is not this API key's ({scoped!r})", field="namespace")
    return scoped or requested or DEFAULT_NAMESPACE


def can_see(namespace: str) -> bool:
    """Is a row of ``namespace`` visible to the current request?"""
    scoped = _current.get()
    return scoped is None or scoped == namespace


def visible(column: ColumnClause[str]) -> ColumnElement[bool]:
    """A WHERE clause limiting ``column`` (a ``namespace`` column) to the current namespace."""
    namespace = _current.get()
    return true() if namespace is None else column == namespace


def visible_transcription(column: ColumnClause[str]) -> ColumnElement[bool]:
    """A WHERE clause limiting ``column`` (a transcription id) to transcriptions of the current namespace."""
    namespace = _current.get()
    if namespace is None:
        return true()
    return column.in_(select(transcriptions.c.id).where(transcriptions.c.namespace == namespace))
