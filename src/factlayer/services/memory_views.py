"""What the memory layer shows of a stored fact: the fact with its state (now or at a time), and its events."""

from __future__ import annotations

from datetime import datetime

from factlayer.memory.state import NamespaceMemory
from factlayer.models.digest import FactRecord
from factlayer.models.memory import FactEvent, MemoryFact, MemoryState
from factlayer.storage.memory_store import EventRow


def view(memory: NamespaceMemory, record: FactRecord, as_of: datetime | None) -> MemoryFact:
    """The fact with what memory says of it at ``as_of`` (None: now); memory must hold it."""
    state = memory.state(record.fact_id, as_of)
    assert state is not None
    return _shown(record, state)


def now(memory: NamespaceMemory, record: FactRecord) -> MemoryFact:
    """The fact with what memory says of it now; one memory has not taken in, its own state."""
    if record.fact_id in memory.facts:
        return view(memory, record, None)
    return _shown(record, memory.default_state(record))


def _shown(record: FactRecord, state: MemoryState) -> MemoryFact:
    """The stored fact and its state, not validated again: the digest validated the fact once, with the configured
    length bounds, which a second validation here would not know (a 570-character fact the settings allow)."""
    return MemoryFact.model_construct(**dict(record), memory=state)


def event(row: EventRow) -> FactEvent:
    return FactEvent.model_validate(vars(row) | {"event_id": row.id})  # the row's namespace is not shown
