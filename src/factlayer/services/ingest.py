"""Taking transcripts in: text is stored at once; audio is staged, checked, stored and queued for ASR.

Either way the transcription's digest job is queued in the transaction that stores it, so a digest is
built by the worker (and rebuilt after a crash) without waiting for the first GET; an audio digest job
is claimed once its transcription is completed."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Unpack

from factlayer.asr.audio import probe_audio
from factlayer.asr.languages import model_languages
from factlayer.config import Settings
from factlayer.errors import PayloadTooLarge, UnsupportedMedia
from factlayer.jobs.runner import JobSignal
from factlayer.models.transcription import Transcription
from factlayer.observability.events import emit
from factlayer.storage.transcription_store import AudioFields, NewText, TextFields, TranscriptionStore
from factlayer.storage.uploads import commit_upload, discard_upload, stage_upload

log = logging.getLogger("factlayer")

MAX_BATCH = 100
# On SQLite a group write runs on the event loop's thread (storage/text_writer.py): a batch stops at this many
# characters (past its first text), so a run of large texts is not one long stop of the loop.
MAX_BATCH_CHARS = 2_000_000


def batch_size(texts: Sequence[NewText]) -> int:
    """How many of the waiting ``texts`` the next group write takes: at most :data:`MAX_BATCH`, and no more
    than :data:`MAX_BATCH_CHARS` characters unless the first alone is longer."""
    total = 0
    for n, item in enumerate(texts[:MAX_BATCH]):
        total += len(item.text)
        if n and total > MAX_BATCH_CHARS:
            return n
    return min(len(texts), MAX_BATCH)


class TextBatcher:
    """Group commit for text posts: a post that arrives while a write is running waits for the next one,
    which stores every waiting text in one transaction. Nothing waits on a timer: an idle service writes a
    lone post at once. A failed batch is retried one text at a time, so one text's error is its own."""

    def __init__(self, store: TranscriptionStore) -> None:
        self._store = store
        self._waiting: list[tuple[NewText, asyncio.Future[Transcription]]] = []
        self._writer: asyncio.Task[None] | None = None

    async def store(self, item: NewText) -> Transcription:
        future: asyncio.Future[Transcription] = asyncio.get_running_loop().create_future()
        self._waiting.append((item, future))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._write_all(), name="factlayer-text-batcher")
        return await asyncio.shield(future)  # a caller that goes away does not cancel the others' write

    async def _write_all(self) -> None:
        while self._waiting:
            take = batch_size([item for item, _ in self._waiting])
            batch, self._waiting = self._waiting[:take], self._waiting[take:]
            try:
                stored = await self._store.create_texts([item for item, _ in batch])
            except Exception as exc:
                if len(batch) == 1:
                    _settle(batch[0][1], exc=exc)
                    continue
                log.warning("a batch of %d texts failed (%s): storing them one by one", len(batch), exc)
                for item, future in batch:
                    try:
                        _settle(future, (await self._store.create_texts([item]))[0])
                    except Exception as one:
                        _settle(future, exc=one)
                continue
            for (_, future), created in zip(batch, stored, strict=True):
                _settle(future, created)


def _settle(
    future: asyncio.Future[Transcription], result: Transcription | None = None, exc: BaseException | None = None
) -> None:
    if future.done():
        return
    if exc is not None:
        future.set_exception(exc)
    elif result is not None:
        future.set_result(result)


class IngestService:
    def __init__(
        self,
        settings: Settings,
        store: TranscriptionStore,
        queued: JobSignal,
    ) -> None:
        self._settings = settings
        self._store = store
        self._queued = queued
        self._texts = TextBatcher(store)
        # read once, at startup: the model's vocabulary, and faster-whisper's list of codes
        self.audio_languages = model_languages(settings.asr)

    @property
    def uploads_dir(self) -> Path:
        return self._settings.uploads_dir

    async def ingest_text(self, text: str, **fields: Unpack[TextFields]) -> Transcription:
        if len(text) > self._settings.max_text_chars:
            raise PayloadTooLarge(
                f"text is {len(text)} characters; the limit is {self._settings.max_text_chars}",
                limit=self._settings.max_text_chars,
            )
        # the namespace is resolved here, in this request's context: the batch may be written from another's
        created = await self._texts.store(NewText.of(text, **fields))
        emit("transcription.stored", transcription_id=created.id, source_kind="text", chars=len(created.text))
        self._queued.notify()
        return created

    async def ingest_audio(self, chunks: AsyncIterator[bytes], **fields: Unpack[AudioFields]) -> Transcription:
        staged = await stage_upload(chunks, self.uploads_dir, max_bytes=self._settings.asr.max_upload_bytes)
        try:
            duration = await asyncio.to_thread(probe_audio, staged.path)
            if duration is None:
                named = fields["filename"] or "the upload"
                raise UnsupportedMedia(
                    f"could not decode audio: {named} ({staged.size} bytes) has no decodable "
                    "audio stream; send wav, flac, mp3, ogg/opus, m4a or webm"
                )
            commit_upload(staged, self.uploads_dir)
        except BaseException:
            discard_upload(staged)
            raise
        created = await self._store.create_audio(audio_sha256=staged.sha256, **fields)
        emit("transcription.stored", transcription_id=created.id, source_kind="audio")
        self._queued.notify()
        return created
