"""Chunks of turns for the LLM's extraction (``digest.chunks``): bounded, whole turns with their labels,
a small overlap, long turns in sentence runs, and halves for a retry."""

from __future__ import annotations

import itertools

from factlayer.digest.chunks import Chunk, chunk_turns, split_chunk, units

TURN = "Speaker {n}: I said a few things in turn number {n}, and they took about this long to say.\n"
MEETING = "".join(TURN.format(n=n) for n in range(1, 41))


def test_chunks_are_bounded_whole_turns_with_their_labels() -> None:
    chunks = chunk_turns(MEETING, max_chars=600, overlap_chars=100)
    assert len(chunks) > 3
    for chunk in chunks:
        text = MEETING[chunk.start : chunk.end]
        assert len(text) <= 600
        assert text.startswith("Speaker ") and text.endswith("to say.")
    assert chunks[0].start == 0 and chunks[-1].end == len(MEETING.rstrip())


def test_every_turn_is_read_and_neighbouring_chunks_share_one_short_turn() -> None:
    chunks = chunk_turns(MEETING, max_chars=600, overlap_chars=100)
    for before, after in itertools.pairwise(chunks):
        assert after.units[0] == before.units[-1]  # the overlap: the last turn is read again
    read = {u for c in chunks for u in c.units}
    assert read == set(units(MEETING))


def test_without_overlap_no_turn_is_read_twice() -> None:
    chunks = chunk_turns(MEETING, max_chars=600, overlap_chars=10)  # every turn is longer than the overlap
    seen = [u for c in chunks for u in c.units]
    assert len(seen) == len(set(seen))


def test_a_turn_longer_than_a_chunk_is_read_in_runs_of_sentences() -> None:
    long_turn = "Agent: " + " ".join(f"Sentence number {i} says one thing." for i in range(60))
    text = "Caller: Hello there.\n" + long_turn
    chunks = chunk_turns(text, max_chars=300, overlap_chars=0)
    assert all(c.end - c.start <= 300 for c in chunks)
    assert all(text[c.start : c.end].rstrip().endswith("thing.") or c.start == 0 for c in chunks)
    assert "Sentence number 59 says one thing." in text[chunks[-1].start : chunks[-1].end]


def test_a_short_tail_joins_the_chunk_before_it() -> None:
    text = MEETING[: MEETING.index("Speaker 7:")] + "Speaker 7: Bye.\n"
    chunks = chunk_turns(text, max_chars=540, overlap_chars=100)
    assert text[chunks[-1].start : chunks[-1].end].endswith("Speaker 7: Bye.")
    assert len(chunks) == 1


def test_a_chunk_splits_into_two_halves_by_turns_then_by_sentences() -> None:
    (chunk,) = chunk_turns(MEETING[:500], max_chars=600)
    halves = split_chunk(MEETING, chunk)
    assert halves is not None
    first, second = halves
    assert first.units + second.units == chunk.units
    one_turn = "Caller: I live in Oslo. I have a dog. I work nights."
    (single,) = chunk_turns(one_turn)
    a, b = split_chunk(one_turn, single) or (None, None)
    assert a is not None and b is not None
    assert one_turn[a.start : a.end] == "Caller: I live in Oslo." and one_turn[b.start : b.end].endswith("nights.")
    assert split_chunk("Caller: Hi.", Chunk(((0, 11),))) is None


def test_text_without_labels_and_blank_text() -> None:
    assert chunk_turns("   \n ") == []
    (chunk,) = chunk_turns("i moved to oslo in may and i like it there")
    assert (chunk.start, chunk.end) == (0, 42)
