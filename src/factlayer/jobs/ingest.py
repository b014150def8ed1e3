"""Taking transcripts in: text is stored at once; audio is staged, checked, stored and queued for ASR."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path

from factlayer.asr.audio import probe_audio
from factlayer.config import Settings
from factlayer.errors import PayloadTooLarge, UnsupportedMedia
from factlayer.models.transcription import Transcription
from factlayer.storage.job_store import new_job_id
from factlayer.storage.transcription_store import TranscriptionStore
from factlayer.storage.uploads import commit_upload, discard_upload, stage_upload


class IngestService:
    def __init__(
        self,
        settings: Settings,
        store: TranscriptionStore,
        *,
        on_text: Callable[[str], None] | None = None,
        on_audio: Callable[[str], None] | None = None,
    ) -> None:
        self._settings = settings
        self._store = store
        self._on_text = on_text
        self._on_audio = on_audio

    @property
    def uploads_dir(self) -> Path:
        return self._settings.uploads_dir

    async def ingest_text(self, text: str, *, language: str | None, title: str | None) -> Transcription:
        if len(text) > self._settings.max_text_chars:
            raise PayloadTooLarge(
                f"text is {len(text)} characters; the limit is {self._settings.max_text_chars}",
                limit=self._settings.max_text_chars,
            )
        created = await self._store.create_text(text, language=language, title=title)
        if self._on_text is not None:
            self._on_text(created.id)
        return created

    async def ingest_audio(
        self,
        chunks: AsyncIterator[bytes],
        *,
        filename: str | None,
        content_type: str | None,
        language: str | None,
        title: str | None,
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
            job_id=new_job_id(),
        )
        if self._on_audio is not None:
            self._on_audio(created.id)
        return created
