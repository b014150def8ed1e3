"""``audit verify``: the chain, its key, every audited row, and an outside checkpoint.

Blocking by design (a synchronous connection, one consistent snapshot, rows streamed in batches,
never all in memory): the API and the CLI run it in a worker thread so the event loop stays free.

What is checked, in one read snapshot:

1. the chain: each entry links to the previous one and its hash recomputes; with a key, each entry's
   MAC is present and right (an attacker who recomputes the chain after an edit cannot sign it);
2. the rows: every transcription, fact, rejection and run matches the ``row_sha256`` of its latest
   audit entry, has an entry at all, and every audited entity still has its row;
3. a checkpoint (the head ``seq`` and ``hash`` written earlier by ``factlayer audit checkpoint`` and
   kept outside the database): the chain still holds that entry, with that hash.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, and_, create_engine, exists, func, literal_column, select
from sqlalchemy.pool import NullPool

from factlayer.storage.audit import GENESIS_HASH, HASHED_ROWS, canonical_json, entry_mac, link_fault, row_digest
from factlayer.storage.db import is_sqlite, sync_url
from factlayer.storage.tables import audit_log

CHECKPOINT_FORMAT = "factlayer-audit-checkpoint/1"
MAX_PROBLEMS = 20
BATCH = 2000

Progress = Callable[[str, int, int], None]
"""(phase, done, total) — called every few thousand rows."""


@dataclass(slots=True)
class VerifyReport:
    entries: int = 0
    first_broken_seq: int | None = None
    reason: str | None = None
    keyed: bool = False
    rows_checked: int = 0
    rows_unchecked: int = 0
    problems: list[str] = field(default_factory=list)
    checkpoint: str | None = None

    @property
    def ok(self) -> bool:
        return self.first_broken_seq is None and self.reason is None and not self.problems

    def as_dict(self) -> dict[str, Any]:
        return {
            "status": "ok" if self.ok else "broken",
            "entries": self.entries,
            "first_broken_seq": self.first_broken_seq,
            "reason": self.reason,
            "keyed": self.keyed,
            "rows_checked": self.rows_checked,
            "rows_unchecked": self.rows_unchecked,
            "problems": self.problems,
            "checkpoint": self.checkpoint,
        }

    def problem(self, text: str) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(text)


def _no_progress(_phase: str, _done: int, _total: int) -> None:
    return None


# --- checkpoints -------------------------------------------------------------------------------------


def _signature(key: str, body: dict[str, Any]) -> str:
    return entry_mac(key, canonical_json({k: v for k, v in body.items() if k != "signature"}))


def make_checkpoint(conn: Connection, key: str | None) -> dict[str, Any]:
    """The chain's head (``seq``, ``hash``), signed with ``key`` when one is set."""
    head = conn.execute(select(audit_log.c.seq, audit_log.c.hash).order_by(audit_log.c.seq.desc()).limit(1)).first()
    body: dict[str, Any] = {
        "format": CHECKPOINT_FORMAT,
        "seq": int(head.seq) if head else 0,
        "hash": str(head.hash) if head else GENESIS_HASH,
        "created_at": datetime.now(UTC).isoformat(),
    }
    body["signature"] = _signature(key, body) if key else None
    return body


def _checkpoint_problem(checkpoint: dict[str, Any], key: str | None) -> str | None:
    """Why the checkpoint file itself cannot be trusted, or None."""
    if checkpoint.get("format") != CHECKPOINT_FORMAT or not isinstance(checkpoint.get("seq"), int):
        return "the checkpoint file is not a factlayer audit checkpoint"
    signature = checkpoint.get("signature")
    if key is not None:
        if not signature:
            return "the checkpoint is not signed, but FACTLAYER_AUDIT_KEY is set"
        if not hmac.compare_digest(str(signature), _signature(key, checkpoint)):
            return "the checkpoint's signature does not match (edited, or signed with another key)"
    return None


# --- the checks --------------------------------------------------------------------------------------


def _count(conn: Connection, table: Any) -> int:
    return int(conn.execute(select(func.count()).select_from(table)).scalar_one())


