"""A clause opening on "he"/"she" about the one relative named just before (``digest.person_pronouns``): that relative
written in and cited, or the clause skipped — never a guess between two people. Every transcript here is written for
the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.antecedent import Before
from factlayer.digest.person_pronouns import named_person
from tests.unit.test_extractor_run_on import _facts


def _named(text: str, clause: str, role: str | None = "patient", visit: bool = True) -> str | None:
    """``named_person`` for ``clause``, the last words of ``text`` (the turn before is the one before its line)."""
    end = text.rindex(clause)
    turn = text.rfind("\n", 0, end) + 1
    before = text.rfind("\n", 0, max(turn - 1, 0)) + 1 if turn else 0
    got = named_person(clause, Before(text, before, turn, end), role, visit)
    return got[0] if got else None


async def test_he_after_your_son_is_the_patients_son() -> None:
    stored = await _facts(
        "[doctor] and how is your son doing ?",
        "[patient] he started college in september . he really likes it .",
        "[doctor] good .",
    )
    assert "The patient's son started college in september." in stored


async def test_she_after_my_mother_in_the_same_turn_is_the_mother() -> None:
    stored = await _facts(
        "[doctor] any family history of diabetes ?",
        "[patient] my mother has type two diabetes . she's on insulin .",
        "[doctor] okay .",
    )
    assert "The patient's mother is on insulin." in stored


@pytest.mark.parametrize(
    ("text", "clause", "written"),
    [
        ("[doctor] how is your husband ?\n[patient] he is fine", "he is fine", "my husband is fine"),
        ("[patient] my wife drove me . she's been worried", "she's been worried", "my wife has been worried"),
        ("[doctor] your daughter called me . she'll be glad", "she'll be glad", "your daughter will be glad"),
    ],
)
def test_the_one_relative_is_written_in_in_the_speakers_words(text: str, clause: str, written: str) -> None:
    role = "doctor" if "[doctor] she" in text else "patient"
    assert _named(text, clause, role) == written


@pytest.mark.parametrize(
    ("text", "clause"),
    [
        ("[doctor] how is your husband ?\n[patient] she is fine", "she is fine"),  # the pronoun does not fit
        ("[patient] my son and my daughter came . he drove", "he drove"),  # a son and a daughter: fits one, yet two
        ("[patient] my son and my brother came . he drove", "he drove"),  # two who fit
        ("[patient] my son saw dr. patel . he said it was fine", "he said it was fine"),  # a title
        ("[patient] my son saw the surgeon . he said it was fine", "he said it was fine"),  # a person noun
        ("[patient] my son took me to my cardiologist . she said", "she said"),  # a specialist
        ("[patient] my son took me to my pcp . he said it was fine", "he said it was fine"),  # other_people.txt
        ("Ana: I met my brother and Tom there . He is great", "He is great"),  # a name
        ("[patient] the boy next door came by . he is nice", "he is nice"),  # no "my"/"your": whose?
        ("[doctor] so , how have you been ?\n[patient] he is fine", "he is fine"),  # no one named
    ],
)
def test_no_one_or_more_than_one_person_writes_nothing_in(text: str, clause: str) -> None:
    assert _named(text, clause, visit=not text.startswith("Ana")) is None


def test_a_parent_speaking_for_a_child_in_a_visit_writes_nothing_in() -> None:
    text = "[doctor] how is your son ?\n[mother] he has had a fever"
    assert _named(text, "he has had a fever", role="mother") is None  # the son may be the patient
    assert _named(text, "he has had a fever", role="mother", visit=False) == "my son has had a fever"
