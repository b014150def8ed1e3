"""A chat's "she"/"he" after the one relative its speaker named with "my" in their turn before the other's
(``digest.person_pronouns._own_relation``): that relative written in, or the clause skipped. Every transcript here
is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.antecedent import Before
from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.person_pronouns import named_person

_BOOKSHELF = (
    "Maya: How was your weekend?\n"
    "Sam: Pretty good! I finally finished the bookshelf I was building for my daughter.\n"
    "Maya: That's awesome. How old is she now?\n"
)


async def _stored(text: str) -> set[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return {a.candidate.text.lower() for a in assessments if a.accepted}


def _read(text: str, clause: str, visit: bool = False) -> str | None:
    """``named_person`` for ``clause`` in the last line of ``text``, as the extractor calls it: the turn before
    and the clause's turn each from after their label."""
    end = text.rindex(clause)
    line = text.rfind("\n", 0, end) + 1
    turn = text.index(":", line) + 2 if ":" in text[line:end] else text.index("]", line) + 2
    prior = text.rfind("\n", 0, line - 1) + 1
    start = text.index(":", prior) + 2 if ":" in text[prior:line] else text.index("]", prior) + 2
    got = named_person(clause, Before(text, start, turn, end, end + len(clause)), None, visit)
    return got[0] if got else None


async def test_she_after_my_daughter_in_the_speakers_turn_before_is_the_daughter() -> None:
    stored = await _stored(_BOOKSHELF + "Sam: She turned seven in October.\n")
    assert "sam's daughter turned seven in october." in stored


def test_the_relative_is_written_in_and_cited() -> None:
    text = _BOOKSHELF + "Sam: She turned seven in October.\n"
    found = named_person(
        "She turned seven in October.",
        Before(text, text.index("That's"), text.rindex("She"), text.rindex("She")),
        None,
        False,
    )
    assert found is not None
    assert found[0] == "my daughter turned seven in October."
    assert text[found[1][0] : found[1][1]] == "my daughter"


@pytest.mark.parametrize(
    "text",
    [
        _BOOKSHELF + "Sam: He turned seven in October.\n",  # "he" is never the daughter
        _BOOKSHELF.replace("my daughter", "my daughter and my sister") + "Sam: She turned seven.\n",  # two
        _BOOKSHELF.replace("my daughter", "my kids") + "Sam: She turned seven.\n",  # no one of them is "she"
        _BOOKSHELF.replace("How old is she", "How old is Lily") + "Sam: She turned seven.\n",  # a name
        _BOOKSHELF.replace("is she", "is the coach") + "Sam: She turned seven.\n",  # another person
        _BOOKSHELF.replace("I finally", "Jo and I finally") + "Sam: She turned seven.\n",  # a name
        _BOOKSHELF + "Lena: She turned seven.\n",  # not the one who said "my daughter"
        _BOOKSHELF.replace("my daughter", "the daughter") + "Sam: She turned seven.\n",  # whose daughter?
    ],
)
def test_she_stays_unread_when_a_rule_fails(text: str) -> None:
    clause = text.splitlines()[-1].split(": ", 1)[1]
    assert _read(text, clause) is None


def test_a_visit_is_left_alone() -> None:
    text = _BOOKSHELF + "Sam: She turned seven in October.\n"
    assert _read(text, "She turned seven in October.", visit=True) is None


def test_a_month_is_no_name() -> None:
    """A month names no one (``digest.chat_person``): in "… in October. She wants …", "she" is not October."""
    text = "Maya: How old is she?\nSam: She turned seven in October. She wants to be a vet.\n"
    assert not (_read(text, "She wants to be a vet.") or "").startswith("October")
