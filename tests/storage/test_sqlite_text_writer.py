"""SQLite's group write of texts (``storage/text_writer.py``) runs on the event loop's thread, so it must
never wait inside SQLite: while another process holds the write lock the loop keeps serving, and the write
lands once the lock is free. Its commits do not checkpoint the WAL; it checkpoints every
``CHECKPOINT_EVERY`` writes off the loop, so the database file itself holds what was written."""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
import time
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.storage.scope import namespace_for_write
from factlayer.storage.text_writer import CHECKPOINT_EVERY
from factlayer.storage.transcription_store import NewText, TranscriptionStore
from tests.storage.helpers import sqlite_only

backend = sqlite_only  # holds the lock and reads the file through raw sqlite3


def _text(n: int) -> NewText:
    return NewText(f"Patient: I take {n} mg.", None, None, namespace_for_write(None))


async def test_a_write_waits_for_another_process_lock_without_blocking_the_loop(
    engine: AsyncEngine, db_path: Path
) -> None:
    store = TranscriptionStore(engine)
    await store.create_texts([_text(0)])  # the writer's connection is open before the lock is taken
    other = sqlite3.connect(db_path, isolation_level=None)  # another process's connection
    other.execute("BEGIN IMMEDIATE")
    try:
        write = asyncio.create_task(store.create_texts([_text(1), _text(2)]))
        started = time.monotonic()
        for _ in range(20):  # the loop keeps turning while the write waits for the lock
            await asyncio.sleep(0.005)
        assert time.monotonic() - started < 2.0  # blocked in SQLite's busy handler, this took 10 s
        assert not write.done(), write
        other.execute("COMMIT")
        created = await asyncio.wait_for(write, timeout=5)
    finally:
        other.close()
        await store.aclose()
    assert [c.text for c in created] == ["Patient: I take 1 mg.", "Patient: I take 2 mg."]
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT count(*) FROM jobs WHERE kind = 'digest'").fetchone() == (3,)


async def test_the_wal_is_checkpointed_into_the_database_file(
    engine: AsyncEngine, db_path: Path, tmp_path: Path
) -> None:
    store = TranscriptionStore(engine)
    for n in range(CHECKPOINT_EVERY):
        await store.create_texts([_text(n)])
    await store.aclose()  # waits for the checkpoint it started
    alone = tmp_path / "file-only.db"
    shutil.copyfile(db_path, alone)  # the main file without its -wal
    with sqlite3.connect(alone) as conn:
        assert conn.execute("SELECT count(*) FROM transcriptions").fetchone() == (CHECKPOINT_EVERY,)
