"""Taking transcripts in: text is stored at once; audio is staged, checked, stored and queued for ASR.

Either way the transcription's digest job is queued in the transaction that stores it, so a digest is
built by the worker (and rebuilt after a crash) without waiting for the first GET; an audio digest job
is claimed once its transcription is completed."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path

from factlayer.asr.audio import probe_audio
from factlayer.config import Settings
from factlayer.errors import PayloadTooLarge, UnsupportedMedia
from factlayer.jobs.runner import JobSignal
from factlayer.models.transcription import Transcription
from factlayer.observability.events import emit
from factlayer.storage.transcription_store import TranscriptionStore
from factlayer.storage.uploads import commit_upload, discard_upload, stage_upload


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

    @property
    def uploads_dir(self) -> Path:
        return self._settings.uploads_dir

    async def ingest_text(
        self,
        text: str,
        *,
        language: str | None,
        title: str | None,
        namespace: str | None = None,
        recorded_at: datetime | None = None,
    ) -> Transcription:
        if len(text) > self._settings.max_text_chars:
            raise PayloadTooLarge(
                f"text is {len(text)} characters; the limit is {self._settings.max_text_chars}",
                limit=self._settings.max_text_chars,
            )
        created = await self._store.create_text(
            text, language=language, title=title, namespace=namespace, recorded_at=recorded_at
        )
        emit("transcription.stored", transcription_id=created.id, source_kind="text", chars=len(created.text))
        self._queued.notify()
        return created

    async def ingest_audio(
        self,
        chunks: AsyncIterator[bytes],
        *,
        filename: str | None,
        content_type: str | None,
        language: str | None,
        title: str | None,
        namespace: str | None = None,
        recorded_at: datetime | None = None,
    ) -> Transcription:
        staged = await stage_upload(chunks, self.uploads_dir, max_bytes=self._settings.asr.max_upload_bytes)
        try:
            duration = await asyncio.to_thread(probe_audio, staged.path)
            if duration is None:
                raise UnsupportedMedia(
                    f"could not decode audio: {filename or 'the upload'} ({staged.size} bytes) has no decodable "
                    "audio stream; send wav, flac, mp3, ogg/opus, m4a or webm"
                )
            commit_upload(staged, self.uploads_dir)
        except BaseException:
            discard_upload(staged)
            raise
        created = await self._store.create_audio(
            audio_sha256=staged.sha256,
            filename=filename,
            content_type=content_type,
            language=language,
            title=title,
            namespace=namespace,
            recorded_at=recorded_at,
        )
        emit("transcription.stored", transcription_id=created.id, source_kind="audio")
        self._queued.notify()
        return created
