"""The audit log: an append-only hash chain, anchored by a key held outside the database.

Each entry stores ``hash = sha256(prev_hash + canonical_json(entry))`` where ``entry`` is
``{seq, created_at, action, entity_type, entity_id, payload}``; the first entry's ``prev_hash`` is
64 zeros. Changing, removing or reordering any row breaks the chain at that row.

Two additions make the chain evidence about the *data*, not only about itself:

* every event about a transcription, fact, rejection or run carries ``row_sha256``, the digest of
  that row as the database returns it inside the writing transaction (see :data:`HASHED_ROWS`), so
  a row changed behind the triggers' back no longer matches its entry;
* with ``FACTLAYER_AUDIT_KEY`` set, each entry also stores ``mac = HMAC-SHA256(key, hash)``; without
  the key nobody can recompute a chain that still verifies.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Column, Connection, Row, Select, Table, insert, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from factlayer.storage.tables import audit_log, extraction_runs, facts, rejected_candidates, transcriptions

GENESIS_HASH = "0" * 64
AUDIT_KEY_OPTION = "factlayer_audit_key"
_ID_CHUNK = 500


def _columns(table: Table, names: Sequence[str] | None = None) -> tuple[Column[Any], ...]:
    return tuple(table.c[name] for name in names) if names else tuple(table.columns)


# entity_type -> (table, the columns its row digest covers). Facts, rejections and runs never change,
# so the whole row counts; a transcription's status, progress and timings move while it is processed,
# its identity and text do not (and its text is frozen by a trigger once completed).
HASHED_ROWS: dict[str, tuple[Table, tuple[Column[Any], ...]]] = {
    "transcription": (
        transcriptions,
        _columns(transcriptions, ("id", "namespace", "source_kind", "text", "title", "audio_sha256", "created_at")),
    ),
    "fact": (facts, _columns(facts)),
    "rejected_candidate": (rejected_candidates, _columns(rejected_candidates)),
    "extraction_run": (extraction_runs, _columns(extraction_runs)),
}


@dataclass(frozen=True, slots=True)
class AuditEvent:
    action: str
    entity_type: str
    entity_id: str
    payload: dict[str, Any]


def _normalised(value: Any) -> Any:
    if isinstance(value, datetime):  # drivers differ in time zone handling; the instant is what counts
        return (value.astimezone(UTC).replace(tzinfo=None) if value.tzinfo else value).isoformat()
    if isinstance(value, float):
        return repr(value)
    return value


def row_digest(row: Mapping[str, Any]) -> str:
    """SHA-256 of a row's values (column name -> value) in canonical form."""
    return hashlib.sha256(canonical_json({k: _normalised(v) for k, v in row.items()}).encode("utf-8")).hexdigest()


def entry_mac(key: str, digest: str) -> str:
    return hmac.new(key.encode("utf-8"), digest.encode("ascii"), hashlib.sha256).hexdigest()


def with_audit_key(engine: AsyncEngine, key: str | None) -> AsyncEngine:
    """The same engine (same pool), whose audit entries are signed with ``key``."""
    return engine.execution_options(**{AUDIT_KEY_OPTION: key}) if key else engine


def hashed_row_digest(entity_type: str, row: Mapping[Any, Any]) -> str:
    """The digest of an audited row from a full row of its table (e.g. an INSERT's RETURNING), over the
    columns :data:`HASHED_ROWS` names for it: the same digest a SELECT of those columns gives."""
    return row_digest({column.name: row[column.name] for column in HASHED_ROWS[entity_type][1]})


def _digest_queries(
    events: Sequence[AuditEvent], known: Mapping[tuple[str, str], str]
) -> list[tuple[str, Select[Any]]]:
    """The reads that give the digests of the audited rows ``events`` are about, less those ``known``."""
    queries: list[tuple[str, Select[Any]]] = []
    for entity_type, (table, columns) in HASHED_ROWS.items():
        ids = sorted(
            {e.entity_id for e in events if e.entity_type == entity_type} - {i for t, i in known if t == entity_type}
        )
        for start in range(0, len(ids), _ID_CHUNK):
            queries.append((entity_type, select(*columns).where(table.c.id.in_(ids[start : start + _ID_CHUNK]))))
    return queries


async def _row_digests(
    conn: AsyncConnection, events: Sequence[AuditEvent], known: Mapping[tuple[str, str], str]
) -> dict[tuple[str, str], str]:
    digests: dict[tuple[str, str], str] = dict(known)
    for entity_type, query in _digest_queries(events, known):
        for row in await conn.execute(query):
            digests[(entity_type, row.id)] = row_digest(row._asdict())
    return digests


@dataclass(frozen=True, slots=True)
class ChainReport:
    ok: bool
    entries: int
    first_broken_seq: int | None = None
    reason: str | None = None


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def entry_hash(
    prev_hash: str, seq: int, created_at: str, action: str, entity_type: str, entity_id: str, payload: str
) -> str:
    body = canonical_json(
        {
            "seq": seq,
            "created_at": created_at,
            "action": action,
            "entity_type": entity_type,
            "entity_id": entity_id,
            "payload": json.loads(payload),
        }
    )
    return hashlib.sha256((prev_hash + body).encode("utf-8")).hexdigest()


CHAIN_HEAD = select(audit_log.c.seq, audit_log.c.hash).order_by(audit_log.c.seq.desc()).limit(1)


