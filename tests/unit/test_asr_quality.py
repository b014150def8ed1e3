"""ASR confidence: which spans of a Whisper transcript are too doubtful to carry a fact (asr/quality.py)."""

from __future__ import annotations

import pytest

from factlayer.asr.quality import (
    MAX_COMPRESSION_RATIO,
    compression_ratio,
    segment_doubt,
    span_doubt,
)
from factlayer.asr.types import SegmentResult, WordResult


def _segment(
    text: str, *, start: int = 0, logprob: float = -0.3, no_speech: float = 0.05, probs: list[float] | None = None
) -> SegmentResult:
    words: list[WordResult] = []
    cursor = start
    for n, (word, p) in enumerate(zip(text.split(), probs or [0.95] * len(text.split()), strict=True)):
        words.append(WordResult(n, word, float(n), float(n) + 0.5, p, cursor, cursor + len(word)))
        cursor += len(word) + 1
    return SegmentResult(0, text, 0.0, 5.0, logprob, no_speech, start, start + len(text), tuple(words))


def test_clean_speech_is_trusted() -> None:
    segment = _segment("I take ibuprofen twice a day.")
    assert segment_doubt(segment) is None
    assert span_doubt([segment], 0, len(segment.text)) is None


@pytest.mark.parametrize(
    ("segment", "expected"),
    [
        (_segment("Houston, we got a recommendation", no_speech=0.71, logprob=-0.73), "no-speech probability 0.71"),
        (_segment("Georgia VA, LAME, CPA", logprob=-1.2), "average log-probability -1.20"),
    ],
)
def test_a_window_whisper_doubts_is_not_trusted(segment: SegmentResult, expected: str) -> None:
    doubt = span_doubt([segment], 0, 10)
    assert doubt is not None and doubt.startswith(expected)


def test_a_repetition_loop_is_not_trusted() -> None:
    text = "I'm sorry. " * 12
    assert compression_ratio(text) > MAX_COMPRESSION_RATIO
    doubt = segment_doubt(_segment(text.strip()))
    assert doubt is not None and "repetition" in doubt


def test_one_misheard_word_makes_the_span_doubtful_but_not_its_neighbours() -> None:
    # "I take ibuprofen to life a day." — Whisper's guess for "twice" comes with probability 0.19
    segment = _segment("I take ibuprofen to life a day.", probs=[0.98, 0.97, 0.95, 0.19, 0.6, 0.9, 0.95])
    doubt = span_doubt([segment], 0, len(segment.text))
    assert doubt is not None and "0.19" in doubt
    assert span_doubt([segment], 0, len("I take ibuprofen")) is None


def test_many_weak_words_make_the_span_doubtful() -> None:
    segment = _segment("we could just, uh, so", probs=[0.5, 0.6, 0.55, 0.7, 0.6])
    doubt = span_doubt([segment], 0, len(segment.text))
    assert doubt is not None and doubt.startswith("mean word probability")


def test_text_outside_every_segment_has_nothing_to_doubt() -> None:
    segment = _segment("The horizon seems extremely distant.", start=11)
    assert span_doubt([segment], 0, 9) is None  # "Speaker 2" label: not ASR output
    assert span_doubt([], 0, 9) is None


def test_a_name_heard_weakly_is_doubted_where_an_ordinary_word_would_pass() -> None:
    # "I've had a headache" heard as "I'm Hannah Heineck": "Hannah" at 0.22 on an AVX-512 CPU (0.16 on AVX2)
    heard = _segment("I'm Hannah Heineck, since Monday.", probs=[0.88, 0.22, 0.56, 0.65, 0.99])
    doubt = span_doubt([heard], 0, len(heard.text))
    assert doubt is not None and doubt.startswith("a name ('Hannah Heineck') heard with probability 0.12")
    plain = _segment("I'm having headaches, since Monday.", probs=[0.88, 0.22, 0.9, 0.9, 0.99])
    assert span_doubt([plain], 0, len(plain.text)) is None  # 0.22 is above the plain word floor
    opening = _segment("Hannah. I take it daily.", probs=[0.3, 0.95, 0.95, 0.95, 0.95])
    assert span_doubt([opening], len("Hannah. "), len(opening.text)) is None  # the name is outside the span
    named = _segment("My name is John Smith.", probs=[0.86, 1.0, 1.0, 0.54, 1.0])
    assert span_doubt([named], 0, len(named.text)) is None


def test_a_name_after_a_title_counts_and_ok_does_not() -> None:
    titled = _segment("I saw Dr. Patel last week.", probs=[0.9, 0.9, 0.95, 0.3, 0.9, 0.9])
    doubt = span_doubt([titled], 0, len(titled.text))
    assert doubt is not None and doubt.startswith("a name ('Dr. Patel') heard with probability 0.28")
    okay = _segment("Yes, OK, I take it daily.", probs=[0.9, 0.3, 0.9, 0.9, 0.9, 0.9])
    assert span_doubt([okay], 0, len(okay.text)) is None


def test_a_name_of_several_words_is_heard_as_well_as_all_its_words_together() -> None:
    # the same clip in ogg: "Hannah" 0.40, "Heineck" 0.54 — each word alone at or above the name floor
    heard = _segment("I'm Hannah Heineck, since Monday.", probs=[0.91, 0.40, 0.54, 0.79, 0.99])
    doubt = span_doubt([heard], 0, len(heard.text))
    assert doubt is not None and doubt.startswith("a name ('Hannah Heineck') heard with probability 0.22")
    # the span touches one word of the name: the name is still one name
    assert span_doubt([heard], len("I'm Hannah "), len(heard.text)) is not None
    said = _segment("Hi, my name is John Smith.", probs=[0.76, 0.73, 1.0, 1.0, 0.56, 1.0])
    assert span_doubt([said], 0, len(said.text)) is None  # a name heard right, its first word at 0.56


def test_names_apart_are_heard_apart() -> None:
    listed = _segment("I called Ann, Bob and Carl today.", probs=[0.9, 0.9, 0.6, 0.6, 0.9, 0.6, 0.9])
    assert span_doubt([listed], 0, len(listed.text)) is None  # three names at 0.6, not one at 0.6 ** 3
    run_on = _segment("I called Ann Bob today.", probs=[0.9, 0.9, 0.6, 0.6, 0.9])
    assert span_doubt([run_on], 0, len(run_on.text)) is not None
