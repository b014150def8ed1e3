"""The background workers over durable job rows: ASR (audio → transcript) and digests."""

from __future__ import annotations

import logging

from factlayer.asr.transcriber import Transcriber, WhisperTranscriber
from factlayer.config import Settings
from factlayer.jobs.asr_job import ASRJob
from factlayer.jobs.runner import JobRunner, JobSignal
from factlayer.services.digests import DigestService
from factlayer.storage.job_store import Job, JobStore
from factlayer.storage.transcription_store import TranscriptionStore

log = logging.getLogger("factlayer")

# A digest that failed this often (a crash, an LLM outage) is left failed; GET /digest still builds it.
DIGEST_MAX_ATTEMPTS = 2


def digest_worker(settings: Settings, jobs: JobStore, digests: DigestService) -> JobRunner:
    async def on_failure(job: Job, reason: str, final: bool) -> None:
        log.warning("digest of %s failed%s: %s", job.transcription_id, "" if final else " (will retry)", reason)

    return JobRunner(
        jobs,
        "digest",
        digests.run_job,
        on_failure=on_failure,
        max_attempts=DIGEST_MAX_ATTEMPTS,
        poll_interval_s=settings.job_poll_s,
    )


def asr_worker(settings: Settings, jobs: JobStore, store: TranscriptionStore, job: ASRJob) -> JobRunner:
    async def on_failure(failed: Job, reason: str, final: bool) -> None:
        if final:
            await store.mark_failed(failed.transcription_id, reason)
        else:
            await store.mark_queued_for_retry(failed.transcription_id, f"attempt {failed.attempts} failed: {reason}")

    return JobRunner(
        jobs,
        "asr",
        job,
        on_failure=on_failure,
        max_attempts=settings.asr.max_attempts,
        concurrency=settings.asr.concurrency,
        poll_interval_s=settings.job_poll_s,
    )


async def start_workers(
    settings: Settings,
    jobs: JobStore,
    store: TranscriptionStore,
    digests: DigestService,
    signal: JobSignal,
    transcriber: Transcriber | None,
) -> list[JobRunner]:
    """Start both workers (Whisper is loaded here unless a transcriber is given) and attach them to
    ``signal``. Each runner first re-queues the jobs of its kind whose lease expired (never live ones)."""
    if transcriber is None:
        transcriber = await WhisperTranscriber.load(settings.asr)
    model_name = str(getattr(transcriber, "model_name", settings.asr.model))
    asr_job = ASRJob(store, transcriber, settings.uploads_dir, model_name=model_name, completed=signal)
    runners = [digest_worker(settings, jobs, digests), asr_worker(settings, jobs, store, asr_job)]
    for runner in runners:
        signal.attach(runner)
        runner.start()
    return runners