def chain_rows(
    head: Row[Any, Any] | None, events: Sequence[AuditEvent], digests: Mapping[tuple[str, str], str], key: str | None
) -> list[dict[str, Any]]:
    """The audit_log rows that append ``events`` after ``head`` (the chain's last seq and hash, None for an
    empty log), each linked to the one before, with the row digests and, with ``key``, the MACs."""
    seq, prev_hash = (int(head.seq), str(head.hash)) if head else (0, GENESIS_HASH)
    created_at = datetime.now(UTC).isoformat()
    rows = []
    for event in events:
        seq += 1
        row_sha256 = digests.get((event.entity_type, event.entity_id))
        payload = canonical_json({**event.payload, "row_sha256": row_sha256} if row_sha256 else event.payload)
        digest = entry_hash(prev_hash, seq, created_at, event.action, event.entity_type, event.entity_id, payload)
        rows.append(
            {
                "seq": seq,
                "created_at": created_at,
                "action": event.action,
                "entity_type": event.entity_type,
                "entity_id": event.entity_id,
                "payload": payload,
                "prev_hash": prev_hash,
                "hash": digest,
                "mac": entry_mac(key, digest) if key else None,
            }
        )
        prev_hash = digest
    return rows


async def append_events(
    conn: AsyncConnection, events: list[AuditEvent], known: Mapping[tuple[str, str], str] | None = None
) -> None:
    """Append events to the chain inside the caller's write transaction (which holds the write lock).
    Write the rows first: an event about a row listed in :data:`HASHED_ROWS` records its digest, read here
    unless ``known`` has it ((entity_type, id) -> :func:`hashed_row_digest` of the row this transaction
    wrote and read back, e.g. with RETURNING: one query less)."""
    if not events:
        return
    head = (await conn.execute(CHAIN_HEAD)).first()
    key: str | None = (
        conn.sync_connection.get_execution_options().get(AUDIT_KEY_OPTION) if conn.sync_connection else None
    )
    await conn.execute(insert(audit_log), chain_rows(head, events, await _row_digests(conn, events, known or {}), key))


def append_events_sync(conn: Connection, events: list[AuditEvent], known: Mapping[tuple[str, str], str]) -> None:
    """:func:`append_events` on a synchronous connection (``storage.text_writer``)."""
    if not events:
        return
    head = conn.execute(CHAIN_HEAD).first()
    digests = dict(known)
    for entity_type, query in _digest_queries(events, known):
        for row in conn.execute(query):
            digests[(entity_type, row.id)] = row_digest(row._asdict())
    key = conn.get_execution_options().get(AUDIT_KEY_OPTION)
    conn.execute(insert(audit_log), chain_rows(head, events, digests, key))


def link_fault(row: Any, prev_hash: str, expected_seq: int) -> tuple[int, str] | None:
    """Where and why one audit row breaks the chain after ``prev_hash`` at ``expected_seq`` (None: it holds).
    Both the chain walk below and ``audit verify`` (``audit_verify``) read a row through this one check."""
    if row.seq != expected_seq:
        return expected_seq, f"entry {expected_seq} is missing (found {row.seq})"
    if row.prev_hash != prev_hash:
        return row.seq, "prev_hash does not match the previous entry's hash"
    try:
        recomputed = entry_hash(
            prev_hash, row.seq, row.created_at, row.action, row.entity_type, row.entity_id, row.payload
        )
    except (ValueError, TypeError):
        return row.seq, "payload is not valid JSON"
    if recomputed != row.hash:
        return row.seq, "hash does not match the entry's content"
    return None


async def verify_chain(conn: AsyncConnection, batch_size: int = 5000) -> ChainReport:
    """Walk the whole chain in order; report the first row whose link or hash does not hold.
    (The links only: ``audit_verify.verify_database`` also checks keys, rows and checkpoints.)"""
    prev_hash = GENESIS_HASH
    count = 0
    result = await conn.stream(select(audit_log).order_by(audit_log.c.seq).execution_options(yield_per=batch_size))
    async for row in result:
        count += 1
        fault = link_fault(row, prev_hash, count)
        if fault is not None:
            return ChainReport(False, count, fault[0], fault[1])
        prev_hash = row.hash
    return ChainReport(True, count)


async def baseline_rows(engine: AsyncEngine, batch: int = 1000) -> int:
    """Record today's digest of every audited row whose latest entry has none (rows written before
    migration 0007), as ``row.baseline`` entries; returns how many. This trusts those rows as they
    are now: run it once after upgrading, then take a checkpoint. Rows with no entry at all are left
    for ``audit verify`` to report."""
    from factlayer.storage.db import write_transaction

    written = 0
    for entity_type, (table, _columns) in HASHED_ROWS.items():
        latest = (
            select(audit_log.c.payload)
            .where(audit_log.c.entity_type == entity_type, audit_log.c.entity_id == table.c.id)
            .order_by(audit_log.c.seq.desc())
            .limit(1)
            .scalar_subquery()
        )
        async with engine.connect() as conn:
            rows = (await conn.execute(select(table.c.id, latest.label("payload")).order_by(table.c.id))).all()
        ids = [row.id for row in rows if row.payload is not None and "row_sha256" not in json.loads(row.payload)]
        for start in range(0, len(ids), batch):
            events = [AuditEvent("row.baseline", entity_type, i, {}) for i in ids[start : start + batch]]
            async with write_transaction(engine) as conn:
                await append_events(conn, events)
            written += len(events)
    return written
