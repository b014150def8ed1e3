"""A transcript's speaker turns and their sentences, as the proof engine reads them: the shared grammar of
``nlp.transcript``, or the older reader of ``nlp.sentences`` where it finds more turns."""

from __future__ import annotations

import re
from dataclasses import dataclass

from factlayer.nlp import transcript
from factlayer.nlp.sentences import split_sentences
from factlayer.nlp.transcript import parse_turns
from factlayer.proof.stopping import checked


@dataclass(frozen=True, slots=True)
class Sentence:
    start: int
    end: int
    speaker: str | None
    turn: int


_LINE_LABEL = re.compile(r"^[ \t]*[A-Za-z][\w .'-]{0,38}:[ \t]", re.MULTILINE)
_INLINE_LABEL = re.compile(r"[.!?][ \t]+[A-Za-z][\w .'-]{0,30}:[ \t]")


def transcript_sentences(text: str) -> list[Sentence]:
    """Speaker turns and their sentences: the one place the engine reads them.

    ``nlp.transcript`` (the shared grammar: "[doctor]", "SPEAKER_00:", VTT, ...) reads them; where the older
    reader of ``text.sentences`` finds more speaker turns (a lower-case name labelling one line only,
    "Doctor: Do you smoke? Patient: No." with "Patient" not seen at a line start), its reading is used,
    until the two grammars agree and the older one is deleted."""
    turns = parse_turns(text)
    if reads_older(text, turns):
        return [Sentence(s.start, s.end, s.speaker, s.turn_index) for s in split_sentences(text)]
    out: list[Sentence] = []
    for index, turn in enumerate(checked(turns)):  # a stopped caller ends a long transcript here
        speaker = turn.speaker or turn.role
        out.extend(Sentence(s.start, s.end, speaker, index) for s in transcript.sentences(turn))
    return out


def reads_older(text: str, turns: list[transcript.Turn]) -> bool:
    """Does the older reader (``nlp.sentences``) find more speaker turns in ``text`` than ``turns`` (the shared
    grammar's)? Then its reading is the engine's (``transcript_sentences``)."""
    labelled = sum(1 for t in turns if t.speaker or t.role)
    if labelled >= len(_LINE_LABEL.findall(text)) and not _INLINE_LABEL.search(text):
        return False  # the older reader could only find the same turns: skip its cost
    return len({s.turn_index for s in split_sentences(text) if s.speaker}) > labelled
