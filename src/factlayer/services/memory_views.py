"""What the memory layer shows of a stored fact: the fact with its state (now or at a time), and its events."""

from __future__ import annotations

from datetime import datetime

from factlayer.memory.state import NamespaceMemory
from factlayer.models.digest import FactRecord
from factlayer.models.memory import FactEvent, MemoryFact
from factlayer.storage.memory_store import EventRow


def view(memory: NamespaceMemory, record: FactRecord, as_of: datetime | None) -> MemoryFact:
    """The fact with what memory says of it at ``as_of`` (None: now); memory must hold it."""
    state = memory.state(record.fact_id, as_of)
    assert state is not None
    return MemoryFact(**record.model_dump(), memory=state)


def now(memory: NamespaceMemory, record: FactRecord) -> MemoryFact:
    """The fact with what memory says of it now; one memory has not taken in, its own state."""
    if record.fact_id in memory.facts:
        return view(memory, record, None)
    return MemoryFact(**record.model_dump(), memory=memory.default_state(record))


def event(row: EventRow) -> FactEvent:
    return FactEvent.model_validate(vars(row) | {"event_id": row.id})  # the row's namespace is not shown
