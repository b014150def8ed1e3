"""SQL of the memory layer: entities and aliases, fact links, merge events, vectors and the FTS5 index.

Every write is an INSERT (the tables are append-only, enforced by triggers in 0009_memory); one call
to ``append`` writes everything a batch of new facts caused, in one transaction.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import Row, func, insert, select, text
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.models.digest import FactRecord
from factlayer.nlp.lexicon import words as lexicon_words
from factlayer.storage.db import is_sqlite, read_connection, write_transaction
from factlayer.storage.fact_store import fact_from_row
from factlayer.storage.rows import row_dict
from factlayer.storage.tables import (
    fact_entities,
    fact_events,
    fact_vectors,
    facts,
    memory_aliases,
    memory_entities,
    transcriptions,
)

_FTS_WORD = re.compile(r"[^\W_]+", re.UNICODE)


@dataclass(frozen=True)
class EventRow:
    id: str
    namespace: str
    fact_id: str
    kind: str
    related_fact_id: str | None
    attribute: str | None
    evidence_count: int
    confidence: float
    valid_to: datetime | None
    detail: str | None
    created_at: datetime


@dataclass
class MemoryWrite:
    """Everything one batch of new facts adds to a namespace's memory."""

    entities: list[dict[str, Any]] = field(default_factory=list)
    aliases: list[dict[str, Any]] = field(default_factory=list)
    links: list[dict[str, Any]] = field(default_factory=list)
    events: list[EventRow] = field(default_factory=list)
    vectors: list[dict[str, Any]] = field(default_factory=list)
    texts: list[tuple[str, str, str, str]] = field(default_factory=list)  # (fact_id, namespace, text, context)


def fts_query(query: str) -> str | None:
    """An FTS5 MATCH expression: any of the query's content words (each quoted, so no syntax can be
    injected); function words ("what", "did", "the") and question framing ("when", "how", "both") only
    when the query has nothing else."""
    words = [w for w in _FTS_WORD.findall(query.lower()) if len(w) > 1 or w.isdigit()]
    stopwords = lexicon_words("stopwords") | lexicon_words("question_words")
    words = [w for w in words if w not in stopwords] or words
    return " OR ".join(f'"{w}"' for w in dict.fromkeys(words)) or None


def _event(row: Row[Any]) -> EventRow:
    return EventRow(**row_dict(row))  # a fact_events row: its columns are EventRow's fields


