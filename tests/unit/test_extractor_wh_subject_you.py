"""A "you" right after a wh-word opening an embedded clause ("… which is why you wake up at night", "I'll explain
how you use the inhaler", "ask whether you qualify") is that clause's subject: written as the person's reference
("the patient wakes up"), never the object form "them" ("why them wake up", stored before as a fact)
(``lexicon/subject_slots.txt``). Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.rewrite import Reference, swap_people


@pytest.mark.parametrize(
    ("clause", "written"),
    [
        ("your sodium is low which is why you wake up at night", "why the patient wakes up"),
        ("your spacer is new so i'll explain how you use it", "how the patient uses"),
        ("your scan is clear so we will ask whether you qualify for the trial", "whether the patient qualifies"),
    ],
)
def test_you_after_a_wh_word_is_a_subject(clause: str, written: str) -> None:
    words = clause.split()
    assert swap_people(words, Reference("The doctor"), Reference("The patient"), {"The doctor"})
    text = " ".join(words)
    assert written in text and "them" not in text, text


def test_you_after_a_verb_stays_an_object() -> None:
    words = ["i", "will", "call", "you", "tomorrow"]
    assert swap_people(words, Reference("The doctor"), Reference("The patient"), {"The doctor"})
    assert " ".join(words) == "The doctor will call the patient tomorrow"
