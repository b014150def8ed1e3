"""A worker loop over one kind of durable job.

Jobs are claimed under a lease (``JobStore``); while the handler runs, a heartbeat extends the lease every
third of its length. If the heartbeat finds the job taken back, or cannot reach the database for a whole
lease, the handler is cancelled: another worker may now run the job, and this one must not go on with it.
Every ``lease_s`` an idle loop also puts jobs with expired leases (their worker died) back in the queue.
Errors that retrying cannot fix (bad input: a ``FactLayerError`` with a 4xx status) fail the job at once;
others are retried until ``max_attempts``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

from factlayer.errors import FactLayerError
from factlayer.storage.job_store import Job, JobKind, JobStore, LeaseLost

log = logging.getLogger("factlayer.jobs")

Handler = Callable[[Job], Awaitable[None]]
FailureHook = Callable[[Job, str, bool], Awaitable[None]]


def describe(exc: BaseException) -> str:
    """What a failed job shows to API clients. Our own errors are written for them; anything else may
    carry server paths or internals (``FileNotFoundError: /data/uploads/...``), so only its kind is
    shown and the full error goes to the log."""
    if isinstance(exc, FactLayerError):
        return exc.detail
    return f"{type(exc).__name__} (details in the server log)"


def is_permanent(exc: BaseException) -> bool:
    return isinstance(exc, FactLayerError) and 400 <= exc.status < 500


class JobSignal:
    """Wakes the runners attached to it when something queued a job (none attached: workers are off)."""

    def __init__(self) -> None:
        self._runners: list[JobRunner] = []

    def attach(self, runner: JobRunner) -> None:
        self._runners.append(runner)

    def notify(self) -> None:
        for runner in self._runners:
            runner.notify()


class JobRunner:
    def __init__(
        self,
        store: JobStore,
        kind: JobKind,
        handler: Handler,
        *,
        on_failure: FailureHook,
        max_attempts: int,
        concurrency: int = 1,
        poll_interval_s: float = 2.0,
    ) -> None:
        self._store = store
        self._kind = kind
        self._handler = handler
        self._on_failure = on_failure
        self._max_attempts = max_attempts
        self._concurrency = concurrency
        self._poll_interval_s = poll_interval_s
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._stopping = False
        self._lease_s = store.lease.total_seconds()
        self._next_recovery = 0.0

    def notify(self) -> None:
        """Something was enqueued: look now rather than at the next poll."""
        self._wake.set()

    def start(self) -> None:
        self._tasks = [
            asyncio.create_task(self._loop(), name=f"factlayer-{self._kind}-worker-{i}")
            for i in range(self._concurrency)
        ]

    async def stop(self, grace_s: float = 5.0) -> None:
        """Stop claiming; let a job in progress finish for up to ``grace_s``, then cancel it.

        Cancelling at once could land inside a job's write transaction: its connection then kept
        SQLite's write lock while the cancelled job tried to release itself, which waited out the busy
        timeout and failed (seen as "database is locked" at shutdown). A job still cancelled after the
        grace period is released, or re-queued at the next start if even that fails."""
        self._stopping = True
        self._wake.set()
        if self._tasks:
            _, pending = await asyncio.wait(self._tasks, timeout=grace_s)
            for task in pending:
                task.cancel()
            for task in self._tasks:
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        self._tasks = []

    async def _loop(self) -> None:
        while not self._stopping:
            await self._recover_expired()
            try:
                job = await self._store.claim_next(self._kind)
            except Exception:
                log.exception("could not claim a %s job", self._kind)
                job = None
            if job is None:
                if self._stopping:
                    return
                self._wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), self._poll_interval_s)
                continue
            await self._run(job)

    async def _recover_expired(self) -> None:
        """At most once a lease period: jobs whose worker died go back to the queue (or fail)."""
        if time.monotonic() < self._next_recovery:
            return
        self._next_recovery = time.monotonic() + self._lease_s
        try:
            requeued, failed = await self._store.recover_expired(max_attempts=self._max_attempts, kind=self._kind)
        except Exception:
            log.exception("could not recover expired %s jobs", self._kind)
            return
        if requeued or failed:
            log.warning("expired %s leases: requeued %s, failed %s", self._kind, requeued, failed)

    async def _heartbeat(self, job: Job, work: asyncio.Task[None]) -> None:
        """Keep the lease while ``work`` runs; cancel ``work`` once the lease cannot be shown to be ours."""
        held_until = time.monotonic() + self._lease_s
        while not work.done():
            await asyncio.sleep(self._lease_s / 3)
            try:
                if await self._store.heartbeat(job):
                    held_until = time.monotonic() + self._lease_s
                    continue
                log.warning("%s job %s: lease lost (taken back after expiring); stopping it", self._kind, job.id)
            except Exception:
                if time.monotonic() < held_until:
                    log.warning("%s job %s: heartbeat failed; retrying", self._kind, job.id, exc_info=True)
                    continue
                log.warning("%s job %s: lease expired without a heartbeat; stopping it", self._kind, job.id)
            work.cancel()
            return

    async def _run(self, job: Job) -> None:
        log.info("%s job %s for %s: attempt %d", self._kind, job.id, job.transcription_id, job.attempts)
        work: asyncio.Task[None] = asyncio.create_task(self._handle(job))
        beat = asyncio.create_task(self._heartbeat(job, work))
        try:
            await asyncio.shield(work)
        except asyncio.CancelledError:
            if not work.cancelled() or not beat.done():  # the runner is being stopped, not the lease lost
                work.cancel()
                beat.cancel()
                await asyncio.gather(work, beat, return_exceptions=True)
                try:
                    await asyncio.shield(self._store.release(job))
                except Exception:
                    log.warning(
                        "%s job %s not released at shutdown; its lease expires and it is re-queued", self._kind, job.id
                    )
                raise
            return  # lease lost: the job belongs to whoever took it back; nothing to record here
        except LeaseLost:
            log.warning("%s job %s: lease lost before its results were stored; not completed here", self._kind, job.id)
            return
        except Exception as exc:
            await self._record_failure(job, exc)
            return
        finally:
            beat.cancel()
            await asyncio.gather(beat, return_exceptions=True)
        try:
            await self._store.finish(job)
        except LeaseLost:
            log.warning("%s job %s: lease lost before it was marked done", self._kind, job.id)

    async def _handle(self, job: Job) -> None:
        await self._handler(job)

    async def _record_failure(self, job: Job, exc: Exception) -> None:
        reason = describe(exc)
        try:
            final = await self._store.fail(job, reason, max_attempts=self._max_attempts, retry=not is_permanent(exc))
        except LeaseLost:
            log.warning("%s job %s failed (%s) after its lease was lost", self._kind, job.id, reason)
            return
        log.log(
            logging.WARNING if final else logging.INFO,
            "%s job %s failed (%s)%s",
            self._kind,
            job.id,
            reason,
            "" if final else "; will retry",
            exc_info=not is_permanent(exc),
        )
        await self._on_failure(job, reason, final)
