"""The memory layer's orchestration: facts in (time, entities, merge events, index), facts out (search,
history, what held at a time).

Two hooks on the fact store make this the one place facts enter memory: ``prepare``
(``services/fact_dates.py``) completes a run's records before they are written (namespace, recorded_at,
absolute dates), ``after_append`` links,
merges and indexes them once they are committed. The embedding model is loaded once per process and
only ever called from a worker thread.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, datetime
from uuid import uuid4

import numpy as np

from factlayer.config import MemorySettings
from factlayer.errors import NotFound
from factlayer.memory import merge
from factlayer.memory.embeddings import DIMENSIONS, Embedder, Vectors
from factlayer.memory.index import NumpyVectorIndex, from_blob, to_blob, turn_of
from factlayer.memory.linking import Linker
from factlayer.memory.ranking import convex_fusion, order
from factlayer.memory.state import FactMeta, NamespaceMemory
from factlayer.models.digest import DigestRun, FactRecord
from factlayer.models.memory import FactHistory, FactList, MemoryFact, SearchResult
from factlayer.nlp.relative_time import asks_when, named_dates
from factlayer.services import memory_views as views
from factlayer.storage.memory_store import EventRow, MemoryStore, MemoryWrite
from factlayer.storage.scope import can_see

log = logging.getLogger("factlayer.memory")
# set in the task that holds the write lock: its own reads check the copy against the database
_writing: ContextVar[bool] = ContextVar("factlayer_memory_writing", default=False)


def index_text(record: FactRecord) -> str:
    """What search sees of a fact: who said it, then the fact (with its absolute dates)."""
    return f"{record.speaker}: {record.fact_text}" if record.speaker else record.fact_text


def _unit(vector: Vectors) -> Vectors:
    unit: Vectors = (vector / max(float(np.linalg.norm(vector)), 1e-12)).astype(np.float32)
    return unit


def _turns(namespace: str) -> str:
    """The vector-index key of a namespace's turn vectors."""
    return f"{namespace}\x00turns"


def _turn_key(record: FactRecord, source: str) -> str:
    turn = turn_of(source, record.source_span.start_char, record.source_span.end_char)
    return f"{record.transcription_id}:{turn.start}"


@dataclass
class _Batch:
    """New facts of one append, seen by the later ones of the same append: the append's vectors, of which the first
    ``len(ids)`` are theirs (a view, not a copy per fact)."""

    vectors: np.ndarray
    ids: list[str]
    position: dict[str, int]

    def add(self, fact_id: str) -> None:
        self.position[fact_id] = len(self.ids)
        self.ids.append(fact_id)

    @property
    def seen(self) -> np.ndarray:
        return self.vectors[: len(self.ids)]


def _candidate(memory: NamespaceMemory, canonical: FactMeta, new: FactMeta) -> bool:
    """Whether a canonical fact is one the new fact is compared with: recorded later than it, or held when it
    was recorded (by what was recorded by then: the facts that arrived late do not hide it)."""
    if canonical.recorded_at > new.recorded_at:
        return canonical.fact_id not in memory.merged_into
    then = memory.state(canonical.fact_id, new.recorded_at)
    return then is not None and then.status not in ("merged", "superseded")


