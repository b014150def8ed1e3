"""One namespace's memory held in the process: its facts, its entities, and what the events say about
each fact at a given time. Built from the append-only rows at first use and extended as facts
arrive; reading a fact's state never touches the database.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from factlayer.memory import endings, merge, statements
from factlayer.memory.entities import EntityDirectory
from factlayer.models.clock import as_utc
from factlayer.models.digest import FactRecord
from factlayer.models.memory import MemoryState
from factlayer.nlp.relative_time import NamedDate

# a capitalised word of a query: a name to look up among the namespace's entities ("How does Jon feel …")
_CAPITALISED = re.compile(r"\b[A-Z][^\W_]*")


def _ends_before(event: Event, valid_to: datetime) -> bool:
    return event.valid_to is not None and as_utc(event.valid_to) < as_utc(valid_to)


class Event(Protocol):
    @property
    def fact_id(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def related_fact_id(self) -> str | None: ...
    @property
    def confidence(self) -> float: ...
    @property
    def valid_to(self) -> datetime | None: ...


@dataclass(frozen=True)
class FactMeta:
    fact_id: str
    text: str
    fact_type: str
    confidence: float
    recorded_at: datetime
    valid_from: datetime | None
    valid_to: datetime | None
    subject_key: str | None
    transcription_id: str
    turn: str = ""  # transcription id and start of the turn the fact is in: one result per turn
    event_time: datetime | None = None

    @classmethod
    def of(cls, record: FactRecord, subject_key: str | None, turn: str = "") -> FactMeta:
        recorded = record.recorded_at or record.timestamp
        return cls(
            fact_id=record.fact_id,
            text=record.fact_text,
            fact_type=record.fact_type.value,
            confidence=record.confidence_score,
            recorded_at=as_utc(recorded),
            valid_from=record.valid_from,
            valid_to=record.valid_to,
            subject_key=subject_key,
            transcription_id=record.transcription_id,
            turn=turn,
            event_time=record.event_time,
        )


@dataclass
class NamespaceMemory:
    namespace: str
    directory: EntityDirectory = field(default_factory=EntityDirectory)
    entity_names: dict[str, str] = field(default_factory=dict)
    facts: dict[str, FactMeta] = field(default_factory=dict)
    events: dict[str, list[Any]] = field(default_factory=dict)  # fact id → events about it
    merged_into: dict[str, str] = field(default_factory=dict)  # duplicate → canonical
    by_key: dict[tuple[str | None, str], set[str]] = field(default_factory=dict)

    def _keys(self, meta: FactMeta) -> Iterable[tuple[str | None, str]]:
        yield meta.subject_key, "text:" + statements.normalise(meta.text)
        yield meta.subject_key, "neg:" + statements.without_negation(meta.text)
        attribute = merge.attribute_of(meta.text)
        if attribute is not None:
            yield meta.subject_key, "attr:" + attribute.name
        for key in endings.state_keys(meta.text):
            yield meta.subject_key, key

    def add_fact(self, meta: FactMeta) -> None:
        self.facts[meta.fact_id] = meta
        for key in self._keys(meta):
            self.by_key.setdefault(key, set()).add(meta.fact_id)

    def same_keys(self, meta: FactMeta) -> set[str]:
        """Facts sharing the normalised text, its negation-free form or its attribute (same subject)."""
        found: set[str] = set()
        for key in self._keys(meta):
            found |= self.by_key.get(key, set())
        found.discard(meta.fact_id)
        return found

    def add_event(self, event: Event) -> None:
        self.events.setdefault(event.fact_id, []).append(event)
        if event.kind == "corroborated" and event.related_fact_id:
            self.merged_into[event.related_fact_id] = event.fact_id

    def on_dates(self, dates: Sequence[NamedDate]) -> list[tuple[str, float]]:
        """Facts recorded on, or about an event on, one of ``dates`` (each scored 1)."""
        if not dates:
            return []
        return [
            (fact_id, 1.0)
            for fact_id, meta in self.facts.items()
            if any(d.covers(meta.recorded_at) or d.covers(meta.event_time) for d in dates)
        ]

    def dated(self, candidates: Iterable[str]) -> list[tuple[str, float]]:
        """Those of ``candidates`` that say when (an event time or a validity; each scored 1)."""
        return [
            (fact_id, 1.0)
            for fact_id in dict.fromkeys(candidates)
            if (meta := self.facts.get(fact_id)) is not None
            and (meta.event_time or meta.valid_from or meta.valid_to) is not None
        ]

    def about_named(self, query: str, candidates: Iterable[str]) -> list[tuple[str, float]]:
        """Those of ``candidates`` whose subject is someone the query names ("How does Jon feel about the
        opening?": Jon's facts, not Gina's beside them; each scored 1). A name is a capitalised word the
        entity rules resolve (an ambiguous or unknown one names nobody); none named, none returned."""
        named = {e for word in _CAPITALISED.findall(query) if (e := self.entity_for(word)) is not None}
        if not named:
            return []
        return [
            (fact_id, 1.0)
            for fact_id in dict.fromkeys(candidates)
            if (meta := self.facts.get(fact_id)) is not None and meta.subject_key in named
        ]

    def entity_for(self, mention: str) -> str | None:
        return self.directory.resolve(mention).entity_id

    def _known(self, fact_id: str | None, as_of: datetime | None) -> bool:
        meta = self.facts.get(fact_id) if fact_id else None
        return meta is not None and (as_of is None or meta.recorded_at <= as_of)

    def state(self, fact_id: str, as_of: datetime | None) -> MemoryState | None:
        """What the events recorded up to ``as_of`` say about a fact (None: not yet recorded then)."""
        meta = self.facts.get(fact_id)
        if meta is None or not self._known(fact_id, as_of):
            return None
        confidence = meta.confidence
        evidence = 1
        last_evidence = meta.recorded_at
        status = "current"
        superseded_by = valid_to = None
        contradicted_by: list[str] = []
        for event in self.events.get(fact_id, []):
            if not self._known(event.related_fact_id, as_of):
                continue
            related = self.facts[event.related_fact_id]
            if event.kind == "corroborated" and related.transcription_id == meta.transcription_id:
                continue  # the same transcription read again (a new run): folded in, not new evidence
            if event.kind == "corroborated":
                evidence += 1
                confidence = merge.grow(confidence)
                last_evidence = max(last_evidence, related.recorded_at)
            elif event.kind == "superseded" and (valid_to is None or _ends_before(event, valid_to)):
                # superseded twice (an older conversation posted after a newer one): the earlier end holds
                status, superseded_by, valid_to = "superseded", event.related_fact_id, event.valid_to
            elif event.kind == "contradicted":
                if not contradicted_by:
                    confidence *= merge.CONTRADICTION_FACTOR
                contradicted_by.append(event.related_fact_id)
                status = "contradicted" if status == "current" else status
        now = as_of or datetime.now(UTC)
        subject = self.entity_names.get(meta.subject_key) if meta.subject_key else None
        canonical = self.merged_into.get(fact_id)
        group = self.state(canonical, as_of) if canonical is not None and canonical != fact_id else None
        if group is not None:
            # a wording folded into an earlier fact: the statement's evidence and confidence are the group's
            return group.model_copy(update={"status": "merged", "subject": subject, "merged_into": canonical})
        return MemoryState(
            status=status,
            subject=subject,
            evidence_count=evidence,
            confidence=min(1.0, confidence),
            decayed_confidence=min(1.0, merge.decayed(confidence, meta.fact_type, last_evidence, now)),
            superseded_by=superseded_by,
            contradicted_by=contradicted_by,
            valid_to=valid_to,
        )

    def canonical(self, fact_id: str) -> str:
        """The fact a wording was folded into (itself when it was not)."""
        return self.merged_into.get(fact_id, fact_id)

    def holds(self, fact_id: str, state: MemoryState, as_of: datetime | None) -> bool:
        """Whether the fact held at ``as_of`` (now if None): not merged away, not superseded by then,
        inside its own validity window."""
        if state.status in ("merged", "superseded"):
            return False
        meta = self.facts[fact_id]
        if as_of is None:
            return True
        if meta.valid_from is not None and meta.valid_from > as_of:
            return False
        return meta.valid_to is None or meta.valid_to > as_of

    def lineage(self, fact_id: str) -> list[str]:
        """The chain of facts this one belongs to: what it superseded or duplicated, and what did that
        to it, earliest first."""
        chain = {fact_id}
        frontier = [fact_id]
        while frontier:
            current = frontier.pop()
            linked = {e.related_fact_id for e in self.events.get(current, []) if e.kind != "contradicted"}
            linked |= {
                f for f, events in self.events.items() for e in events
                if e.related_fact_id == current and e.kind != "contradicted"
            }  # fmt: skip
            for other in linked - chain:
                if other is not None and other in self.facts:
                    chain.add(other)
                    frontier.append(other)
        return sorted(chain, key=lambda f: (self.facts[f].recorded_at, f) if f in self.facts else (datetime.max, f))

    def default_state(self, record: FactRecord) -> MemoryState:
        return MemoryState(confidence=record.confidence_score, decayed_confidence=record.confidence_score)
