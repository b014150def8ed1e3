"""Helpers for tests that run the app with its workers (real Whisper)."""

from __future__ import annotations

import wave
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import numpy.typing as npt

from factlayer.api.app import create_app
from factlayer.asr.audio import SAMPLE_RATE, decode_audio, decode_parties
from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.config import Settings
from tests.conftest import TEST_DATA


@asynccontextmanager
async def running(settings: Settings, transcriber: WhisperTranscriber | None) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings, transcriber=transcriber)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://factlayer.test") as http:
            yield http


async def upload(http: httpx.AsyncClient, name: str, **fields: str) -> httpx.Response:
    content = (TEST_DATA / name).read_bytes()
    return await http.post("/v1/transcriptions", files={"file": (name, content)}, data=fields)


async def wait_done(http: httpx.AsyncClient, transcription_id: str) -> dict[str, Any]:
    response = await http.get(f"/v1/transcriptions/{transcription_id}", params={"wait": "true", "timeout_s": 120})
    body: dict[str, Any] = response.json()
    assert body["status"] in ("completed", "failed"), body
    return body


def silence(seconds: float) -> npt.NDArray[np.float32]:
    return np.zeros(int(seconds * SAMPLE_RATE), np.float32)


def write_call(path: Path, left: list[npt.NDArray[np.float32]], right: list[npt.NDArray[np.float32]]) -> Path:
    """A 16 kHz stereo WAV: the left parts one after another on the left channel, the right ones on the right."""
    channels = [np.concatenate(left), np.concatenate(right)]
    length = max(len(c) for c in channels)
    return write_wav(path, np.stack([np.pad(c, (0, length - len(c))) for c in channels], axis=1))


def write_wav(path: Path, audio: npt.NDArray[np.float32]) -> Path:
    """A 16-bit 16 kHz WAV of ``audio``: one channel, or one column per channel."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1 if audio.ndim == 1 else audio.shape[1])
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes((np.clip(audio, -1.0, 1.0) * 32767).astype("<i2").tobytes())
    return path


def patient_call(path: Path) -> Path:
    """A stereo call: party 1 (left) says the patient's three sentences, pauses 4.2 s while party 2 (right)
    says "The horizon seems extremely distant.", and goes on with the JFK quote."""
    patient = decode_audio(TEST_DATA / "espeak_patient_rp140.wav")
    horizon = decode_parties(TEST_DATA / "stereo_diarization.wav")[1][: int(2.6 * SAMPLE_RATE)]
    jfk = decode_audio(TEST_DATA / "jfk.flac")
    reply_at = len(patient) / SAMPLE_RATE + 0.8
    return write_call(path, left=[patient, silence(4.2), jfk], right=[silence(reply_at), horizon])
