"""Job leases on SQLite and PostgreSQL: one owner per job, live leases are never taken, expired ones are,
and a worker that lost its lease cannot complete the job."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from factlayer.asr.types import TranscriptResult
from factlayer.jobs.runner import JobRunner
from factlayer.storage.job_store import Job, JobStore, LeaseLost
from factlayer.storage.tables import jobs
from factlayer.storage.transcription_store import TranscriptionStore
from tests.storage.helpers import count_rows, run_sql


async def _texts(engine: AsyncEngine, n: int) -> list[str]:
    """``n`` text transcriptions; each gets one queued digest job at ingest."""
    store = TranscriptionStore(engine)
    return [(await store.create_text(f"Statement {i}.", language=None, title=None)).id for i in range(n)]


async def _job_rows(engine: AsyncEngine) -> dict[str, tuple[str, str | None, int]]:
    async with engine.connect() as conn:
        rows = (await conn.execute(select(jobs.c.id, jobs.c.status, jobs.c.lease_owner, jobs.c.attempts))).all()
    return {r.id: (r.status, r.lease_owner, r.attempts) for r in rows}


async def _audio_job(engine: AsyncEngine) -> tuple[str, str]:
    created = await TranscriptionStore(engine).create_audio(
        audio_sha256="0" * 64, filename="a.wav", content_type="audio/wav", language=None, title=None
    )
    async with engine.connect() as conn:
        query = select(jobs.c.id).where(jobs.c.transcription_id == created.id, jobs.c.kind == "asr")
        return created.id, str((await conn.execute(query)).scalar_one())


async def test_a_text_transcription_gets_one_queued_digest_job(engine: AsyncEngine) -> None:
    await _texts(engine, 2)
    assert sorted(status for status, _, _ in (await _job_rows(engine)).values()) == ["queued", "queued"]


async def test_concurrent_workers_claim_every_job_exactly_once(engine: AsyncEngine) -> None:
    await _texts(engine, 24)
    stores = [JobStore(engine) for _ in range(4)]

    async def drain(store: JobStore) -> list[Job]:
        claimed = []
        while (job := await store.claim_next("digest")) is not None:
            claimed.append(job)
        return claimed

    results = await asyncio.gather(*(drain(s) for s in stores))
    claimed = [job.id for batch in results for job in batch]
    assert len(claimed) == len(set(claimed)) == 24
    rows = await _job_rows(engine)
    for store, batch in zip(stores, results, strict=True):
        for job in batch:
            assert rows[job.id] == ("running", store.owner, 1)


async def test_recovery_leaves_a_live_lease_alone(engine: AsyncEngine) -> None:
    """The bug this fixes: a second process starting up re-queued the first one's live job."""
    await _texts(engine, 1)
    first = JobStore(engine, lease_s=60)
    job = await first.claim_next("digest")
    assert job is not None
    second = JobStore(engine, lease_s=60)
    assert await second.recover_expired(max_attempts=3) == ([], [])
    assert await second.claim_next("digest") is None
    assert (await _job_rows(engine))[job.id] == ("running", first.owner, 1)
    assert await first.heartbeat(job)
    await first.finish(job)
    assert (await _job_rows(engine))[job.id][0] == "done"


async def test_an_expired_lease_is_requeued_and_its_old_owner_cannot_finish(engine: AsyncEngine) -> None:
    (transcription_id,) = await _texts(engine, 1)
    dead = JobStore(engine, lease_s=0.2)
    job = await dead.claim_next("digest")
    assert job is not None
    await asyncio.sleep(0.4)
    survivor = JobStore(engine, lease_s=60)
    assert await survivor.recover_expired(max_attempts=3) == ([transcription_id], [])
    again = await survivor.claim_next("digest")
    assert again is not None and (again.id, again.attempts) == (job.id, 2)
    assert not await dead.heartbeat(job)
    with pytest.raises(LeaseLost):
        await dead.finish(job)
    with pytest.raises(LeaseLost):
        await dead.fail(job, "late", max_attempts=3)
    await dead.release(job)  # no effect: not the owner any more
    assert (await _job_rows(engine))[job.id] == ("running", survivor.owner, 2)


async def test_heartbeats_keep_a_lease_alive(engine: AsyncEngine) -> None:
    await _texts(engine, 1)
    worker = JobStore(engine, lease_s=0.6)
    job = await worker.claim_next("digest")
    assert job is not None
    for _ in range(4):
        await asyncio.sleep(0.25)
        assert await worker.heartbeat(job)
    assert await JobStore(engine).recover_expired(max_attempts=3) == ([], [])


async def test_an_expired_job_at_the_attempt_limit_fails_with_its_transcription(engine: AsyncEngine) -> None:
    transcription_id, job_id = await _audio_job(engine)
    for _ in range(2):  # claimed, the worker dies, the lease runs out: twice
        assert await JobStore(engine, lease_s=-1).claim_next("asr") is not None
        await JobStore(engine).recover_expired(max_attempts=2)
    rows = await _job_rows(engine)
    assert rows[job_id][0] == "failed"
    transcription = await TranscriptionStore(engine).get(transcription_id)
    assert transcription.status == "failed" and "interrupted 2 times" in (transcription.error or "")


async def test_release_gives_the_attempt_back(engine: AsyncEngine) -> None:
    await _texts(engine, 1)
    worker = JobStore(engine)
    job = await worker.claim_next("digest")
    assert job is not None
    await worker.release(job)
    assert (await _job_rows(engine))[job.id] == ("queued", None, 0)


async def test_completing_audio_after_the_lease_was_lost_writes_nothing(engine: AsyncEngine) -> None:
    transcription_id, _ = await _audio_job(engine)
    dead = JobStore(engine, lease_s=-1)
    job = await dead.claim_next("asr")
    assert job is not None
    await JobStore(engine).recover_expired(max_attempts=3)
    audit_before = await count_rows(engine, "audit_log")
    with pytest.raises(LeaseLost):
        await TranscriptionStore(engine).complete_audio(
            transcription_id,
            TranscriptResult(text="hello", language="en", language_probability=1.0, duration_s=1.0, model="test"),
            asr_model="test",
            timings={},
            job_id=job.id,
            lease_owner=job.owner,
        )
    assert await count_rows(engine, "audit_log") == audit_before
    assert (await TranscriptionStore(engine).get(transcription_id)).status == "queued"
    assert await count_rows(engine, "jobs") == 2  # the ASR and digest jobs queued at ingest, and no more


async def test_the_runner_stops_a_job_whose_lease_was_taken(engine: AsyncEngine) -> None:
    await _texts(engine, 1)
    started, cancelled = asyncio.Event(), asyncio.Event()

    async def handler(job: Job) -> None:
        started.set()
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    async def no_failure(job: Job, reason: str, final: bool) -> None:
        raise AssertionError(reason)

    store = JobStore(engine, lease_s=0.3)
    runner = JobRunner(store, "digest", handler, on_failure=no_failure, max_attempts=3, poll_interval_s=0.05)
    runner.start()
    await asyncio.wait_for(started.wait(), 10)
    await run_sql(engine, "UPDATE jobs SET lease_owner = 'another-worker'")  # as if it expired and was taken
    await asyncio.wait_for(cancelled.wait(), 5)
    await runner.stop(grace_s=1)
    assert [(status, owner) for status, owner, _ in (await _job_rows(engine)).values()] == [
        ("running", "another-worker")
    ]
