"""The decoding options of ASRSettings on real Whisper (the bundled tiny.en) and real audio.

The default (sequential decoder, beam 5, no temperature fallback) is covered by test_asr_whisper.py;
these cover the batched pipeline (``batch_size > 0``) and the fallback switch.
"""

from __future__ import annotations

import wave
from pathlib import Path
from typing import Any

import pytest

from factlayer.asr import WhisperTranscriber, word_error_rate
from factlayer.asr.audio import SAMPLE_RATE, decode_audio
from factlayer.config import ASRSettings

pytestmark = pytest.mark.slow

DATA = Path(__file__).resolve().parents[1] / "data"
JFK = "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country."


def transcriber_with(whisper_model: Any, **changes: Any) -> WhisperTranscriber:
    return WhisperTranscriber(whisper_model, ASRSettings().model_copy(update=changes))


async def test_the_batched_pipeline_transcribes_speech(whisper_model: Any) -> None:
    result = await transcriber_with(whisper_model, batch_size=8).transcribe(DATA / "jfk.flac")
    assert word_error_rate(JFK, result.text) <= 0.10, result.text
    assert result.segments and result.segments[0].words  # word offsets, as the sequential decoder gives


async def test_the_batched_pipeline_invents_nothing_on_a_click(whisper_model: Any) -> None:
    """VAD passes the 0.2 s clip as speech; the batched pipeline alone would return "Good morning."
    (no-speech probability 0.73): the transcriber applies faster-whisper's own no-speech rule to it."""
    result = await transcriber_with(whisper_model, batch_size=8).transcribe(DATA / "edge_0.2s.wav")
    assert result.text == ""
    assert result.segments == ()


async def test_a_batch_size_without_vad_uses_the_sequential_decoder(whisper_model: Any, tmp_path: Path) -> None:
    """faster-whisper's batched pipeline refuses audio over 30 s without VAD; a 33 s recording still transcribes."""
    speech = decode_audio(DATA / "jfk.flac")
    path = tmp_path / "jfk_three_times.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(b"".join((speech * 32767).astype("<i2").tobytes() for _ in range(3)))
    result = await transcriber_with(whisper_model, batch_size=8, vad_filter=False).transcribe(path)
    assert result.duration_s > 30
    assert word_error_rate(" ".join([JFK] * 3), result.text) <= 0.15, result.text


@pytest.mark.parametrize("fallback", [True, False])
async def test_temperature_fallback_either_way_transcribes_clean_speech(whisper_model: Any, fallback: bool) -> None:
    result = await transcriber_with(whisper_model, temperature_fallback=fallback).transcribe(DATA / "jfk.flac")
    assert word_error_rate(JFK, result.text) <= 0.10, result.text
