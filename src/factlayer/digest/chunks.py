"""Chunks of whole turns for the LLM's extraction: bounded in characters, with a small overlap.

A *unit* is one speaker turn with its label (``nlp.transcript``, the one transcript grammar), or a run of
that turn's sentences when the turn alone is longer than a chunk. A chunk is consecutive units up to
``max_chars``; the next chunk starts again at the previous chunk's last unit when that unit is short
(``overlap_chars``), so a question and its answer split by a boundary are seen together once.
A tail shorter than the overlap joins the chunk before it. ``split_chunk`` halves a chunk the model could
not answer (by units, or by sentences of a single unit).
Every offset is into the original text: ``text[chunk.start:chunk.end]`` is what the model reads.
"""

from __future__ import annotations

from dataclasses import dataclass

from factlayer.nlp.sentences import split_sentences
from factlayer.nlp.transcript import parse_turns

__all__ = ["CHUNK_CHARS", "OVERLAP_CHARS", "Chunk", "chunk_turns", "split_chunk"]

# ~400 tokens of transcript: with the ~650-token prompt and the ~1.3k-token answer budget the call fits a
# 4k context with room, and one chunk is a few minutes of conversation.
CHUNK_CHARS = 1500
OVERLAP_CHARS = 300


@dataclass(frozen=True, slots=True)
class Chunk:
    """Consecutive units ``units`` (each ``(start, end)``) of the source, from ``start`` to ``end``."""

    units: tuple[tuple[int, int], ...]

    @property
    def start(self) -> int:
        return self.units[0][0]

    @property
    def end(self) -> int:
        return self.units[-1][1]

    def __len__(self) -> int:
        return self.end - self.start


def _trim(text: str, start: int, end: int) -> tuple[int, int] | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end) if end > start else None


def _sentence_runs(text: str, start: int, end: int, max_chars: int) -> list[tuple[int, int]]:
    """``text[start:end]`` as runs of whole sentences of at most ``max_chars`` (a longer sentence alone)."""
    bounds = [(start + s.start, start + s.end) for s in split_sentences(text[start:end])]
    if not bounds:
        return [(start, end)]
    runs: list[tuple[int, int]] = []
    run_start, run_end = start, bounds[0][1]
    for _, b in bounds[1:]:
        if b - run_start > max_chars:
            runs.append((run_start, run_end))
            run_start = run_end
        run_end = b
    runs.append((run_start, max(run_end, end)))
    return [t for r in runs if (t := _trim(text, *r)) is not None]


def units(text: str, max_chars: int = CHUNK_CHARS) -> list[tuple[int, int]]:
    """The turns of ``text`` with their labels (from the end of the previous turn), long turns in runs."""
    out: list[tuple[int, int]] = []
    previous_end = 0
    for turn in parse_turns(text):
        span = _trim(text, previous_end, turn.end)
        previous_end = turn.end
        if span is None:
            continue
        out.extend([span] if span[1] - span[0] <= max_chars else _sentence_runs(text, *span, max_chars))
    return out


def chunk_turns(text: str, *, max_chars: int = CHUNK_CHARS, overlap_chars: int = OVERLAP_CHARS) -> list[Chunk]:
    """The chunks the model reads, in order; none for a blank text."""
    parts = units(text, max_chars)
    chunks: list[Chunk] = []
    i = 0
    while i < len(parts):
        j = i
        while j + 1 < len(parts) and parts[j + 1][1] - parts[i][0] <= max_chars:
            j += 1
        chunks.append(Chunk(tuple(parts[i : j + 1])))
        if j + 1 >= len(parts):
            break
        last = parts[j]
        i = j if j > i and last[1] - last[0] <= overlap_chars else j + 1
    if len(chunks) > 1:  # a short tail joins the chunk before it rather than costing a call of its own
        before, tail = chunks[-2], chunks[-1]
        if tail.end - before.end <= overlap_chars and tail.end - before.start <= max_chars + overlap_chars:
            merged = before.units + tuple(u for u in tail.units if u[0] >= before.end)
            chunks[-2:] = [Chunk(merged)]
    return chunks


def split_chunk(text: str, chunk: Chunk) -> tuple[Chunk, Chunk] | None:
    """Two halves of ``chunk`` of about equal length, or None when it is a single sentence."""
    parts = list(chunk.units)
    if len(parts) == 1:
        sentences = _sentence_runs(text, parts[0][0], parts[0][1], max_chars=1)
        if len(sentences) < 2:
            return None
        parts = sentences
    middle = chunk.start + len(chunk) / 2
    cut = min(range(1, len(parts)), key=lambda k: abs(parts[k][0] - middle))
    return Chunk(tuple(parts[:cut])), Chunk(tuple(parts[cut:]))
