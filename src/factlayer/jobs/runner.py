"""A worker loop over one kind of durable job.

Jobs are claimed atomically from the database, so no job is run twice; a job left running by a
stopped process is re-queued at startup (``JobStore.requeue_interrupted``). Errors that retrying
cannot fix (bad input: a ``FactLayerError`` with a 4xx status) fail the job at once; others are
retried until ``max_attempts``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from factlayer.errors import FactLayerError
from factlayer.storage.job_store import Job, JobKind, JobStore

log = logging.getLogger("factlayer.jobs")

Handler = Callable[[Job], Awaitable[None]]
FailureHook = Callable[[Job, str, bool], Awaitable[None]]


def describe(exc: BaseException) -> str:
    if isinstance(exc, FactLayerError):
        return exc.detail
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


def is_permanent(exc: BaseException) -> bool:
    return isinstance(exc, FactLayerError) and 400 <= exc.status < 500


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

    async def _run(self, job: Job) -> None:
        log.info("%s job %s for %s: attempt %d", self._kind, job.id, job.transcription_id, job.attempts)
        try:
            await self._handler(job)
        except asyncio.CancelledError:
            try:
                await asyncio.shield(self._store.release(job.id))
            except Exception:
                log.warning("%s job %s not released at shutdown; it is re-queued at the next start", self._kind, job.id)
            raise
        except Exception as exc:
            reason = describe(exc)
            final = await self._store.fail(job, reason, max_attempts=self._max_attempts, retry=not is_permanent(exc))
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
            return
        await self._store.finish(job.id)
