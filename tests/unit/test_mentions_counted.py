"""A fact's mentions count the places it was said, not the rules that read it: "Hi, my name is John Smith" was
read as an introduction and as a clause, and its reasoning said "said 2 times" (the README's example showed it)."""

from __future__ import annotations

from factlayer.digest.extractive import ExtractiveProvider


def _reasoning(text: str, fact: str) -> str:
    found = [c.reasoning for c in ExtractiveProvider().extract(text) if c.text == fact]
    assert found, [c.text for c in ExtractiveProvider().extract(text)]
    return found[0]


def test_one_sentence_read_twice_is_one_mention() -> None:
    text = "Patient: Hi, my name is John Smith. I have had a headache since Monday.\nDoctor: Okay.\n"
    assert "said 2 times" not in _reasoning(text, "The patient's name is John Smith.")


def test_the_same_words_said_again_are_two_mentions() -> None:
    text = (
        "Patient: I take ibuprofen twice a day.\nDoctor: Okay.\nPatient: Like I said, I take ibuprofen twice a day.\n"
    )
    assert "said 2 times" in _reasoning(text, "The patient takes ibuprofen twice a day.")
