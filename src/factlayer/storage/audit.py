"""The audit log: an append-only hash chain.

Each entry stores ``hash = sha256(prev_hash + canonical_json(entry))`` where ``entry`` is
``{seq, created_at, action, entity_type, entity_id, payload}``; the first entry's ``prev_hash`` is
64 zeros. Changing, removing or reordering any row breaks the chain at that row.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncConnection

from factlayer.storage.tables import audit_log

GENESIS_HASH = "0" * 64


@dataclass(frozen=True, slots=True)
class AuditEvent:
    action: str
    entity_type: str
    entity_id: str
    payload: dict[str, Any]


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


async def append_events(conn: AsyncConnection, events: list[AuditEvent]) -> None:
    """Append events to the chain inside the caller's write transaction (which holds the write lock)."""
    if not events:
        return
    last = (
        await conn.execute(select(audit_log.c.seq, audit_log.c.hash).order_by(audit_log.c.seq.desc()).limit(1))
    ).first()
    seq, prev_hash = (int(last.seq), str(last.hash)) if last else (0, GENESIS_HASH)
    created_at = datetime.now(UTC).isoformat()
    rows = []
    for event in events:
        seq += 1
        payload = canonical_json(event.payload)
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
            }
        )
        prev_hash = digest
    await conn.execute(insert(audit_log), rows)


async def verify_chain(conn: AsyncConnection, batch_size: int = 5000) -> ChainReport:
    """Walk the whole chain in order; report the first row whose link or hash does not hold."""
    prev_hash = GENESIS_HASH
    expected_seq = 1
    count = 0
    result = await conn.stream(select(audit_log).order_by(audit_log.c.seq).execution_options(yield_per=batch_size))
    async for row in result:
        count += 1
        if row.seq != expected_seq:
            return ChainReport(False, count, expected_seq, f"entry {expected_seq} is missing (found {row.seq})")
        if row.prev_hash != prev_hash:
            return ChainReport(False, count, row.seq, "prev_hash does not match the previous entry's hash")
        try:
            recomputed = entry_hash(
                prev_hash, row.seq, row.created_at, row.action, row.entity_type, row.entity_id, row.payload
            )
        except (ValueError, TypeError):
            return ChainReport(False, count, row.seq, "payload is not valid JSON")
        if recomputed != row.hash:
            return ChainReport(False, count, row.seq, "hash does not match the entry's content")
        prev_hash = row.hash
        expected_seq += 1
    return ChainReport(True, count)