class MemoryService:
    def __init__(self, store: MemoryStore, embedder: Embedder, settings: MemorySettings) -> None:
        self._store = store
        self._embedder = embedder
        self._settings = settings
        self._model = embedder.model_id
        self._turn_model = f"{embedder.model_id}/turn"
        self._vectors = NumpyVectorIndex()
        self._namespaces: dict[str, NamespaceMemory] = {}
        self._applied: dict[str, int] = {}  # merge events of each loaded namespace that its copy holds
        self._write_lock = asyncio.Lock()
        self._load_lock = asyncio.Lock()

    # ---- loading -------------------------------------------------------------------------------
    async def _current(self, namespace: str) -> NamespaceMemory | None:
        """This process's copy of the namespace, unless another process (API or ``factlayer worker``) has
        appended merge events since it was read; during this process's own write, the copy as it is."""
        loaded = self._namespaces.get(namespace)
        if loaded is None or (self._write_lock.locked() and not _writing.get()):
            return loaded
        return loaded if await self._store.event_count(namespace) == self._applied.get(namespace) else None

    async def _namespace(self, namespace: str) -> NamespaceMemory:
        loaded = await self._current(namespace)
        if loaded is not None:
            return loaded
        async with self._load_lock:
            loaded = await self._current(namespace)
            if loaded is not None:
                return loaded
            memory = NamespaceMemory(namespace)
            for alias, entity_id in await self._store.aliases(namespace):
                memory.directory.aliases.setdefault(alias, set()).add(entity_id)
            memory.entity_names = await self._store.entity_names(namespace)
            events = await self._store.events(namespace)
            self._applied[namespace] = len(events)
            # remembered facts are those with an "asserted" event; a stored fact without one is left
            # to remember()
            fact_ids = [e.fact_id for e in events if e.kind == "asserted"]
            records = await self._store.facts(fact_ids)
            sources = await self._store.transcription_texts({r.transcription_id for r in records.values()})
            links = await self._store.links(namespace)
            subject_of = {f: e for f, e, role in links if role == "subject"}
            for fact_id in fact_ids:
                if fact_id in records:
                    record = records[fact_id]
                    turn = _turn_key(record, sources.get(record.transcription_id, ""))
                    memory.add_fact(FactMeta.of(record, subject_of.get(fact_id), turn))
            for event in events:
                memory.add_event(event)
            for key, model in ((namespace, self._model), (_turns(namespace), self._turn_model)):
                rows = await self._store.vectors(namespace, model)
                vectors = np.vstack([from_blob(b) for _, b in rows]) if rows else np.zeros((0, DIMENSIONS), np.float32)
                self._vectors.add(key, [f for f, _ in rows], vectors)
            self._namespaces[namespace] = memory
            return memory

    # ---- writing -------------------------------------------------------------------------------
    async def after_append(self, run: DigestRun, records: Sequence[FactRecord]) -> None:
        """The fact store's hook: remember a committed run's facts (a failure is logged, not raised:
        the facts are stored, and stay out of memory: nothing remembers them again)."""
        try:
            await self.remember(records)
        except Exception:
            log.exception("memory: facts of run %s were stored but not linked/indexed", run.run_id)

    async def remember(self, records: Sequence[FactRecord]) -> None:
        by_namespace: dict[str, list[FactRecord]] = {}
        for record in records:
            by_namespace.setdefault(record.namespace, []).append(record)
        async with self._write_lock:
            token = _writing.set(True)
            try:
                for namespace, group in by_namespace.items():
                    try:
                        await self._remember(namespace, group)
                    except BaseException:
                        self._namespaces.pop(namespace, None)  # its copy may hold what was not stored
                        raise
            finally:
                _writing.reset(token)

    async def _remember(self, namespace: str, records: list[FactRecord]) -> None:
        memory = await self._namespace(namespace)
        records = [r for r in records if r.fact_id not in memory.facts]
        if not records:
            return
        sources = await self._store.transcription_texts({r.transcription_id for r in records})
        texts = [index_text(r) for r in records]
        turns = [
            turn_of(sources.get(r.transcription_id, ""), r.source_span.start_char, r.source_span.end_char)
            for r in records
        ]
        # each line is embedded once; a turn's vector is its line's plus the line before it (what it answers)
        lines = list(dict.fromkeys(line for t in turns for line in (t.text, t.previous) if line))
        vectors, line_vectors = await asyncio.to_thread(self._encode, texts, lines)
        line_vector = dict(zip(lines, line_vectors, strict=True))
        turn_vector = {
            t.context: _unit(line_vector[t.text] + (line_vector[t.previous] if t.previous else 0)) for t in turns
        }
        subjects = await self._store.subject_columns([r.fact_id for r in records])
        now = datetime.now(UTC)
        write = MemoryWrite()
        linker = Linker(memory, write, now)
        linker.introductions(records)
        batch = _Batch(vectors, [], {})
        for record, vector, text, turn in zip(records, vectors, texts, turns, strict=True):
            speaker_entity = linker.speaker(record)
            if speaker_entity is not None:
                linker.link(record.fact_id, speaker_entity, "speaker")
            _subject_id, subject_name = subjects.get(record.fact_id, (None, None))
            subject_entity = linker.subject(record, subject_name, speaker_entity)
            if subject_entity is not None:
                linker.link(record.fact_id, subject_entity, "subject")
            meta = FactMeta.of(record, subject_entity, f"{record.transcription_id}:{turn.start}")
            candidates = self._candidates(memory, batch, meta, vector)
            new = merge.MemoryFact(
                record.fact_id,
                record.fact_text,
                subject_entity,
                meta.recorded_at,
                record.confidence_score,
                vector=tuple(vector.tolist()),
                source=record.transcription_id,
                when=(record.event_time, record.valid_from, record.valid_to),
            )
            memory.add_fact(meta)
            for decision in merge.decide(new, candidates):
                event = EventRow(
                    id=f"ev_{uuid4().hex[:16]}",
                    namespace=namespace,
                    fact_id=decision.fact_id,
                    kind=decision.kind,
                    related_fact_id=decision.related_fact_id,
                    attribute=decision.attribute,
                    evidence_count=decision.evidence_count,
                    confidence=decision.confidence,
                    valid_to=decision.valid_to,
                    detail=decision.detail,
                    created_at=now,
                )
                write.events.append(event)
                memory.add_event(event)
            batch.add(record.fact_id)
            write.vectors.append(
                {
                    "fact_id": record.fact_id,
                    "namespace": namespace,
                    "model": self._model,
                    "vector": to_blob(vector),
                    "created_at": now,
                }
            )
            write.vectors.append(
                {
                    "fact_id": record.fact_id,
                    "namespace": namespace,
                    "model": self._turn_model,
                    "vector": to_blob(turn_vector[turn.context]),
                    "created_at": now,
                }
            )
            write.texts.append((record.fact_id, namespace, text, turn.context))
        await self._store.append(write)
        self._applied[namespace] = self._applied.get(namespace, 0) + len(write.events)
        self._vectors.add(namespace, batch.ids, batch.seen)
        self._vectors.add(_turns(namespace), batch.ids, np.vstack([turn_vector[t.context] for t in turns]))

    def _encode(self, texts: list[str], turns: list[str]) -> tuple[Vectors, Vectors]:
        both = self._embedder.encode([*texts, *turns])
        return both[: len(texts)], both[len(texts) :]

    def _candidates(
        self, memory: NamespaceMemory, batch: _Batch, meta: FactMeta, vector: np.ndarray
    ) -> list[merge.MemoryFact]:
        """Facts of the same subject that could be the same statement, its negation or another value of its
        attribute (embedding neighbours plus exact keys), earliest first: those recorded by the new fact's
        ``recorded_at`` that held then, and those recorded after it (an older conversation posted late is
        merged as if posted in time order). A wording folded into an earlier fact stands for that fact (its
        events go there), with its own words and vector."""
        ids = set(memory.same_keys(meta))
        near = [f for f, score in self._vectors.search(memory.namespace, vector, 20) if score >= merge.DUPLICATE_COSINE]
        ids.update(near)
        if batch.ids:
            scores = batch.seen @ vector
            ids.update(batch.ids[i] for i in np.nonzero(scores >= merge.DUPLICATE_COSINE)[0])
        out = []
        for fact_id in ids:
            other = memory.facts.get(fact_id)
            canonical = memory.facts.get(memory.canonical(fact_id))
            state = memory.state(canonical.fact_id, None) if canonical is not None else None
            if other is None or canonical is None or state is None or not _candidate(memory, canonical, meta):
                continue
            if other.subject_key != meta.subject_key:
                continue
            stored = self._vector_of(memory.namespace, batch, fact_id)
            out.append(
                merge.MemoryFact(
                    canonical.fact_id,
                    other.text,
                    other.subject_key,
                    canonical.recorded_at,
                    state.confidence,
                    state.evidence_count,
                    stored,
                    canonical.transcription_id,
                    (other.event_time, other.valid_from, other.valid_to),
                )
            )
        return sorted(out, key=lambda f: (f.recorded_at, f.fact_id))

    def _vector_of(self, namespace: str, batch: _Batch, fact_id: str) -> tuple[float, ...] | None:
        if fact_id in batch.position:
            return tuple(batch.vectors[batch.position[fact_id]].tolist())
        found = self._vectors.vector(namespace, fact_id)
        return tuple(found.tolist()) if found is not None else None

    # ---- reading -------------------------------------------------------------------------------
    async def search(
        self,
        query: str,
        *,
        namespace: str,
        limit: int,
        as_of: datetime | None = None,
        subject: str | None = None,
    ) -> list[SearchResult]:
        memory = await self._namespace(namespace)
        depth = self._settings.candidates * (4 if subject or as_of else 1)
        lexical_task = asyncio.create_task(self._store.lexical(namespace, query, depth))
        vector = (await asyncio.to_thread(self._embedder.encode, [query]))[0]
        semantic = self._vectors.search(namespace, vector, depth, centred=True)
        by_turn = self._vectors.search(_turns(namespace), vector, depth, centred=True)
        lexical = await lexical_task
        candidates = [f for ranking in (lexical, semantic, by_turn) for f, _ in ranking]
        # a question asking when is answered by a fact that says when: those among the candidates rank up
        dated = memory.dated(candidates) if asks_when(query) else []
        fused = convex_fusion(
            [
                (lexical, self._settings.lexical_weight),
                (semantic, self._settings.semantic_weight),
                (by_turn, self._settings.context_weight),
                (memory.on_dates(named_dates(query)), self._settings.time_weight),
                (dated, self._settings.when_weight),
                (memory.about_named(query, candidates), self._settings.subject_weight),
            ],
            lambda f: memory.facts[f].turn if f in memory.facts else "",
        )
        subject_entity = memory.entity_for(subject) if subject else None
        if subject and subject_entity is None:
            return []

        def keep(fact_id: str) -> str | None:
            """The fact to return for a candidate: itself if it held then (a wording folded into an earlier
            fact: if that fact held) and is about the subject asked for."""
            state = memory.state(fact_id, as_of)
            held = fact_id
            if state is not None and state.status == "merged" and state.merged_into:
                held, state = state.merged_into, memory.state(state.merged_into, as_of)
            if state is None or not memory.holds(held, state, as_of):
                return None
            if subject_entity is not None and memory.facts[fact_id].subject_key != subject_entity:
                return None
            return fact_id

        # one result per statement: the wording the query matched best (its own words and span)
        chosen = order(fused, keep, limit, memory.canonical)
        records = await self._store.facts([f for f, _ in chosen])
        return [
            SearchResult(fact=views.view(memory, records[f], as_of), score=round(score, 6))
            for f, score in chosen
            if f in records
        ]

    async def with_state(self, records: Sequence[FactRecord]) -> list[MemoryFact]:
        """Stored facts (of one transcription, say) with their memory state now, as search and history show it."""
        memories = {ns: await self._namespace(ns) for ns in dict.fromkeys(r.namespace for r in records)}
        return [views.now(memories[r.namespace], r) for r in records]

    async def facts_as_of(self, *, namespace: str, subject: str | None, as_of: datetime | None) -> FactList:
        memory = await self._namespace(namespace)
        entity = memory.entity_for(subject) if subject else None
        ids = []
        if not subject or entity is not None:
            for fact_id, meta in memory.facts.items():
                state = memory.state(fact_id, as_of)
                if state is None or not memory.holds(fact_id, state, as_of):
                    continue
                if entity is not None and meta.subject_key != entity:
                    continue
                ids.append(fact_id)
        records = await self._store.facts(ids)
        facts = [views.view(memory, records[f], as_of) for f in ids if f in records]
        facts.sort(key=lambda f: (f.recorded_at or f.timestamp, f.fact_id))
        return FactList(namespace=namespace, as_of=as_of, subject=subject, facts=facts)

    async def history(self, fact_id: str) -> FactHistory:
        record = (await self._store.facts([fact_id])).get(fact_id)
        if record is None or not can_see(record.namespace):  # another key's namespace: as if it did not exist
            raise NotFound(f"fact {fact_id} does not exist")
        memory = await self._namespace(record.namespace)
        lineage = memory.lineage(fact_id)
        events = await self._store.events_of(lineage)
        return FactHistory(fact=views.now(memory, record), lineage=lineage, events=[views.event(e) for e in events])
