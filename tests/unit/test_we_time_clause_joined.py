"""Issue #14: in a two-person chat, "I got nervous when we moved to Ohio" was stored as "John got nervous." and
"John was among those who moved to Ohio." — the main fact lost its time clause, and a short main clause ("I cried
when we lost the house") was lost whole. The speaker is one of "we", so the time clause is written as the speaker's
own act: "John got nervous when moving to Ohio." (``digest.we_clauses.WeSplit.joined``); the main clause alone is its
fallback when the proof refuses it. Only where the main clause is the speaker's own ("My son cried when we left" is
not: whether the son left, the words do not say). Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.we_clauses import we_split
from tests.unit.digests import stored

OPENING = "John: Hey Maria, what's new?\n"


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("I got nervous when we moved to Ohio.", "Maria got nervous when moving to Ohio."),
        ("I felt so happy when we won the game.", "Maria felt so happy when winning the game."),
        ("I had a quiet weekend after we went camping.", "Maria had a quiet weekend after going camping."),
        ("I cried when we lost the house.", "Maria cried when losing the house."),
        ("I smiled before we agreed on the price.", "Maria smiled before agreeing on the price."),
        ("I relaxed after we tried the spa.", "Maria relaxed after trying the spa."),
    ],
)
async def test_a_we_time_clause_stays_with_the_speakers_fact(said: str, fact: str) -> None:
    facts = [f for f, _ in await stored(f"{OPENING}Maria: {said}\nJohn: Wow.\n")]
    assert fact in facts, facts


@pytest.mark.parametrize(
    "clause",
    [
        "My son cried when we left.",  # not the speaker's own main clause
        "I called mom once we landed.",  # "once landing" is no English
        "I was tired after we had dinner.",  # an auxiliary's "had": whose act, unread
        "I was happy when we visited our parents.",  # "our": whose, the words do not say
    ],
)
def test_no_joined_time_where_the_words_do_not_say_it(clause: str) -> None:
    split = we_split(clause)
    assert split is None or split.joined is None


async def test_another_persons_clause_keeps_no_we_time() -> None:
    facts = [f for f, _ in await stored(f"{OPENING}Maria: My son cried when we left the park.\nJohn: Oh.\n")]
    assert not any("when leaving" in f for f in facts), facts
