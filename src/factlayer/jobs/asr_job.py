"""The ASR job: transcribe a stored upload and store text, segments and words."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from factlayer.asr.transcriber import Transcriber
from factlayer.asr.types import TranscriptResult
from factlayer.models.transcription import Segment, Word
from factlayer.storage.job_store import Job
from factlayer.storage.transcription_store import TranscriptionStore

PROGRESS_INTERVAL_S = 0.5


def segment_rows(result: TranscriptResult) -> tuple[list[Segment], list[Word]]:
    segments = [
        Segment(
            idx=s.idx,
            text=s.text,
            start_char=s.start_char,
            end_char=s.end_char,
            start_s=s.start_s,
            end_s=s.end_s,
            avg_logprob=s.avg_logprob,
            no_speech_prob=s.no_speech_prob,
        )
        for s in result.segments
    ]
    words = [
        Word(
            idx=w.idx,
            segment_idx=s.idx,
            text=w.text,
            start_char=w.start_char,
            end_char=w.end_char,
            start_s=w.start_s,
            end_s=w.end_s,
            probability=w.probability,
        )
        for s in result.segments
        for w in s.words
    ]
    return segments, words


class ASRJob:
    def __init__(
        self,
        store: TranscriptionStore,
        transcriber: Transcriber,
        uploads_dir: Path,
        *,
        model_name: str,
        on_completed: Callable[[str], Awaitable[None]] | None = None,
    ) -> None:
        self._store = store
        self._transcriber = transcriber
        self._uploads_dir = uploads_dir
        self._model_name = model_name
        self._on_completed = on_completed

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
        segments, words = segment_rows(result)
        timings = {**result.timings, "wall_s": time.perf_counter() - started}
        await self._store.complete_audio(
            job.transcription_id,
            text=result.text,
            language=result.language,
            language_probability=result.language_probability,
            duration_s=result.duration_s,
            asr_model=self._model_name,
            timings=timings,
            segment_rows=segments,
            word_rows=words,
            job_id=job.id,
        )
        if self._on_completed is not None:
            await self._on_completed(job.transcription_id)
