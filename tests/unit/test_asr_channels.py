"""Stereo calls: channels with different voices are separate parties; the assembler labels their turns."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import av
import numpy as np
import pytest

from factlayer.asr.assemble import TranscriptAssembler
from factlayer.asr.audio import DISTINCT_CHANNELS, channel_count, channel_difference, decode_parties
from tests.conftest import TEST_DATA


@dataclass
class _Raw:
    start: float
    end: float
    text: str
    avg_logprob: float = -0.2
    no_speech_prob: float = 0.01
    words: tuple[object, ...] | None = None


def test_identical_channels_are_one_party_and_different_ones_two() -> None:
    rng = np.random.default_rng(0)
    voice = rng.standard_normal(16_000).astype(np.float32)
    other = rng.standard_normal(16_000).astype(np.float32)
    assert channel_difference(voice, voice) == 0.0
    assert channel_difference(voice, voice * 0.98) < DISTINCT_CHANNELS
    assert channel_difference(voice, other) > DISTINCT_CHANNELS
    assert channel_difference(np.zeros(10, np.float32), np.zeros(10, np.float32)) == 0.0


def test_real_files_stereo_call_splits_and_stereo_speech_does_not() -> None:
    assert channel_count(TEST_DATA / "stereo_diarization.wav") == 2
    assert len(decode_parties(TEST_DATA / "stereo_diarization.wav")) == 2
    assert channel_count(TEST_DATA / "jfk.flac") == 2  # the same voice on both channels
    assert len(decode_parties(TEST_DATA / "jfk.flac")) == 1
    assert len(decode_parties(TEST_DATA / "espeak_patient.mp3")) == 1
    assert channel_count(TEST_DATA / "edge_garbage.wav") == 0


def test_speaker_turns_are_labelled_lines_outside_the_segments() -> None:
    assembler = TranscriptAssembler(10.0)
    assembler.add(_Raw(0.0, 1.0, " Hello, this is the clinic."), speaker="Speaker 1")
    assembler.add(_Raw(1.0, 2.0, " How can I help?"), speaker="Speaker 1")
    assembler.add(_Raw(2.5, 4.0, " I need to move my appointment."), speaker="Speaker 2")
    text = assembler.text
    assert text == ("Speaker 1: Hello, this is the clinic. How can I help?\nSpeaker 2: I need to move my appointment.")
    for segment in assembler.segments:
        assert text[segment.start_char : segment.end_char] == segment.text
    assert [s.speaker for s in assembler.segments] == ["Speaker 1", "Speaker 1", "Speaker 2"]


def test_unlabelled_segments_join_with_spaces_as_before() -> None:
    assembler = TranscriptAssembler()
    assembler.add(_Raw(0.0, 1.0, " ask not"))
    assembler.add(_Raw(1.0, 2.0, " what your country can do"))
    assert assembler.text == "ask not what your country can do"
    assert all(s.speaker is None for s in assembler.segments)


def test_a_stereo_recording_is_decoded_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """One container for the channel count (metadata), one for the samples: the mono mix of a stereo file
    whose channels carry the same voice comes from the same decoding pass as its two channels."""
    opened: list[str] = []
    real_open = av.open

    def counting_open(file: Any, *args: Any, **kwargs: Any) -> Any:
        opened.append(str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(av, "open", counting_open)
    jfk = TEST_DATA / "jfk.flac"
    (mono,) = decode_parties(jfk)
    assert len(opened) == 2
    monkeypatch.setattr(av, "open", real_open)
    from faster_whisper.audio import decode_audio as fw_decode_audio

    left, right = fw_decode_audio(str(jfk), split_stereo=True)
    assert np.array_equal(mono, fw_decode_audio(str(jfk)))  # the mono mix, not one channel or a mean
    assert not np.array_equal(mono, left)
    assert not np.array_equal(mono, right)
