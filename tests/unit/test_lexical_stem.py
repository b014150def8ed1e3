"""text.lexical.stem: the verifier's light stemmer gives a word's inflections one stem."""

from __future__ import annotations

import pytest

from factlayer.text.lexical import stem


@pytest.mark.parametrize(
    "forms",
    [
        ("take", "takes", "taking"),
        ("make", "makes"),
        ("dose", "doses"),
        ("prosecute", "prosecuted"),
        ("cost", "costs"),
        ("use", "uses"),
    ],
)
def test_inflections_share_a_stem(forms: tuple[str, ...]) -> None:
    assert len({stem(f) for f in forms}) == 1, {f: stem(f) for f in forms}


def test_different_words_stay_apart() -> None:
    assert stem("take") != stem("make")
    assert stem("dose") != stem("does")
