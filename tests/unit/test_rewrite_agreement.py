"""Facts of chat a reader can take as written: verbs that agree once "I" is written as a person (a "they" at the end
of a sentence: "proud of who I am." was written "who they am.", the full stop hid the verb; the spoken "gotta" /
"wanna": "Jon gottas finish …"), a feeling said without its "I'm" ("Glad my journey …") and a name called at the end
("…, Gina.")."""

from __future__ import annotations

import asyncio

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.rewrite import Reference, rewrite_statement

CAROLINE, MELANIE = Reference("Caroline"), Reference("Melanie")


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("I'm finally proud of who I am.", "Caroline is finally proud of who they are."),
        ("I love who I am.", "Caroline loves who they are."),
        ("I gotta finish the business plan by Friday.", "Caroline has to finish the business plan by Friday."),
        ("I wanna open a second studio.", "Caroline wants to open a second studio."),
        ("I hafta call the bank.", "Caroline has to call the bank."),
    ],
)
def test_the_verb_agrees_with_the_person_written(said: str, written: str) -> None:
    assert rewrite_statement(said, CAROLINE, MELANIE) == written


def _stored(text: str) -> list[str]:
    extraction = ExtractiveProvider().digest(text)
    return [a.candidate.text for a in asyncio.run(assess_candidates(extraction.candidates, text)) if a.accepted]


def test_a_feeling_said_without_its_i_is_the_speakers() -> None:
    # "Glad my journey is inspiring others" was stored as "Glad Gina's journey is inspiring others." (whose
    # gladness?), "Impressed by your commitment, Gina." as "Jon impressed by Gina's commitment, Gina.", and
    # "Thankful for my family." was skipped as a fragment
    text = (
        "Jon: Impressed by your commitment, Gina.\n"
        "Gina: Thanks, Jon! Your words are really encouraging. Glad my journey is inspiring others.\n"
        "Jon: Thankful for my family, honestly.\n"
    )
    stored = _stored(text)
    assert "Gina is glad their journey is inspiring others." in stored
    assert "Jon is impressed by Gina's commitment." in stored
    assert any(fact.startswith("Jon is thankful for their family") for fact in stored)


def test_a_mood_word_that_says_what_a_thing_is_is_not_a_feeling() -> None:
    stored = _stored("Mia: Great to see you! Amazing how far you've come.\nLeo: Thanks!\n")
    assert not any("Mia is great" in fact or "Mia is amazing" in fact for fact in stored)
