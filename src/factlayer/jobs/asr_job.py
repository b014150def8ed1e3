"""The ASR job: transcribe a stored upload and store its text, segments and words as the ASR gave them."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from factlayer.asr.transcriber import Transcriber
from factlayer.jobs.runner import JobSignal
from factlayer.observability.events import emit
from factlayer.storage.job_store import Job
from factlayer.storage.transcription_store import TranscriptionStore

PROGRESS_INTERVAL_S = 0.5


class ASRJob:
    def __init__(
        self,
        store: TranscriptionStore,
        transcriber: Transcriber,
        uploads_dir: Path,
        *,
        model_name: str,
        completed: JobSignal | None = None,
    ) -> None:
        self._store = store
        self._transcriber = transcriber
        self._uploads_dir = uploads_dir
        self._model_name = model_name
        self._completed = completed  # wakes the digest worker: the transcription's digest job can run

    async def __call__(self, job: Job) -> None:
        transcription = await self._store.get(job.transcription_id)
        if transcription.status == "completed":  # finished before a crash lost the job's own 'done'
            return
        await self._store.mark_processing(job.transcription_id)
        assert transcription.audio_sha256 is not None
        path = self._uploads_dir / transcription.audio_sha256
        latest = [0.0]

        def on_progress(fraction: float) -> None:  # called from the ASR thread: just record it
            latest[0] = fraction

        started = time.perf_counter()
        task = asyncio.create_task(
            self._transcriber.transcribe(path, language=transcription.language, on_progress=on_progress)
        )
        written = 0.0
        try:
            while not task.done():
                await asyncio.wait({task}, timeout=PROGRESS_INTERVAL_S)
                if latest[0] - written >= 0.01 and not task.done():
                    written = latest[0]
                    await self._store.set_progress(job.transcription_id, written)
        except asyncio.CancelledError:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
            raise
        result = task.result()
        emit(
            "asr.completed",
            transcription_id=job.transcription_id,
            audio_s=round(result.duration_s, 3),
            asr_s=round(result.timings.get("asr_s", 0.0), 3),
            segments=len(result.segments),
            speakers=len({s.speaker for s in result.segments if s.speaker}),
        )
        timings = {**result.timings, "wall_s": time.perf_counter() - started}
        await self._store.complete_audio(
            job.transcription_id,
            result,
            asr_model=self._model_name,
            timings=timings,
            job_id=job.id,
            lease_owner=job.owner or None,
        )
        if self._completed is not None:
            self._completed.notify()
