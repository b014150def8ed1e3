"""JobRunner.stop on a real migrated database (SQLite and PostgreSQL): a job in progress finishes within the
grace period (cancelling it mid-transaction once left the write lock held: "database is locked" at shutdown),
and a job that outlasts the grace period is cancelled and released for the next start."""

from __future__ import annotations

import asyncio

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.jobs.runner import Handler, JobRunner
from factlayer.storage.db import write_transaction
from factlayer.storage.job_store import Job, JobStore
from factlayer.storage.tables import jobs
from factlayer.storage.transcription_store import TranscriptionStore


async def _no_failure(job: Job, reason: str, final: bool) -> None:
    raise AssertionError(f"job {job.id} failed: {reason}")


async def _queued_job(engine: AsyncEngine) -> str:
    """The digest job a stored text queues in the transaction that stores it."""
    transcription = await TranscriptionStore(engine).create_text(
        "Patient: I take ibuprofen.", language=None, title=None
    )
    async with engine.connect() as conn:  # a text transcription gets its digest job at ingest
        query = select(jobs.c.id).where(jobs.c.transcription_id == transcription.id, jobs.c.kind == "digest")
        return str((await conn.execute(query)).scalar_one())


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


async def _status(engine: AsyncEngine, job_id: str) -> str:
    async with engine.connect() as conn:
        return str((await conn.execute(select(jobs.c.status).where(jobs.c.id == job_id))).scalar_one())


async def test_a_job_in_progress_finishes_before_the_runner_stops(engine: AsyncEngine) -> None:
    job_id = await _queued_job(engine)

    async def handler(job: Job) -> None:
        async with write_transaction(engine) as conn:  # holds the write lock across the stop request
            await asyncio.sleep(0.3)
            await conn.exec_driver_sql("SELECT 1")

    await _start_then_stop(engine, handler, grace_s=10)
    assert await _status(engine, job_id) == "done"


async def test_a_job_outlasting_the_grace_period_is_released(engine: AsyncEngine) -> None:
    job_id = await _queued_job(engine)

    async def handler(job: Job) -> None:
        await asyncio.sleep(3600)

    await _start_then_stop(engine, handler, grace_s=0.1)
    assert await _status(engine, job_id) == "queued"
