"""Linking a batch of new facts to the namespace's entities (the rules are in ``entities.py``).

Each fact gets up to two links: ``speaker`` (who said it) and ``subject`` (whom it is about). The
subject is the extractor's ``subject_name`` when it gives one; otherwise the speaker, but only when
the speaker talks about themself ("I", "my", "me"); otherwise none. An ambiguous mention gets no link.
New entities, aliases and links are appended to ``write`` (rows for the store) and to ``memory``.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Protocol
from uuid import uuid4

from factlayer.memory import entities as ent
from factlayer.memory.state import NamespaceMemory
from factlayer.models.digest import FactRecord
from factlayer.nlp.persons import first_person


class Rows(Protocol):
    entities: list[dict[str, Any]]
    aliases: list[dict[str, Any]]
    links: list[dict[str, Any]]


def _label_key(transcription_id: str, label: str) -> str:
    """A generic speaker label ("Patient", "Speaker 1") only means someone inside one transcription."""
    return f"{transcription_id}/{ent.normalise(label)}"


class Linker:
    def __init__(self, memory: NamespaceMemory, rows: Rows, now: datetime) -> None:
        self._memory = memory
        self._rows = rows
        self._now = now
        self._introduced: dict[str, str] = {}
        self._linked: set[tuple[str, str, str]] = set()

    def _new_entity(self, name: str) -> str:
        entity_id = f"ent_{uuid4().hex[:16]}"
        kind = "person" if name[:1].isupper() else "thing"
        self._rows.entities.append(
            {"id": entity_id, "namespace": self._memory.namespace, "name": name, "kind": kind, "created_at": self._now}
        )
        self._memory.entity_names[entity_id] = name
        return entity_id

    def _alias(self, alias: str, entity_id: str, rule: str, fact_id: str | None, *, raw: bool = False) -> None:
        key = alias if raw else ent.normalise(alias)
        owners = self._memory.directory.aliases.setdefault(key, set())
        if entity_id in owners or not key:
            return
        owners.add(entity_id)
        self._rows.aliases.append(
            {"namespace": self._memory.namespace, "alias": key, "entity_id": entity_id, "rule": rule,
             "evidence_fact_id": fact_id, "created_at": self._now}
        )  # fmt: skip

    def _named(self, name: str, fact_id: str | None) -> str | None:
        """The entity a name refers to: a known one by the rules, a new one if none, None if ambiguous."""
        resolution = self._memory.directory.resolve(name)
        if resolution.ambiguous:
            return None
        if resolution.entity_id is None:
            entity_id = self._new_entity(name.strip())
            self._alias(name, entity_id, "new", fact_id)
            return entity_id
        for alias in resolution.new_aliases:
            self._alias(alias, resolution.entity_id, resolution.rule, fact_id)
        return resolution.entity_id

    def introductions(self, records: Sequence[FactRecord]) -> None:
        """Self-introductions under generic speaker labels, found before any fact is linked (the
        introduction may come after the label's first fact)."""
        for record in records:
            if record.speaker and ent.is_generic_label(record.speaker):
                name = ent.self_introduced_name(record.source_span.text)
                key = _label_key(record.transcription_id, record.speaker)
                if name and self._introduced.setdefault(key, name) != name:
                    self._introduced[key] = ""  # two different names under one label: ambiguous

    def speaker(self, record: FactRecord) -> str | None:
        label = record.speaker
        if not label or not label.strip():
            return None
        if not ent.is_generic_label(label):
            return self._named(label, record.fact_id)
        key = _label_key(record.transcription_id, label)
        owners = self._memory.directory.aliases.get(key, set())
        if len(owners) == 1:
            return next(iter(owners))
        name = self._introduced.get(key)
        if name == "":
            return None
        entity_id = (
            self._named(name, record.fact_id)
            if name
            else self._new_entity(f"{label.strip()} ({record.transcription_id})")
        )
        if entity_id is not None:
            self._alias(key, entity_id, "self_introduction" if name else "label", record.fact_id, raw=True)
        return entity_id

    def subject(self, record: FactRecord, subject_name: str | None, speaker_entity: str | None) -> str | None:
        if speaker_entity is not None:
            self._roles(record, speaker_entity)
        if subject_name and subject_name.strip():
            if not ent.is_generic_label(subject_name.split("'s ")[0]):
                return self._named(subject_name, record.fact_id)  # "Caroline", "Caroline's sister"
            # "Patient", "Speaker 1", "Patient's husband": someone inside this transcription only — two visits'
            # patients are two people, not one whose facts corroborate each other
            if speaker_entity is not None and ent.normalise(subject_name) == ent.normalise(record.speaker or ""):
                return speaker_entity
            return self._label_entity(record, subject_name)
        if speaker_entity is not None and first_person(record.source_span.text):
            return speaker_entity
        return None

    def _label_entity(self, record: FactRecord, label: str) -> str:
        key = _label_key(record.transcription_id, label)
        owners = self._memory.directory.aliases.get(key, set())
        if len(owners) == 1:
            return next(iter(owners))
        entity_id = self._new_entity(f"{label.strip()} ({record.transcription_id})")
        self._alias(key, entity_id, "label", record.fact_id, raw=True)
        return entity_id

    def _roles(self, record: FactRecord, speaker_entity: str) -> None:
        """ "my sister Anna": "Anna" and "<speaker>'s sister" become aliases of one entity, unless they
        already name two different ones."""
        found = ent.role_introduction(record.source_span.text)
        owner = self._memory.entity_names.get(speaker_entity)
        if found is None or owner is None:
            return
        role, name = found
        role_key = ent.role_alias(owner, role)
        by_role = self._memory.directory.aliases.get(role_key, set())
        by_name = self._memory.directory.resolve(name)
        if by_name.ambiguous or len(by_role) > 1:
            return
        if by_role and by_name.entity_id is not None and by_name.entity_id not in by_role:
            return
        entity_id = by_name.entity_id or (next(iter(by_role)) if by_role else None) or self._new_entity(name)
        self._alias(name, entity_id, "role", record.fact_id)
        self._alias(role_key, entity_id, "role", record.fact_id, raw=True)

    def link(self, fact_id: str, entity_id: str, role: str) -> None:
        if (fact_id, entity_id, role) in self._linked:
            return
        self._linked.add((fact_id, entity_id, role))
        self._rows.links.append({"fact_id": fact_id, "entity_id": entity_id, "role": role, "created_at": self._now})
