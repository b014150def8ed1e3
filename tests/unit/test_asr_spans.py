"""span_to_audio: pure function over hand-built segments (no model)."""

from __future__ import annotations

import pytest
from faster_whisper.transcribe import Segment, Word

from factlayer.asr import SegmentResult, WordResult, span_to_audio
from factlayer.asr.assemble import assemble_segments

# "Hello big world. Second one here."
#  0    5   9    14 17     24  28  32
TEXT = "Hello big world. Second one here."


def _seg(start: float, end: float, text: str, words: list[tuple[float, float, str]] | None) -> Segment:
    return Segment(
        id=0,
        seek=0,
        start=start,
        end=end,
        text=text,
        tokens=[],
        avg_logprob=-0.2,
        compression_ratio=1.0,
        no_speech_prob=0.01,
        words=None if words is None else [Word(start=s, end=e, word=w, probability=0.9) for s, e, w in words],
        temperature=0.0,
    )


@pytest.fixture
def segments() -> tuple[SegmentResult, ...]:
    text, segs = assemble_segments(
        [
            _seg(0.0, 2.0, " Hello big world.", [(0.1, 0.5, " Hello"), (0.6, 0.9, " big"), (1.0, 1.8, " world.")]),
            _seg(3.0, 5.0, " Second one here.", [(3.1, 3.6, " Second"), (3.7, 4.0, " one"), (4.1, 4.9, " here.")]),
        ]
    )
    assert text == TEXT
    return segs


def test_fixture_offsets(segments: tuple[SegmentResult, ...]) -> None:
    assert [(s.start_char, s.end_char) for s in segments] == [(0, 16), (17, 33)]
    assert [TEXT[w.start_char : w.end_char] for s in segments for w in s.words] == [
        "Hello",
        "big",
        "world.",
        "Second",
        "one",
        "here.",
    ]


@pytest.mark.parametrize(
    ("start", "end", "expected"),
    [
        pytest.param(6, 9, (0.6, 0.9), id="exactly one word"),
        pytest.param(7, 8, (0.6, 0.9), id="inside one word"),
        pytest.param(0, 1, (0.1, 0.5), id="first character"),
        pytest.param(32, 33, (4.1, 4.9), id="last character"),
        pytest.param(0, 33, (0.1, 4.9), id="whole text"),
        pytest.param(-5, 100, (0.1, 4.9), id="beyond both ends is clipped"),
        pytest.param(10, 23, (1.0, 3.6), id="across segments"),
        pytest.param(15, 18, (1.0, 3.6), id="segment boundary including the joining space"),
        pytest.param(6, 15, (0.6, 1.8), id="two words and the space between"),
        pytest.param(5, 6, (0.0, 2.0), id="only the space between words: segment times"),
        pytest.param(9, 10, (0.0, 2.0), id="another inter-word space"),
    ],
)
def test_span_to_audio(
    segments: tuple[SegmentResult, ...], start: int, end: int, expected: tuple[float, float]
) -> None:
    assert span_to_audio(segments, start, end) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("start", "end"),
    [
        pytest.param(16, 17, id="the space between segments"),
        pytest.param(33, 40, id="after the text"),
        pytest.param(-10, 0, id="before the text"),
        pytest.param(6, 6, id="empty span"),
        pytest.param(16, 16, id="empty span at a segment end"),
    ],
)
def test_span_outside_segments_is_none(segments: tuple[SegmentResult, ...], start: int, end: int) -> None:
    assert span_to_audio(segments, start, end) is None


def test_no_segments() -> None:
    assert span_to_audio((), 0, 10) is None


def test_inverted_span_raises(segments: tuple[SegmentResult, ...]) -> None:
    with pytest.raises(ValueError, match="after its end"):
        span_to_audio(segments, 9, 6)


def test_segment_without_words_uses_segment_times() -> None:
    text, segs = assemble_segments(
        [
            _seg(0.0, 2.0, " No word timings.", None),
            _seg(2.5, 4.0, " Timed words.", [(2.6, 3.0, " Timed"), (3.1, 3.9, " words.")]),
        ]
    )
    assert text == "No word timings. Timed words."
    assert span_to_audio(segs, 3, 7) == (0.0, 2.0)
    assert span_to_audio(segs, 8, 23) == pytest.approx((0.0, 3.0))


def test_accepts_a_list() -> None:
    words = (WordResult(0, "Hi", 0.2, 0.4, 0.9, 0, 2),)
    seg = SegmentResult(0, "Hi", 0.0, 1.0, -0.1, 0.0, 0, 2, words)
    assert span_to_audio([seg], 0, 2) == (0.2, 0.4)
