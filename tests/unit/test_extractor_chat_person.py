"""A chat's "he"/"she" after the one person its speaker named is that person (``digest/chat_person.py``); every
other case is left unread. Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.antecedent import Before
from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.person_pronouns import named_person
from factlayer.nlp.parse import available


async def _stored(text: str) -> set[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return {a.candidate.text.lower() for a in assessments if a.accepted}


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "Ravi: What band was it?\nLena: It was Marco Diaz, he is so talented!\n",
            "marco diaz is so talented.",  # about Marco Diaz, whom the chat names (digest/named_subjects)
        ),
        (
            "Ravi: Do you have any pets?\nLena: Yes I do - a hamster named Biscuit. He's been great.\n",
            "biscuit has been great.",  # about Biscuit, whom the chat names (digest/named_subjects)
        ),
    ],
)
async def test_he_after_the_one_name_is_that_person(text: str, fact: str) -> None:
    assert fact in await _stored(text)


def _read(text: str, clause: str) -> tuple[str, tuple[int, int]] | None:
    lines = text.splitlines(keepends=True)
    turn = len(lines[0])
    end = text.index(clause)
    return named_person(clause, Before(text, 0, turn, end, end + len(clause)), None, False)


def test_the_name_is_cited() -> None:
    text = "Ravi: What band was it?\nLena: It was Marco Diaz, he is so talented!\n"
    found = _read(text, "he is so talented!")
    assert found is not None
    body, (a, b) = found
    assert body == "Marco Diaz is so talented!"
    assert text[a:b] == "Marco Diaz"


@pytest.mark.parametrize(
    "text",
    [
        "Ravi: Who came?\nLena: Tom Ruiz and Jerry Okafor. He is so nice.\n",  # two names
        "Ravi: How is Sam Ortiz?\nLena: I saw Marco Diaz. He is so nice.\n",  # another name in the turn before
        "Ravi: Who came?\nLena: My coach and Marco Diaz. He is so nice.\n",  # a person word
        "Ravi: Who came?\nLena: Marco Diaz came with her. He is so nice.\n",  # the other pronoun: two people
        "Ravi: Hey.\nLena: Thanks, Rav! Wow. He is so nice.\n",  # a name called: the one spoken to
    ],
)
def test_he_stays_unread_when_a_rule_fails(text: str) -> None:
    assert _read(text, text[text.index("He is") if "He is" in text else text.index("She is") :].strip()) is None


@pytest.mark.skipif(not available(), reason="the parse extra tells a name opening a sentence from a noun")
def test_a_capital_for_the_sentence_is_no_name() -> None:
    text = "Ravi: Any news?\nLena: Gardening's my thing now. He is so nice.\n"
    assert _read(text, "He is so nice.") is None
    text = "Ravi: Any news?\nLena: Biscuit's my hamster now. He is so nice.\n"
    assert _read(text, "He is so nice.") is not None
