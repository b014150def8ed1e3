"""The batched pipeline on a stereo call built from the test clips: turns in the order they were spoken.

Party 1 (left) gives the patient's three sentences, pauses while party 2 (right) says one sentence, and
goes on with the JFK quote: one VAD chunk of party 1 holds both of its turns. Real Whisper, batched.
"""

from __future__ import annotations

import wave
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from factlayer.asr.audio import SAMPLE_RATE, decode_audio, decode_parties
from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.asr.wer import word_error_rate
from factlayer.config import ASRSettings
from tests.conftest import TEST_DATA

pytestmark = pytest.mark.slow

PATIENT = (
    "Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever. "
    "I take ibuprofen twice a day."
)
HORIZON = "The horizon seems extremely distant."
JFK = "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country."


def _silence(seconds: float) -> npt.NDArray[np.float32]:
    return np.zeros(int(seconds * SAMPLE_RATE), np.float32)


def write_call(path: Path, left: list[npt.NDArray[np.float32]], right: list[npt.NDArray[np.float32]]) -> Path:
    """A 16 kHz stereo WAV: the left parts one after another on the left channel, the right ones on the right."""
    channels = [np.concatenate(left), np.concatenate(right)]
    length = max(len(c) for c in channels)
    stereo = np.stack([np.pad(c, (0, length - len(c))) for c in channels], axis=1)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(2)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes((np.clip(stereo, -1.0, 1.0) * 32767).astype("<i2").tobytes())
    return path


@pytest.fixture(scope="module")
def call(tmp_path_factory: pytest.TempPathFactory) -> Path:
    patient = decode_audio(TEST_DATA / "espeak_patient_rp140.wav")
    horizon = decode_parties(TEST_DATA / "stereo_diarization.wav")[1][: int(2.6 * SAMPLE_RATE)]
    jfk = decode_audio(TEST_DATA / "jfk.flac")
    gap = len(patient) / SAMPLE_RATE + 0.8
    return write_call(
        tmp_path_factory.mktemp("call") / "call.wav",
        left=[patient, _silence(4.2), jfk],
        right=[_silence(gap), horizon],
    )


@pytest.mark.parametrize("beam_size", [2, 5])
async def test_batched_turns_come_in_the_order_they_were_spoken(whisper_model: Any, call: Path, beam_size: int) -> None:
    settings = ASRSettings(batch_size=8, beam_size=beam_size)
    result = await WhisperTranscriber(whisper_model, settings).transcribe(call, language="en")
    lines = result.text.split("\n")
    assert [line.split(":")[0] for line in lines] == ["Speaker 1", "Speaker 2", "Speaker 1"], result.text
    said = [PATIENT, HORIZON, JFK]
    for line, truth in zip(lines, said, strict=True):
        assert word_error_rate(truth, line.split(": ", 1)[1]) <= 0.15, (truth, line)
    for segment in result.segments:
        assert result.text[segment.start_char : segment.end_char] == segment.text
        assert segment.end_s - segment.start_s < 12  # sentences, not the 26 s chunk
