"""JobRunner.stop on a real migrated SQLite file: a job in progress finishes within the grace period
(cancelling it mid-transaction once left the write lock held: "database is locked" at shutdown), and a
job that outlasts the grace period is cancelled and released for the next start."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.jobs.runner import Handler, JobRunner
from factlayer.storage.db import write_transaction
from factlayer.storage.job_store import Job, JobStore
from factlayer.storage.transcription_store import TranscriptionStore


async def _no_failure(job: Job, reason: str, final: bool) -> None:
    raise AssertionError(f"job {job.id} failed: {reason}")


async def _queued_job(engine: AsyncEngine) -> str:
    transcription = await TranscriptionStore(engine).create_text(
        "Patient: I take ibuprofen.", language=None, title=None
    )
    return await JobStore(engine).enqueue("digest", transcription.id)


async def _start_then_stop(engine: AsyncEngine, handler: Handler, grace_s: float) -> None:
    """Run ``handler`` on the queued job and ask the runner to stop once the job has started."""
    started = asyncio.Event()

    async def run(job: Job) -> None:
        started.set()
        await handler(job)

    runner = JobRunner(JobStore(engine), "digest", run, on_failure=_no_failure, max_attempts=3)
    runner.start()
    runner.notify()
    await asyncio.wait_for(started.wait(), 10)
    await runner.stop(grace_s=grace_s)


def _status(db_path: Path, job_id: str) -> str:
    with sqlite3.connect(db_path) as conn:
        return str(conn.execute("SELECT status FROM jobs WHERE id = ?", (job_id,)).fetchone()[0])


async def test_a_job_in_progress_finishes_before_the_runner_stops(engine: AsyncEngine, db_path: Path) -> None:
    job_id = await _queued_job(engine)

    async def handler(job: Job) -> None:
        async with write_transaction(engine) as conn:  # holds the write lock across the stop request
            await asyncio.sleep(0.3)
            await conn.exec_driver_sql("SELECT 1")

    await _start_then_stop(engine, handler, grace_s=10)
    assert _status(db_path, job_id) == "done"


async def test_a_job_outlasting_the_grace_period_is_released(engine: AsyncEngine, db_path: Path) -> None:
    job_id = await _queued_job(engine)

    async def handler(job: Job) -> None:
        await asyncio.sleep(3600)

    await _start_then_stop(engine, handler, grace_s=0.1)
    assert _status(db_path, job_id) == "queued"
