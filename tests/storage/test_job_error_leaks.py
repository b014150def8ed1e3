"""A failed job's error, which GET /v1/transcriptions/{id} shows, names no server path (issue 16)."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.asr.audio import decode_audio
from factlayer.jobs.runner import JobRunner
from factlayer.storage.job_store import Job, JobStore
from factlayer.storage.transcription_store import TranscriptionStore
from tests.storage.helpers import sqlite_only

backend = sqlite_only  # reads the SQLite file directly


async def test_a_missing_upload_fails_without_showing_its_path(engine: AsyncEngine, db_path: Path) -> None:
    transcription = await TranscriptionStore(engine).create_text("Patient: hello.", language=None, title=None)
    job_id = await JobStore(engine).enqueue("asr", transcription.id)
    missing = db_path.parent / "uploads" / "gone.wav"
    failures: list[str] = []
    done = asyncio.Event()

    async def transcribe(job: Job) -> None:
        decode_audio(missing)  # the real decoder: FileNotFoundError naming the server path

    async def on_failure(job: Job, reason: str, final: bool) -> None:
        failures.append(reason)
        done.set()

    runner = JobRunner(JobStore(engine), "asr", transcribe, on_failure=on_failure, max_attempts=1)
    runner.start()
    runner.notify()
    await asyncio.wait_for(done.wait(), 10)
    await runner.stop()
    with sqlite3.connect(db_path) as conn:
        stored = str(conn.execute("SELECT error FROM jobs WHERE id = ?", (job_id,)).fetchone()[0])
    for text in (*failures, stored):
        assert text.startswith("FileNotFoundError")
        assert str(db_path.parent) not in text and "gone.wav" not in text
