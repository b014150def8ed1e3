"""The batched pipeline on stereo calls built from the test clips: turns in the order they were spoken,
and no turn lost.

In each call party 1 (left) speaks, pauses while party 2 (right) says one sentence, and goes on: one VAD
chunk of party 1 holds both of its turns. Real Whisper, batched.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from factlayer.asr.audio import SAMPLE_RATE, decode_audio, decode_parties
from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.asr.wer import word_error_rate
from factlayer.config import ASRSettings
from tests.conftest import TEST_DATA
from tests.integration.helpers import patient_call, silence, write_call

pytestmark = pytest.mark.slow

PATIENT = (
    "Hi, my name is John Smith. I've had a headache since Monday, but I don't have a fever. "
    "I take ibuprofen twice a day."
)
HORIZON = "The horizon seems extremely distant."
WIZARD = "He began a confused complaint against the wizard, who had vanished behind the curtain on the left."
JFK = "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country."


@pytest.fixture(scope="module")
def call(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return patient_call(tmp_path_factory.mktemp("call") / "call.wav")


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


@pytest.fixture(scope="module")
def call_after_the_wizard(tmp_path_factory: pytest.TempPathFactory) -> Path:
    wizard, horizon = decode_parties(TEST_DATA / "stereo_diarization.wav")
    return write_call(
        tmp_path_factory.mktemp("call") / "wizard.wav",
        left=[wizard, silence(3.6), decode_audio(TEST_DATA / "espeak_patient_rp140.wav")],
        right=[silence(5.6), horizon[: int(2.6 * SAMPLE_RATE)]],
    )


@pytest.mark.parametrize("beam_size", [2, 5])
async def test_speech_a_batched_chunk_dropped_is_decoded_again(
    whisper_model: Any, call_after_the_wizard: Path, beam_size: int
) -> None:
    # After the wizard sentence the batched pass ends its chunk: the patient's 24 words were lost
    settings = ASRSettings(batch_size=8, beam_size=beam_size)
    result = await WhisperTranscriber(whisper_model, settings).transcribe(call_after_the_wizard, language="en")
    lines = result.text.split("\n")
    assert [line.split(":")[0] for line in lines] == ["Speaker 1", "Speaker 2", "Speaker 1"], result.text
    for line, truth in zip(lines, [WIZARD, HORIZON, PATIENT], strict=True):
        assert word_error_rate(truth, line.split(": ", 1)[1]) <= 0.15, (truth, line)


@pytest.mark.parametrize("name", ["edge_silence_5s.wav", "edge_noise_5s.wav", "edge_0.2s.wav"])
async def test_batched_no_speech_gives_no_words(whisper_model: Any, name: str) -> None:
    transcriber = WhisperTranscriber(whisper_model, ASRSettings(batch_size=8, beam_size=2))
    result = await transcriber.transcribe(TEST_DATA / name)
    assert result.text == "" and result.segments == ()
