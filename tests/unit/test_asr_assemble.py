"""Building the transcript text and exact char offsets from faster-whisper segments; WER."""

from __future__ import annotations

import numpy as np
import pytest
from faster_whisper.transcribe import Segment, Word

from factlayer.asr import normalize_words, word_error_rate
from factlayer.asr.assemble import TranscriptAssembler, assemble_segments


def _seg(start: float, end: float, text: str, words: list[tuple[float, float, str]] | None = None) -> Segment:
    return Segment(
        id=0,
        seek=0,
        start=np.float64(start),
        end=np.float64(end),
        text=text,
        tokens=[],
        avg_logprob=np.float64(-0.3),
        compression_ratio=1.2,
        no_speech_prob=np.float64(0.02),
        words=None
        if words is None
        else [Word(start=np.float64(s), end=np.float64(e), word=w, probability=np.float64(0.8)) for s, e, w in words],
        temperature=0.0,
    )


def test_join_strip_and_offsets() -> None:
    text, segs = assemble_segments(
        [
            _seg(
                0.0,
                1.5,
                " And so, my fellow",
                [(0.0, 0.5, " And"), (0.5, 0.8, " so,"), (0.9, 1.1, " my"), (1.1, 1.5, " fellow")],
            ),
            _seg(1.5, 2.0, "   "),  # whitespace only: dropped
            _seg(2.0, 3.0, " Americans.", [(2.0, 2.9, " Americans.")]),
        ]
    )
    assert text == "And so, my fellow Americans."
    assert [s.idx for s in segs] == [0, 1]
    for seg in segs:
        assert text[seg.start_char : seg.end_char] == seg.text
        for word in seg.words:
            assert text[word.start_char : word.end_char] == word.text
    assert [w.idx for s in segs for w in s.words] == [0, 1, 2, 3, 4]
    assert [w.text for w in segs[0].words] == ["And", "so,", "my", "fellow"]


def test_python_floats_only() -> None:
    _, segs = assemble_segments([_seg(0.0, 1.0, " Hi.", [(0.0, 0.9, " Hi.")])])
    seg, word = segs[0], segs[0].words[0]
    for value in (
        seg.start_s,
        seg.end_s,
        seg.avg_logprob,
        seg.no_speech_prob,
        word.start_s,
        word.end_s,
        word.probability,
    ):
        assert type(value) is float


def test_times_clamped_to_duration_and_ordered() -> None:
    _, segs = assemble_segments([_seg(-0.1, 5.3, " Hi there.", [(4.0, 3.9, " Hi"), (4.5, 5.4, " there.")])], 5.0)
    seg = segs[0]
    assert (seg.start_s, seg.end_s) == (0.0, 5.0)
    assert [(w.start_s, w.end_s) for w in seg.words] == [(4.0, 4.0), (4.5, 5.0)]


def test_word_not_in_segment_text_is_dropped(caplog: pytest.LogCaptureFixture) -> None:
    text, segs = assemble_segments(
        [_seg(0.0, 1.0, " one two", [(0.0, 0.4, " one"), (0.4, 0.6, " zzz"), (0.6, 1.0, " two")])]
    )
    assert [w.text for w in segs[0].words] == ["one", "two"]
    assert all(text[w.start_char : w.end_char] == w.text for w in segs[0].words)
    assert "zzz" in caplog.text


def test_repeated_words_get_successive_offsets() -> None:
    _, segs = assemble_segments(
        [_seg(0.0, 1.0, " no no no", [(0.0, 0.3, " no"), (0.3, 0.6, " no"), (0.6, 1.0, " no")])]
    )
    assert [(w.start_char, w.end_char) for w in segs[0].words] == [(0, 2), (3, 5), (6, 8)]


def test_empty() -> None:
    assembler = TranscriptAssembler(0.0)
    assert assembler.add(_seg(0.0, 0.0, "")) is None
    assert (assembler.text, assembler.segments) == ("", ())


def test_normalize_words() -> None:
    assert normalize_words("And so, my fellow Americans — ask NOT; the neighbor's twenty-one!") == [
        "and", "so", "my", "fellow", "americans", "ask", "not", "the", "neighbors", "twenty", "one",
    ]  # fmt: skip


def test_word_error_rate() -> None:
    assert word_error_rate("Ask not what your country can do.", "ask not, what your country can do") == 0.0
    assert word_error_rate("a b c d", "a x c") == pytest.approx(0.5)  # one substitution, one deletion
    assert word_error_rate("a b", "a b c d e") == pytest.approx(1.5)
    with pytest.raises(ValueError, match="no words"):
        word_error_rate(" ,. ", "anything")
