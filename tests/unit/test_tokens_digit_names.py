"""A name with digits stays one token before a sentence's period or a comma ("check your a1c.", "covid19, then"):
the claim "… their a1c." was read as "a1" + "c" and refused as unsupported. A decimal after it is still a number."""

from __future__ import annotations

import pytest

from factlayer.nlp.tokens import tokenize


@pytest.mark.parametrize(
    ("text", "lows"),
    [
        ("to check their a1c.", ["to", "check", "their", "a1c", "."]),
        ("their b12. it was low", ["their", "b12", ".", "it", "was", "low"]),
        ("covid19, then", ["covid19", ",", "then"]),
        ("at the level of l5.", ["at", "the", "level", "of", "l5", "."]),
        ("a1c 7.2", ["a1c", "7.2"]),
        ("b12.5 mg", ["b", "12.5", "mg"]),  # a number, as before
    ],
)
def test_a_name_with_digits_before_punctuation(text: str, lows: list[str]) -> None:
    tokens = tokenize(text)
    assert [t.low for t in tokens] == lows
    assert all(text[t.start : t.end] == t.text for t in tokens)