class MemoryStore:
    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self.has_fts = is_sqlite(str(engine.url))

    async def append(self, write: MemoryWrite) -> None:
        async with write_transaction(self._engine) as conn:
            if write.entities:
                await conn.execute(insert(memory_entities), write.entities)
            if write.aliases:
                await conn.execute(insert(memory_aliases), write.aliases)
            if write.links:
                await conn.execute(insert(fact_entities), write.links)
            if write.events:
                await conn.execute(insert(fact_events), [e.__dict__ for e in write.events])
            if write.vectors:
                await conn.execute(insert(fact_vectors), write.vectors)
            if write.texts and self.has_fts:
                await conn.execute(
                    text(
                        "INSERT INTO fact_fts (fact_id, namespace, text, context) "
                        "VALUES (:fact_id, :namespace, :text, :context)"
                    ),
                    [{"fact_id": f, "namespace": n, "text": t, "context": c} for f, n, t, c in write.texts],
                )

    async def aliases(self, namespace: str) -> list[tuple[str, str]]:
        query = select(memory_aliases.c.alias, memory_aliases.c.entity_id).where(
            memory_aliases.c.namespace == namespace
        )
        async with self._engine.connect() as conn:
            return [(r.alias, r.entity_id) for r in (await conn.execute(query)).all()]

    async def entity_names(self, namespace: str) -> dict[str, str]:
        query = select(memory_entities.c.id, memory_entities.c.name).where(memory_entities.c.namespace == namespace)
        async with self._engine.connect() as conn:
            return {r.id: r.name for r in (await conn.execute(query)).all()}

    async def events(self, namespace: str) -> list[EventRow]:
        query = (
            select(fact_events)
            .where(fact_events.c.namespace == namespace)
            .order_by(fact_events.c.created_at, fact_events.c.id)
        )
        async with self._engine.connect() as conn:
            return [_event(r) for r in (await conn.execute(query)).all()]

    async def event_count(self, namespace: str) -> int:
        """How many merge events the namespace holds: events are append-only, so the count only grows, and a
        process whose copy of the namespace applied fewer has missed another process's writes."""
        query = select(func.count()).select_from(fact_events).where(fact_events.c.namespace == namespace)
        async with self._engine.connect() as conn:
            return int((await conn.execute(query)).scalar_one())

    async def events_of(self, fact_ids: Sequence[str]) -> list[EventRow]:
        query = (
            select(fact_events)
            .where(fact_events.c.fact_id.in_(fact_ids) | fact_events.c.related_fact_id.in_(fact_ids))
            .order_by(fact_events.c.created_at, fact_events.c.id)
        )
        async with self._engine.connect() as conn:
            return [_event(r) for r in (await conn.execute(query)).all()]

    async def links(self, namespace: str) -> list[tuple[str, str, str]]:
        """(fact_id, entity_id, role) for the facts of a namespace."""
        query = (
            select(fact_entities.c.fact_id, fact_entities.c.entity_id, fact_entities.c.role)
            .join(memory_entities, memory_entities.c.id == fact_entities.c.entity_id)
            .where(memory_entities.c.namespace == namespace)
        )
        async with self._engine.connect() as conn:
            return [(r.fact_id, r.entity_id, r.role) for r in (await conn.execute(query)).all()]

    async def facts(self, fact_ids: Sequence[str]) -> dict[str, FactRecord]:
        if not fact_ids:
            return {}
        async with self._engine.connect() as conn:
            rows = (await conn.execute(select(facts).where(facts.c.id.in_(list(fact_ids))))).all()
        return {r.id: fact_from_row(r) for r in rows}

    async def subject_columns(self, fact_ids: Sequence[str]) -> dict[str, tuple[str | None, str | None]]:
        """The extractor's per-transcription subject (subject_id, subject_name) of each fact."""
        query = select(facts.c.id, facts.c.subject_id, facts.c.subject_name).where(facts.c.id.in_(list(fact_ids)))
        async with self._engine.connect() as conn:
            return {r.id: (r.subject_id, r.subject_name) for r in (await conn.execute(query)).all()}

    async def transcription_texts(self, transcription_ids: Iterable[str]) -> dict[str, str]:
        query = select(transcriptions.c.id, transcriptions.c.text).where(
            transcriptions.c.id.in_(list(transcription_ids))
        )
        async with self._engine.connect() as conn:
            return {r.id: r.text for r in (await conn.execute(query)).all()}

    async def vectors(self, namespace: str, model: str) -> list[tuple[str, bytes]]:
        query = select(fact_vectors.c.fact_id, fact_vectors.c.vector).where(
            fact_vectors.c.namespace == namespace, fact_vectors.c.model == model
        )
        async with self._engine.connect() as conn:
            return [(r.fact_id, r.vector) for r in (await conn.execute(query)).all()]

    async def lexical(
        self, namespace: str, query: str, limit: int, *, context_weight: float = 0.5
    ) -> list[tuple[str, float]]:
        """BM25 over the indexed fact texts (weight 1) and their turns (``context_weight``) of a namespace,
        best first (score: higher is better)."""
        match = fts_query(query)
        if match is None or not self.has_fts:
            return []
        statement = text(
            "SELECT fact_id, bm25(fact_fts, 0, 0, 1.0, :context_weight) AS rank FROM fact_fts "
            "WHERE fact_fts MATCH :match AND namespace = :namespace ORDER BY rank LIMIT :limit"
        )
        params = {"match": match, "namespace": namespace, "limit": limit, "context_weight": context_weight}
        async with read_connection(self._engine) as conn:
            rows = (await conn.execute(statement, params)).all()
        return [(r.fact_id, -float(r.rank)) for r in rows]