def _check_chain(
    conn: Connection, report: VerifyReport, key: str | None, checkpoint: dict[str, Any] | None, progress: Progress
) -> None:
    total = _count(conn, audit_log)
    prev_hash, expected_seq = GENESIS_HASH, 1
    for row in conn.execution_options(yield_per=BATCH).execute(select(audit_log).order_by(audit_log.c.seq)):
        report.entries += 1
        if report.entries % BATCH == 0:
            progress("audit entries", report.entries, total)
        fault = link_fault(row, prev_hash, expected_seq)
        if fault is not None:
            report.first_broken_seq, report.reason = fault
            return
        if key is not None and not (row.mac and hmac.compare_digest(row.mac, entry_mac(key, row.hash))):
            report.first_broken_seq = row.seq
            report.reason = (
                "entry has no MAC (written without FACTLAYER_AUDIT_KEY, or the MAC was removed)"
                if not row.mac
                else "MAC does not match: the chain was recomputed without the key, or another key signed it"
            )
            return
        if checkpoint is not None and row.seq == checkpoint["seq"] and row.hash != checkpoint["hash"]:
            report.first_broken_seq = row.seq
            report.reason = "the entry at the checkpoint has another hash: the chain was rewritten before it"
            return
        prev_hash, expected_seq = row.hash, expected_seq + 1
    progress("audit entries", report.entries, total)
    if checkpoint is not None:
        if report.entries < checkpoint["seq"]:
            report.reason = f"the chain has {report.entries} entries, the checkpoint saw {checkpoint['seq']}"
        else:
            report.checkpoint = f"matches entry {checkpoint['seq']}"


def _check_rows(conn: Connection, report: VerifyReport, progress: Progress) -> None:
    for entity_type, (table, columns) in HASHED_ROWS.items():
        total = _count(conn, table)
        latest = (
            select(audit_log.c.payload)
            .where(and_(audit_log.c.entity_type == entity_type, audit_log.c.entity_id == table.c.id))
            .order_by(audit_log.c.seq.desc())
            .limit(1)
            .scalar_subquery()
        )
        query = select(*columns, latest.label("audit_payload")).order_by(table.c.id)
        done = 0
        for row in conn.execution_options(yield_per=BATCH).execute(query):
            done += 1
            if done % BATCH == 0:
                progress(f"{table.name} rows", done, total)
            values = row._asdict()
            payload = values.pop("audit_payload")
            if payload is None:
                report.problem(f"{entity_type} {row.id} has no audit entry (inserted behind the store)")
                continue
            recorded = json.loads(payload).get("row_sha256")
            if recorded is None:
                report.rows_unchecked += 1  # audited before row digests existed (migration 0007)
                continue
            report.rows_checked += 1
            if recorded != row_digest(values):
                report.problem(f"{entity_type} {row.id} differs from its audit entry (changed after it was written)")
        progress(f"{table.name} rows", done, total)
        gone = select(audit_log.c.entity_id).where(
            audit_log.c.entity_type == entity_type,
            ~exists(select(literal_column("1")).select_from(table).where(table.c.id == audit_log.c.entity_id)),
        )
        for missing in conn.execute(gone.distinct().limit(MAX_PROBLEMS)).scalars():
            report.problem(f"{entity_type} {missing} is in the audit log but its row is gone")


def verify_database(
    conn: Connection,
    *,
    key: str | None = None,
    checkpoint: dict[str, Any] | None = None,
    progress: Progress = _no_progress,
) -> VerifyReport:
    report = VerifyReport(keyed=key is not None)
    if checkpoint is not None:
        invalid = _checkpoint_problem(checkpoint, key)
        if invalid is not None:
            report.reason = invalid
            return report
    _check_chain(conn, report, key, checkpoint, progress)
    if report.first_broken_seq is None:
        _check_rows(conn, report, progress)
    return report


@contextmanager
def snapshot(url: str) -> Iterator[Connection]:
    """A synchronous connection holding one read snapshot of the database at ``url``."""
    if is_sqlite(url):
        engine = create_engine(sync_url(url), poolclass=NullPool, connect_args={"isolation_level": None})
    else:
        engine = create_engine(sync_url(url), poolclass=NullPool, isolation_level="REPEATABLE READ")
    try:
        with engine.connect() as conn:
            if is_sqlite(url):
                conn.exec_driver_sql("BEGIN")
            try:
                yield conn
            finally:
                conn.rollback()
    finally:
        engine.dispose()


def verify_database_at(
    url: str,
    *,
    key: str | None = None,
    checkpoint: dict[str, Any] | None = None,
    progress: Progress = _no_progress,
) -> VerifyReport:
    """:func:`verify_database` on its own connection (blocking: call it from a thread in async code)."""
    with snapshot(url) as conn:
        return verify_database(conn, key=key, checkpoint=checkpoint, progress=progress)


def checkpoint_at(url: str, key: str | None) -> dict[str, Any]:
    with snapshot(url) as conn:
        return make_checkpoint(conn, key)
