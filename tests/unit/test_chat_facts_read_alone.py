"""Facts stored for a chat must be sentences a reader understands alone (issues #14, #18). Kinds found on a read of
the facts stored for two fit-half chats:

- a subject of two nouns cut at its "and" because one noun is also a verb ("Their love and help have been …" stored
  as "X says help have been so important …": ungrammatical, and whose help was lost) — ``clause_joins.noun_pairs``;
- "Lucky you!" read as an elided "I'm lucky you" ("Caroline is lucky Melanie."): the listener is the lucky one —
  ``predicate_shapes.elided_mood``;
- "Glad everyone could come." kept as "X says glad everyone could come." (no verb after "says") — ``elided_mood``;
- a chat subject opening on "our" written "The …" ("Our holiday got off to a rough start." → "The holiday got off to
  a rough start.": whose holiday, and who said it, were lost) — ``rewrite.rewrite_statement``; it is what the speaker
  says ("Omar says our neighbours give us courage …", ``thing_clauses``), or, of a past occasion, not stored
  (``group_words``).

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.clause_joins import joined_clauses
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.predicate_shapes import elided_mood
from factlayer.digest.rewrite import third_person


async def _stored(*turns: str) -> list[str]:
    """The facts stored for a chat of these turns."""
    text = "\n".join(turns) + "\n"
    candidates = ExtractiveProvider().extract(text)
    return [a.candidate.text for a in await assess_candidates(candidates, text) if a.accepted]


def _pieces(sentence: str) -> list[str]:
    return [sentence[a:b] for a, b in joined_clauses(sentence, 0, len(sentence))]


@pytest.mark.parametrize(
    "sentence",
    [
        "Their love and help have been so important since the move.",
        "My work and study keep me busy these days.",
        "Her support or advice always arrives at the right time.",
    ],
)
def test_a_subject_of_two_nouns_is_not_cut_at_its_and(sentence: str) -> None:
    assert len(_pieces(sentence)) == 1


@pytest.mark.parametrize(
    ("sentence", "n"),
    [
        ("That works and I can come on Sunday.", 2),  # "that works": a clause of its own
        ("My sister baked a pie and I brought the salad.", 2),
        ("The rain stopped and the kids went out.", 2),
        ("The kids love it and we go every summer.", 2),
    ],
)
def test_clauses_joined_by_and_stay_apart(sentence: str, n: int) -> None:
    assert len(_pieces(sentence)) == n


async def test_no_fact_is_the_second_noun_of_a_subject() -> None:
    stored = await _stored(
        "Dana: My cousins live nearby. Their love and help have been so important since the move.",
        "Omar: That is lovely.",
    )
    assert not any("help have been" in s for s in stored)
    assert "Dana's cousins live nearby." in stored


@pytest.mark.parametrize(
    "clause",
    ["Lucky you!", "Lucky you to have such a big family!", "So lucky you, to be honest."],
)
def test_lucky_you_is_no_feeling_of_the_speaker(clause: str) -> None:
    assert not elided_mood(clause)


@pytest.mark.parametrize(
    "clause",
    ["Glad you finished the marathon.", "Proud of you for trying.", "Glad everyone could come to the party."],
)
def test_a_feeling_about_something_is_the_speakers(clause: str) -> None:
    assert elided_mood(clause)


async def test_lucky_you_is_not_stored_as_the_speaker_lucky() -> None:
    stored = await _stored(
        "Omar: Wow, what a lovely garden! Lucky you to have such a big garden!",
        "Dana: Glad everyone could come to the party.",
        "Omar: Glad you finished the marathon.",
    )
    assert not any(s.startswith("Omar is lucky") for s in stored)
    assert not any(" says glad" in s for s in stored)
    assert "Dana is glad everyone could come to the party." in stored
    assert "Omar is glad Dana finished the marathon." in stored


async def test_a_subject_of_ours_is_not_written_the() -> None:
    stored = await _stored(
        "Dana: Our holiday got off to a rough start.",
        "Omar: Our neighbours give us courage to face anything.",
        "Dana: We walked our dog in the park. Our choir meets every Thursday evening.",
    )
    assert not any(s.startswith("The ") for s in stored)
    assert "Omar says our neighbours give us courage to face anything." in stored
    assert "Dana says our choir meets every Thursday evening." in stored
    assert "Dana was among those who walked the dog in the park." in stored  # "our" inside a "we" clause: as before


async def test_a_cheer_after_a_dash_is_no_part_of_the_fact() -> None:
    stored = await _stored(
        "Omar: You have come a long way since the surgery - keep on inspiring people with your grit!",
        "Dana: Thanks! So proud of the progress you have made - keep it up!",
        "Omar: You are gonna do great with your bakery, just keep going and stay positive!",
    )
    assert not any("keep" in s for s in stored)
    assert "Omar says Dana has come a long way since the surgery." in stored
    assert "Dana is proud of the progress Omar has made." in stored


@pytest.mark.parametrize(
    ("sentence", "chat", "n"),
    [
        ("I hurt my knee - try the ice first.", True, 1),
        ("We start the pills - take one with food.", False, 1),  # a visit: the order after the dash is the plan, kept
        ("I ran - it was hard.", True, 2),  # no order after the dash
        ("I cooked, then we ate outside.", True, 1),
    ],
)
def test_an_order_after_a_dash_is_cut_in_a_chat_only(sentence: str, chat: bool, n: int) -> None:
    pieces = [sentence[a:b] for a, b in joined_clauses(sentence, 0, len(sentence), chat=chat)]
    assert len(pieces) == n, pieces
    assert "try" not in pieces[0]


@pytest.mark.parametrize(
    ("verb", "written"),
    [("color-code", "color-codes"), ("double-check", "double-checks"), ("half-expected", "half-expected")],
)
def test_a_hyphenated_verb_agrees_with_its_subject(verb: str, written: str) -> None:
    assert third_person(verb) == written


async def test_a_hyphenated_verb_is_written_in_the_third_person() -> None:
    stored = await _stored("Omar: I double-check the locks every night.", "Dana: Good idea.")
    assert "Omar double-checks the locks every night." in stored
