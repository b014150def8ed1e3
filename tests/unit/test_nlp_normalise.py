"""nlp.normalise: the one stemmer (Snowball + irregular forms) and the one number and value parser."""

from __future__ import annotations

import pytest

from factlayer.nlp.normalise import values
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import tokenize


@pytest.mark.parametrize(
    "forms",
    [
        ("take", "takes", "taking"),
        ("make", "makes"),
        ("dose", "doses"),
        ("prosecute", "prosecuted"),
        ("cost", "costs"),
        ("use", "uses"),
        ("go", "went", "gone"),
        ("knee", "knees"),
    ],
)
def test_inflections_share_a_stem(forms: tuple[str, ...]) -> None:
    assert len({stem(f) for f in forms}) == 1, {f: stem(f) for f in forms}


def test_different_words_stay_apart() -> None:
    assert stem("take") != stem("make")
    assert stem("dose") != stem("does")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("twice a day", [("frequency", 2.0, "day")]),
        ("three times a week", [("frequency", 3.0, "week")]),
        ("once daily", [("frequency", 1.0, "day")]),
        ("every other day", [("frequency", 0.5, "day")]),
        ("for eight months", [("quantity", 8.0, "month")]),
        ("400 milligrams", [("quantity", 400.0, "mg")]),
        ("a pack a day", [("quantity", 1.0, "pack per day")]),
        ("one hundred and twenty five", [("number", 125.0, None)]),
        ("in two thousand nine", [("year", 2009.0, None)]),
        ("on 01/10/09", [("date", 110.0, None), ("year", 2009.0, None)]),
        ("January tenth", [("date", 110.0, None)]),
        ("at 3 pm", [("time", 900.0, None)]),
        ("I may go", []),
    ],
)
def test_values(text: str, expected: list[tuple[str, float, str | None]]) -> None:
    assert [(v.kind, v.amount, v.unit) for v in values(tokenize(text))] == expected


def test_an_acronym_spelled_out_with_underscores_is_one_token() -> None:
    assert [t.low for t in tokenize("my D_V_D_ player, the T_V_ and foo_bar")] == [
        "my", "dvd", "player", ",", "the", "tv", "and", "foo", "_", "bar",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("past", "base"), [("sold", "selling"), ("drew", "draw"), ("fed", "feeds"), ("chose", "choose")]
)
def test_irregular_past_forms_share_the_base_stem(past: str, base: str) -> None:
    assert stem(past) == stem(base)


def test_a_name_with_digits_is_one_word_and_no_number() -> None:
    tokens = tokenize("your hemoglobin A1c is 8 and vitamin B12 is low")
    assert [t.low for t in tokens][:4] == ["your", "hemoglobin", "a1c", "is"]
    assert [v.describe() for v in values(tokens)] == ["8"]
