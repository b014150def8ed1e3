"""Cut a long Whisper segment into sentence- or pause-sized pieces by its word timestamps.

faster-whisper's batched pipeline returns each VAD chunk (up to 30 s) as one segment. On a stereo call,
where each channel's segments are merged by time into turns, a chunk that spans the other party's reply
puts that reply after both of its neighbours; and a segment is the unit the ASR scores are kept for. The
pieces restore what the sequential decoder gives: a piece ends after a word that ends a sentence
(``.``, ``?``, ``!``) or before a silence of at least :data:`PAUSE_S` between two words, and takes its
times from its first and last word.

What Whisper scored for the whole chunk applies to every piece of it: each keeps the chunk's average
log-probability and no-speech probability (a piece of a doubtful chunk stays doubtful). A chunk whose text
compresses like a repetition loop (``asr.quality.MAX_COMPRESSION_RATIO``) is not cut, since short pieces
of a loop ("yeah, yeah, …") no longer look like one; it is refused whole, as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from factlayer.asr.assemble import RawSegment, RawWord
from factlayer.asr.quality import MAX_COMPRESSION_RATIO, compression_ratio

PAUSE_S = 1.0
"""A silence between two words this long (seconds) ends a piece: long enough for the other party's turn."""

_SENTENCE_END = (".", "?", "!")


@dataclass(frozen=True, slots=True)
class Piece:
    """A stretch of one segment's words; satisfies :class:`factlayer.asr.assemble.RawSegment`."""

    start: float
    end: float
    text: str
    avg_logprob: float
    no_speech_prob: float
    words: Sequence[RawWord]


def _ends_a_piece(word: RawWord, following: RawWord | None) -> bool:
    if following is None:
        return True
    if word.word.strip().endswith(_SENTENCE_END):
        return True
    return float(following.start) - float(word.end) >= PAUSE_S


def split_segment(raw: RawSegment) -> list[RawSegment]:
    """``raw`` cut into pieces at sentence ends and pauses (see the module doc); ``[raw]`` when it has no
    words, is one piece already, or loops. The pieces' texts concatenate to the segment's text."""
    words = list(raw.words or ())
    if not words or compression_ratio(raw.text.strip()) > MAX_COMPRESSION_RATIO:
        return [raw]
    if "".join(w.word for w in words).strip() != raw.text.strip():
        return [raw]  # words that do not spell the text (never seen with faster-whisper 1.2): keep it whole
    groups: list[list[RawWord]] = [[]]
    for i, word in enumerate(words):
        groups[-1].append(word)
        if _ends_a_piece(word, words[i + 1] if i + 1 < len(words) else None):
            groups.append([])
    groups = [group for group in groups if group]
    if len(groups) == 1:
        return [raw]
    return [
        Piece(
            start=float(group[0].start),
            end=float(group[-1].end),
            text="".join(w.word for w in group),
            avg_logprob=float(raw.avg_logprob),
            no_speech_prob=float(raw.no_speech_prob),
            words=tuple(group),
        )
        for group in groups
    ]
