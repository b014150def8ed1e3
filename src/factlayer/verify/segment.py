"""Split a source into speaker turns and sentences, keeping exact character offsets.

A turn is a line that starts with a speaker label (``"barry hughes: ..."``, ``"Doctor: ..."``,
``"SPEAKER_01: ..."``); text without labels is one unlabelled turn per paragraph. Every span satisfies
``text[start:end] == unit.text``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from factlayer.text.lexicon import COMMON_VERBS

_LABEL = re.compile(r"^[ \t]*\[?([A-Za-z](?:[A-Za-z0-9 ._'\-]{0,38}[A-Za-z0-9._'\-])?)\]?:[ \t]+(?=\S)")
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=\S)|\n+")
_ABBREVIATIONS = frozenset(
    {"mr", "mrs", "ms", "dr", "prof", "st", "vs", "etc", "e.g", "i.e", "no", "approx", "inc", "jr"}
)
_MAX_LABEL_WORDS = 4
# Verbs that make "X: ..." a sentence with a colon; names that are also verbs (Will, May) and the
# Welsh Assembly title "AM" are allowed.
_LABEL_VERBS = COMMON_VERBS - {"am", "will", "may", "can", "bill", "mark"}


@dataclass(frozen=True, slots=True)
class Unit:
    """A stretch of one source: a sentence, or a few consecutive sentences of one turn."""

    start: int
    end: int
    text: str
    speaker: str | None
    turn: int
    first_sentence: int
    last_sentence: int


@dataclass(frozen=True, slots=True)
class Turn:
    start: int
    end: int
    speaker: str | None
    sentences: tuple[tuple[int, int], ...]


def _label(line: str) -> tuple[str, int] | None:
    match = _LABEL.match(line)
    if not match:
        return None
    label = match.group(1).strip()
    if not label or len(label.split()) > _MAX_LABEL_WORDS or label.lower() in {"note", "http", "https", "re"}:
        return None
    # "Limited evidence suggests cannabis can: ..." is a sentence with a colon, not a speaker.
    if set(label.lower().split()) & _LABEL_VERBS:
        return None
    return label, match.end()


def _sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    cursor = start
    for match in _SENTENCE_END.finditer(text, start, end):
        before = text[cursor : match.start()].rstrip()
        last_word = before.rsplit(None, 1)[-1].lower().rstrip(".") if before.split() else ""
        if "\n" not in match.group(0) and last_word in _ABBREVIATIONS:
            continue
        piece_end = cursor + len(before)
        if piece_end > cursor and text[cursor:piece_end].strip():
            spans.append((cursor, piece_end))
        cursor = match.end()
    tail = text[cursor:end].rstrip()
    if tail.strip():
        spans.append((cursor, cursor + len(tail)))
    # Trim leading whitespace so spans start on a character.
    trimmed: list[tuple[int, int]] = []
    for s, e in spans:
        while s < e and text[s].isspace():
            s += 1
        if s < e:
            trimmed.append((s, e))
    return trimmed


def turns(text: str) -> list[Turn]:
    """Speaker turns (or paragraphs) with their sentences, in order."""
    result: list[Turn] = []
    offset = 0
    pending: tuple[int, int, str | None] | None = None  # (start, body_start, speaker)

    def close(end: int) -> None:
        nonlocal pending
        if pending is None:
            return
        start, body_start, speaker = pending
        body_end = end
        while body_end > body_start and text[body_end - 1].isspace():
            body_end -= 1
        sentences = tuple(_sentences(text, body_start, body_end))
        if sentences:
            result.append(Turn(start, body_end, speaker, sentences))
        pending = None

    for line in text.splitlines(keepends=True):
        label = _label(line)
        stripped = line.strip()
        if label is not None:
            close(offset)
            pending = (offset + (len(line) - len(line.lstrip())), offset + label[1], label[0])
        elif not stripped:
            if pending is not None and pending[2] is None:
                close(offset)
        elif pending is None:
            lead = len(line) - len(line.lstrip())
            pending = (offset + lead, offset + lead, None)
        offset += len(line)
    close(len(text))
    return result


def units(text: str, turn_list: list[Turn] | None = None, max_window: int = 3) -> list[Unit]:
    """Candidate evidence stretches: each sentence, and runs of up to ``max_window`` sentences of a turn."""
    out: list[Unit] = []
    for index, turn in enumerate(turn_list if turn_list is not None else turns(text)):
        count = len(turn.sentences)
        for first in range(count):
            for last in range(first, min(count, first + max_window)):
                start, end = turn.sentences[first][0], turn.sentences[last][1]
                out.append(Unit(start, end, text[start:end], turn.speaker, index, first, last))
    return out
