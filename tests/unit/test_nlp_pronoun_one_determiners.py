"""``pronoun_one`` reads its determiners from ``lexicon/determiners.txt`` (with the quantifiers that file leaves
out), no longer from a copy of its own: a possessive or "these"/"those" before "one" (or before one word and
"one") points at a thing as "the" does — "my left one", "your last one" — where the copy read a count."""

from __future__ import annotations

import pytest

from factlayer.nlp.numbers import pronoun_one


@pytest.mark.parametrize(
    "text",
    ["patient : my left one .", "when was your last one ?", "still taking my old one .", "is that your third one"],
)
def test_a_possessive_before_one_points_at_a_thing(text: str) -> None:
    lows = text.split()
    assert pronoun_one(lows, lows.index("one"))


@pytest.mark.parametrize("text", ["the red one", "another one", "which one", "each one", "a good one"])
def test_what_it_read_as_a_thing_before_stays_a_thing(text: str) -> None:
    lows = text.split()
    assert pronoun_one(lows, lows.index("one"))


@pytest.mark.parametrize("text", ["i take one tablet", "take one of them", "that one to two weeks"])
def test_a_count_stays_a_count(text: str) -> None:
    lows = text.split()
    assert not pronoun_one(lows, lows.index("one"))
