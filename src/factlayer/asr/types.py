"""Plain result types of the ASR layer (no pydantic, no numpy: every float is a Python ``float``).

Character offsets are half-open ``[start_char, end_char)`` indexes into :attr:`TranscriptResult.text`:

* ``result.text[seg.start_char:seg.end_char] == seg.text`` for every segment, and
* ``result.text[word.start_char:word.end_char] == word.text`` for every word.

The full text is the stripped segment texts joined with single spaces; word texts are stripped too
(Whisper words carry a leading space), so neither segments nor words start or end with whitespace.
When segments carry speakers (a stereo call, one party per channel, or diarized mono audio), each change
of speaker starts a new line with a ``Speaker N: `` label, outside every segment; a segment whose speaker
cannot be told, after a labelled one, starts a line with only its time (``[01:05] ``).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class WordResult:
    """One recognised word. ``idx`` is the word's position in the whole transcript (0-based, global)."""

    idx: int
    text: str
    start_s: float
    end_s: float
    probability: float
    start_char: int
    end_char: int


@dataclass(frozen=True, slots=True)
class SegmentResult:
    """One Whisper segment (roughly a sentence or a VAD chunk). ``idx`` is its position in the transcript."""

    idx: int
    text: str
    start_s: float
    end_s: float
    avg_logprob: float
    no_speech_prob: float
    start_char: int
    end_char: int
    words: tuple[WordResult, ...] = ()
    speaker: str | None = None  # a stereo call's channel, or the diarizer's speaker on mono; None: cannot tell


@dataclass(frozen=True, slots=True)
class TranscriptResult:
    """A whole transcription.

    ``duration_s`` is the length of the decoded audio. ``timings`` holds wall-clock seconds per stage:
    ``queue_s`` (waiting for a free ASR slot), ``decode_s``, ``asr_s`` (model + segment iteration), ``diarize_s``
    (speaker labels; only with a diarizer) and ``total_s``.
    """

    text: str
    language: str
    language_probability: float
    duration_s: float
    model: str
    segments: tuple[SegmentResult, ...] = ()
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def words(self) -> tuple[WordResult, ...]:
        """All words of all segments, in order."""
        return tuple(word for segment in self.segments for word in segment.words)
