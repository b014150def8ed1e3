"""Map a character span of a transcript to the audio time range it was spoken in."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from typing import TypeVar

from factlayer.asr.types import SegmentResult, WordResult

_Item = TypeVar("_Item", SegmentResult, WordResult)


def overlapping(items: Sequence[_Item], start_char: int, end_char: int) -> Sequence[_Item]:
    """The items whose ``[start_char, end_char)`` overlaps the span; ``items`` sorted and non-overlapping."""
    first = bisect_right(items, start_char, key=lambda item: item.end_char)
    last = bisect_left(items, end_char, key=lambda item: item.start_char)
    return items[first:last]


def span_to_audio(segments: Sequence[SegmentResult], start_char: int, end_char: int) -> tuple[float, float] | None:
    """``(start_s, end_s)`` covering the transcript characters ``[start_char, end_char)``.

    Within each segment the span touches, the times of the words it overlaps are used; where it
    overlaps no word of a segment (only the space between two words, or a segment without word
    timings) the segment's own times are used. Returns ``None`` when no segment overlaps the span
    (an empty span, a span in the space between two segments, or one outside the text).
    ``segments`` must be ordered with non-overlapping character ranges, as :class:`WhisperTranscriber`
    produces them. Raises ``ValueError`` when ``start_char > end_char``.
    """
    if start_char > end_char:
        raise ValueError(f"span start {start_char} is after its end {end_char}")
    if start_char == end_char:
        return None
    starts: list[float] = []
    ends: list[float] = []
    for segment in overlapping(segments, start_char, end_char):
        words = overlapping(segment.words, start_char, end_char)
        if words:
            starts.append(min(word.start_s for word in words))
            ends.append(max(word.end_s for word in words))
        else:
            starts.append(segment.start_s)
            ends.append(segment.end_s)
    if not starts:
        return None
    return min(starts), max(ends)
