"""Numbers written in words (``nlp.numbers``: text2num's finder and its shim) and how grounding reads them."""

from __future__ import annotations

import pytest

from factlayer.nlp.forms import forms_of
from factlayer.nlp.numbers import BREAK, is_number_word, number_runs


def _values(text: str) -> list[tuple[int, int, float]]:
    return [(r.first, r.last, r.value) for r in number_runs(text.split())]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("two thousand and eight", [(0, 3, 2008.0)]),
        ("nineteen ninety five", [(0, 2, 1995.0)]),  # a year read as two pairs of digits
        ("twenty twenty", [(0, 1, 2020.0)]),
        ("four or five", [(0, 0, 4.0), (2, 2, 5.0)]),
        ("five six", [(0, 0, 5.0), (1, 1, 6.0)]),
        ("twenty first", [(0, 1, 21.0)]),
        (f"twenty {BREAK} six", [(0, 0, 20.0), (2, 2, 6.0)]),
    ],
)
def test_runs_of_number_words(text: str, expected: list[tuple[int, int, float]]) -> None:
    assert _values(text) == expected


@pytest.mark.parametrize("word", ["second", "seconds", "hundreds", "forties", "dozens", "once", "one's", "o"])
def test_words_that_are_no_number(word: str) -> None:
    assert not is_number_word(word)


@pytest.mark.parametrize("word", ["six", "sixth", "hundred", "fourty", "zero"])
def test_number_words(word: str) -> None:
    assert is_number_word(word)


def test_the_aligner_reads_numbers_across_hyphens_but_not_across_punctuation() -> None:
    assert [t.canon for t in forms_of("twenty-six") if t.kind == "number"] == ["26"]
    assert [t.canon for t in forms_of("twenty, six") if t.kind == "number"] == ["20", "6"]
    assert [t.canon for t in forms_of("twenty\nsix") if t.kind == "number"] == ["20", "6"]


def test_a_reading_split_by_the_tokenizer_is_read_whole() -> None:
    # nlp.tokens reads "140/100" as the date "140/10" and "0"; the aligner sees both numbers
    assert [t.canon for t in forms_of("BP 140/100 today") if t.kind == "number"] == ["140", "100"]


def test_one_reader_and_one_table_for_the_aligner_and_the_proof() -> None:
    """The aligner's forms (``nlp.forms``) and the proof's values (``nlp.normalise``) read number words with one
    reader (``spelled_runs``, text2num) and small amounts with one table (``lexicon/amount_words``)."""
    from factlayer.nlp import forms, lexicon, normalise
    from factlayer.nlp.numbers import spelled_runs
    from factlayer.nlp.tokens import tokenize as written

    units = [(0, ["ninety", "nine"]), (1, []), (2, ["two"]), (3, ["thousand"]), (4, ["and"]), (5, ["eight"])]
    assert [(r.first, r.last, r.value) for r in spelled_runs(units)] == [(0, 0, 99.0), (2, 5, 2008.0)]
    for text in ("ninety-nine", "two thousand and eight", "twenty six", "nineteen ninety five"):
        found = normalise.parse_number(written(text), 0)
        assert found is not None and [f.value for f in forms_of(text)] == [found[0]], text
    table = lexicon.table("amount_words")
    assert not hasattr(forms, "MULTIPLICATIVES")
    assert {word: float(row[0]) for word, row in table.items()} == normalise._SMALL
    for word, row in table.items():
        said = [f.value for f in forms_of(f"{word} more") if f.kind == "number"]
        assert said == ([float(row[0])] if row[1:] == ("exact",) else []), word
