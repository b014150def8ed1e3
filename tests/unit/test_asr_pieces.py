"""A batched Whisper chunk (up to 30 s, one segment) cut into sentence- and pause-sized pieces by its words."""

from __future__ import annotations

import dataclasses

import numpy as np
from faster_whisper.transcribe import Segment, Word

from factlayer.asr.assemble import TranscriptAssembler
from factlayer.asr.pieces import PAUSE_S, split_segment
from factlayer.asr.quality import segment_doubt


def _chunk(
    words: list[tuple[float, float, str, float]], avg_logprob: float = -0.3, no_speech_prob: float = 0.05
) -> Segment:
    text = "".join(w for _, _, w, _ in words)
    return Segment(
        id=1,
        seek=0,
        start=np.float64(words[0][0]),
        end=np.float64(words[-1][1]),
        text=text,
        tokens=[],
        avg_logprob=np.float64(avg_logprob),
        compression_ratio=1.2,
        no_speech_prob=np.float64(no_speech_prob),
        words=[Word(start=np.float64(s), end=np.float64(e), word=w, probability=np.float64(p)) for s, e, w, p in words],
        temperature=0.0,
    )


HARVARD = [
    (0.85, 1.49, " A", 0.75),
    (1.49, 2.03, " gold", 0.9),
    (2.03, 2.29, " ring.", 0.97),
    (4.80, 5.22, " The", 0.98),
    (5.22, 5.90, " long", 0.96),
    (5.90, 7.04, " journey?", 1.0),
    (7.91, 8.11, " She", 0.99),
    (8.11, 8.43, " saw", 1.0),
]


def test_a_chunk_is_cut_after_each_sentence_with_its_words_times() -> None:
    pieces = split_segment(_chunk(HARVARD))
    assert [p.text for p in pieces] == [" A gold ring.", " The long journey?", " She saw"]
    assert [(p.start, p.end) for p in pieces] == [(0.85, 2.29), (4.80, 7.04), (7.91, 8.43)]
    assert [len(list(p.words or ())) for p in pieces] == [3, 3, 2]
    assert "".join(p.text for p in pieces) == _chunk(HARVARD).text


def test_a_pause_without_punctuation_ends_a_piece_a_short_one_does_not() -> None:
    words = [
        (0.0, 0.4, " so", 0.9),
        (0.4, 0.8, " I", 0.9),
        (0.8 + PAUSE_S, 1.2 + PAUSE_S, " think", 0.9),  # the other party spoke in between
        (1.3 + PAUSE_S, 1.6 + PAUSE_S, " we", 0.9),
        (1.6 + PAUSE_S + PAUSE_S / 2, 2.0 + PAUSE_S * 1.5, " go", 0.9),
    ]
    assert [p.text for p in split_segment(_chunk(words))] == [" so I", " think we go"]


def test_every_piece_keeps_the_chunks_scores_so_a_doubted_chunk_stays_doubted() -> None:
    pieces = split_segment(_chunk(HARVARD, avg_logprob=-1.3, no_speech_prob=0.7))
    assert len(pieces) == 3
    assert {(p.avg_logprob, p.no_speech_prob) for p in pieces} == {(-1.3, 0.7)}
    assembler = TranscriptAssembler(10.0)
    for piece in pieces:
        assembler.add(piece)
    assert all(segment_doubt(s) is not None for s in assembler.segments)


def test_a_repetition_loop_is_not_cut_into_pieces_that_hide_it() -> None:
    loop = [(1.0 + i, 1.5 + i + (1.5 if i % 7 == 0 else 0), " yeah.", 0.8) for i in range(40)]
    pieces = split_segment(_chunk(loop))
    assert len(pieces) == 1
    assembler = TranscriptAssembler(60.0)
    assembler.add(pieces[0])
    assert "compression ratio" in (segment_doubt(assembler.segments[0]) or "")


def test_a_sentence_needs_no_cut_and_a_chunk_without_words_stays_whole() -> None:
    one = _chunk(HARVARD[:3])
    assert split_segment(one) == [one]
    bare = dataclasses.replace(one, words=None)
    assert split_segment(bare) == [bare]


def test_pieces_assemble_into_exact_offsets_and_segments_of_their_own() -> None:
    assembler = TranscriptAssembler(10.0)
    for piece in split_segment(_chunk(HARVARD)):
        assembler.add(piece, speaker="Speaker 1")
    text = assembler.text
    assert text == "Speaker 1: A gold ring. The long journey? She saw"
    assert [s.text for s in assembler.segments] == ["A gold ring.", "The long journey?", "She saw"]
    for segment in assembler.segments:
        assert text[segment.start_char : segment.end_char] == segment.text
        for word in segment.words:
            assert text[word.start_char : word.end_char] == word.text
