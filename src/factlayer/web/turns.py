"""Speaker turns for the page: a stand-in with the shape of ``nlp.transcript.parse_turns``.

The extractor's ``factlayer.nlp.transcript.parse_turns`` is the project's one speaker-label grammar; this
module only reads the two common forms (``Name: …`` and ``[name] …`` at the start of a line) so the page
can be built before that lands. Swap the import in ``web/page.py`` at merge: the shape is the same.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# A label at a line start: "[doctor] …" or "Project Manager: …" (up to six words before the colon).
_LABEL = re.compile(
    r"^[ \t]*(?:\[(?P<bracket>[^\]\n]{1,40})\]|(?P<colon>[A-Za-z][\w.'()-]*(?:[ \t][\w.'(),-]+){0,8}?)[ \t]*:)[ \t]*",
    re.MULTILINE,
)


@dataclass(frozen=True, slots=True)
class Turn:
    """What one speaker said, without the label: ``source[start:end] == text``."""

    speaker: str | None
    role: str | None
    start: int
    end: int
    text: str


def parse_turns(source: str) -> list[Turn]:
    """Labelled lines start turns; a text with fewer than two labelled lines is one turn without a speaker."""
    labels = list(_LABEL.finditer(source))
    if len(labels) < 2:
        return _unlabelled(source)
    turns: list[Turn] = []
    head = _trimmed(source, 0, labels[0].start(), None)
    if head is not None:
        turns.append(head)
    for index, match in enumerate(labels):
        end = labels[index + 1].start() if index + 1 < len(labels) else len(source)
        speaker = (match.group("bracket") or match.group("colon") or "").strip()
        turn = _trimmed(source, match.end(), end, speaker)
        if turn is not None:
            turns.append(turn)
    return turns


def _unlabelled(source: str) -> list[Turn]:
    turn = _trimmed(source, 0, len(source), None)
    return [turn] if turn is not None else []


def _trimmed(source: str, start: int, end: int, speaker: str | None) -> Turn | None:
    chunk = source[start:end]
    text = chunk.strip()
    if not text:
        return None
    start += len(chunk) - len(chunk.lstrip())
    return Turn(speaker=speaker or None, role=None, start=start, end=start + len(text), text=text)
