"""Turn faster-whisper's segments into :mod:`factlayer.asr.types` results with exact character offsets.

Pure code, no model: unit-tested with faster-whisper's own ``Segment``/``Word`` dataclasses.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from typing import Protocol

from factlayer.asr.types import SegmentResult, WordResult

log = logging.getLogger(__name__)


class RawWord(Protocol):
    """The fields of ``faster_whisper.transcribe.Word`` that are used."""

    @property
    def start(self) -> float: ...
    @property
    def end(self) -> float: ...
    @property
    def word(self) -> str: ...
    @property
    def probability(self) -> float: ...


class RawSegment(Protocol):
    """The fields of ``faster_whisper.transcribe.Segment`` that are used."""

    @property
    def start(self) -> float: ...
    @property
    def end(self) -> float: ...
    @property
    def text(self) -> str: ...
    @property
    def avg_logprob(self) -> float: ...
    @property
    def no_speech_prob(self) -> float: ...
    @property
    def words(self) -> Sequence[RawWord] | None: ...


def _clamp(value: float, upper: float | None) -> float:
    """A time as a Python float, inside ``[0, upper]`` (Whisper can overshoot the end of the audio slightly)."""
    value = max(0.0, float(value))
    return min(value, upper) if upper is not None else value


class TranscriptAssembler:
    """Accumulates segments one at a time (so progress can be reported while the model runs).

    ``duration_s`` (when given) clamps all times to the audio. Segments whose text is only whitespace
    are dropped. A word whose text cannot be found in its segment's text (never seen with faster-whisper
    1.2, where the words concatenate to the segment text) is dropped and logged, so offsets stay exact.
    """

    def __init__(self, duration_s: float | None = None) -> None:
        self._duration = float(duration_s) if duration_s is not None else None
        self._parts: list[str] = []  # the text, piece by piece (separators and labels included)
        self._length = 0  # len("".join(self._parts))
        self._segments: list[SegmentResult] = []
        self._word_count = 0

    def _separator(self, speaker: str | None, start_s: float) -> str:
        """What goes between the text so far and the next segment: a space, or a new labelled line.

        A segment of unknown speaker after a labelled one (diarized mono audio) starts a line with only its
        time (``[01:05] ``), which the transcript grammar reads as a turn without a speaker: appended to the
        labelled line, it would be credited to that line's speaker.
        """
        previous = self._segments[-1].speaker if self._segments else None
        if speaker is not None and (not self._segments or speaker != previous):
            return f"{chr(10) if self._segments else ''}{speaker}: "
        if speaker is None and previous is not None:
            minutes, seconds = divmod(int(start_s), 60)
            hours, minutes = divmod(minutes, 60)
            return f"\n[{hours}:{minutes:02d}:{seconds:02d}] " if hours else f"\n[{minutes:02d}:{seconds:02d}] "
        return " " if self._segments else ""

    def add(self, raw: RawSegment, speaker: str | None = None) -> SegmentResult | None:
        """Append one Whisper segment; ``speaker`` labels it (a stereo channel), ``None`` leaves it unlabelled."""
        seg_text = raw.text.strip()
        if not seg_text:
            return None
        start_s = _clamp(raw.start, self._duration)
        separator = self._separator(speaker, start_s)
        seg_start_char = self._length + len(separator)
        end_s = max(start_s, _clamp(raw.end, self._duration))

        words: list[WordResult] = []
        cursor = 0
        for raw_word in raw.words or ():
            word_text = raw_word.word.strip()
            if not word_text:
                continue
            pos = seg_text.find(word_text, cursor)
            if pos < 0:
                log.warning("ASR word %r not found in segment text %r; dropped", word_text, seg_text)
                continue
            cursor = pos + len(word_text)
            w_start = _clamp(raw_word.start, self._duration)
            words.append(
                WordResult(
                    idx=self._word_count,
                    text=word_text,
                    start_s=w_start,
                    end_s=max(w_start, _clamp(raw_word.end, self._duration)),
                    probability=float(raw_word.probability),
                    start_char=seg_start_char + pos,
                    end_char=seg_start_char + cursor,
                )
            )
            self._word_count += 1

        segment = SegmentResult(
            idx=len(self._segments),
            text=seg_text,
            start_s=start_s,
            end_s=end_s,
            avg_logprob=float(raw.avg_logprob),
            no_speech_prob=float(raw.no_speech_prob),
            start_char=seg_start_char,
            end_char=seg_start_char + len(seg_text),
            words=tuple(words),
            speaker=speaker,
        )
        self._parts.extend((separator, seg_text))
        self._length = segment.end_char
        self._segments.append(segment)
        return segment

    @property
    def text(self) -> str:
        return "".join(self._parts)

    @property
    def segments(self) -> tuple[SegmentResult, ...]:
        return tuple(self._segments)


def assemble_segments(
    raw_segments: Iterable[RawSegment], duration_s: float | None = None
) -> tuple[str, tuple[SegmentResult, ...]]:
    """The full text and the segments (with word and character offsets) of a list of Whisper segments."""
    assembler = TranscriptAssembler(duration_s)
    for raw in raw_segments:
        assembler.add(raw)
    return assembler.text, assembler.segments
