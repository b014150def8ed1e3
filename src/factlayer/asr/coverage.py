"""Speech the batched pipeline left untranscribed, so it can be decoded again.

The batched pipeline decodes each VAD chunk (up to 30 s of speech, silences cut out) without timestamps,
in one pass: when Whisper ends the text early, the rest of the chunk is lost without a trace. The
sequential decoder does not lose it, because it seeks on from its last timestamp. Seen on a stereo call
built from the test clips (the left voice of ``stereo_diarization.wav``, a pause, then the patient clip:
the batched pass stopped after the first sentence, 24 of 41 words gone; the sequential decoder kept them).

The check: the VAD's speech intervals (the pipeline's own VAD settings) against the words heard; a run
of intervals with no word in it, holding at least :data:`MIN_UNHEARD_S` of speech, is unheard.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

MIN_UNHEARD_S = 1.0
"""Less speech than this without a word is left alone (a breath, a click, a cough the VAD took for speech)."""

Interval = tuple[float, float]


def speech_intervals(audio: Any, sample_rate: int) -> list[Interval]:
    """Silero VAD speech intervals (seconds) with the batched pipeline's own options (30 s chunks, 160 ms
    silences), so they are the stretches it decoded."""
    from faster_whisper.vad import VadOptions, get_speech_timestamps  # heavy import, only where used

    options = VadOptions(max_speech_duration_s=30, min_silence_duration_ms=160)
    return [(t["start"] / sample_rate, t["end"] / sample_rate) for t in get_speech_timestamps(audio, options)]


def unheard(speech: Sequence[Interval], words: Iterable[Interval], min_s: float = MIN_UNHEARD_S) -> list[Interval]:
    """Runs of consecutive speech intervals in which no word lies, each as one ``(start, end)``, where
    the run holds at least ``min_s`` seconds of speech."""
    heard = sorted(words)
    runs: list[list[Interval]] = []
    previous_heard = True
    for start, end in speech:
        has_word = any(w_start < end and w_end > start for w_start, w_end in heard)
        if not has_word:
            if previous_heard:
                runs.append([])
            runs[-1].append((start, end))
        previous_heard = has_word
    return [(run[0][0], run[-1][1]) for run in runs if sum(end - start for start, end in run) >= min_s]
