"""For each turn of a transcript, the nearest speaker before it who is someone else, in one pass (not a scan back
over all the turns before it, which made reading a transcript of thousands of turns quadratic)."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["nearest_others"]


def nearest_others(speakers: Sequence[str | None]) -> list[str | None]:
    """For each position, the nearest earlier non-empty speaker other than the one at that position (None if none)."""
    out: list[str | None] = []
    last: str | None = None  # the latest speaker seen
    other: str | None = None  # the latest speaker seen who is not ``last``
    for me in speakers:
        out.append(last if last and last != me else other if last and other != me else None)
        if me and me != last:
            last, other = me, last
    return out
