"""When a stretch of a text transcript was said, from the times the transcript itself carries.

A subtitle file gives each cue its start and end ("00:00:01.000 --> 00:00:04.000" in WebVTT, "00:00:01,000 -->
00:00:04,000" in SRT): every character of the cue's payload was said between them. A transcript whose lines open
on a timestamp ("[00:01:23] Dana: …", two such lines at least) gives each line its start; it ends where the next
timestamped line starts (the last line: at its own start, a moment). :func:`said_at` reads a character span's time
from these, as ``asr.spans.span_to_audio`` does from an audio transcription's segments; a text without times has
none.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import lru_cache

from factlayer.nlp.speaker_labels import TIMESTAMP

__all__ = ["Cue", "cues", "said_at", "seconds"]

_STAMP = re.compile(r"[\[(]?(?P<a>\d{1,2}):(?P<b>\d{2})(?::(?P<c>\d{2}))?(?:[.,](?P<ms>\d{1,3}))?[\])]?")
_TIMING = re.compile(r"^[ \t]*(?P<start>" + TIMESTAMP + r")[ \t]*-->[ \t]*(?P<end>" + TIMESTAMP + r").*$", re.MULTILINE)
_LINE_STAMP = re.compile(r"^[ \t]*(?P<stamp>" + TIMESTAMP + r")(?=[ \t])", re.MULTILINE)
_BLANK = re.compile(r"\n[ \t]*\r?\n")


@dataclass(frozen=True, slots=True)
class Cue:
    """Characters ``[start_char, end_char)`` of the source, said from ``start_s`` to ``end_s``."""

    start_char: int
    end_char: int
    start_s: float
    end_s: float


def seconds(stamp: str) -> float:
    """ "00:01:23.500" → 83.5; "01:23" and "[1:23]" are minutes and seconds."""
    m = _STAMP.fullmatch(stamp.strip())
    if m is None:
        raise ValueError(f"not a timestamp: {stamp!r}")
    a, b, c = int(m["a"]), int(m["b"]), m["c"]
    whole = a * 3600 + b * 60 + int(c) if c is not None else a * 60 + b
    return whole + (int(m["ms"].ljust(3, "0")) / 1000 if m["ms"] else 0.0)


def _subtitle_cues(source: str, timings: list[re.Match[str]]) -> list[Cue]:
    out = []
    for i, m in enumerate(timings):
        start = min(len(source), m.end() + 1)
        blank = _BLANK.search(source, start)
        end = blank.start() if blank else len(source)
        if i + 1 < len(timings) and timings[i + 1].start() < end:  # no blank line before the next timing line
            end = max(start, source.rfind("\n", start, timings[i + 1].start()))
        if start < end:
            out.append(Cue(start, end, seconds(m["start"]), seconds(m["end"])))
    return out


def _line_cues(source: str) -> list[Cue]:
    stamps = list(_LINE_STAMP.finditer(source))
    if len(stamps) < 2:  # one line opening on a time ("10:30 we met …") makes no timed transcript
        return []
    out = []
    for i, m in enumerate(stamps):
        end = stamps[i + 1].start() if i + 1 < len(stamps) else len(source)
        start_s = seconds(m["stamp"])
        end_s = seconds(stamps[i + 1]["stamp"]) if i + 1 < len(stamps) else start_s
        out.append(Cue(m.end(), end, start_s, max(start_s, end_s)))
    return out


@lru_cache(maxsize=32)
def cues(source: str) -> tuple[Cue, ...]:
    """The timed stretches of ``source`` in order: its subtitle cues, else its timestamped lines (module doc)."""
    timings = list(_TIMING.finditer(source))
    return tuple(_subtitle_cues(source, timings) if timings else _line_cues(source))


def said_at(source: str, start_char: int, end_char: int) -> tuple[float, float] | None:
    """``(start_s, end_s)`` of the cues the span ``[start_char, end_char)`` overlaps; None when it overlaps none (a
    text without times)."""
    timed = cues(source)
    first = bisect_right(timed, start_char, key=lambda c: c.end_char)
    last = bisect_left(timed, end_char, key=lambda c: c.start_char)
    hit = timed[first:last]
    if start_char >= end_char or not hit:
        return None
    return min(c.start_s for c in hit), max(c.end_s for c in hit)
