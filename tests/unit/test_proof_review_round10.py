"""False statements a new user found VERIFIED (round 10), each a kind, with the true twin that must stand:

- a number said with "and" ("two hundred and ten pounds") was cut at the "and": 10 pounds VERIFIED, 210
  CONTRADICTED (nlp/clauses.py);
- "went down" against "went up": the direction after a verb of change is a word of the claim (proof/claim_terms.py);
- "this year" against "last year": the opener of a period (proof/comparison.py);
- "i quit drinking , but i still smoke" lent "quit smoking" across the "but" (proof/retrieve.py);
- "no , i didn't fall . it just started hurting after i began jogging" lent "fell" from under its denial
  (proof/lent_words.py).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

WEIGHT = "[doctor] what do you weigh ?\n[patient] i weigh two hundred and ten pounds .\n"
A1C = "[doctor] your a1c went up from 6.8 .\n[patient] oh no .\n"
SURGERY = "[doctor] any surgery ?\n[patient] i had surgery last year .\n"
HABITS = "[doctor] do you drink or smoke ?\n[patient] i quit drinking , but i still smoke .\n"
FALL = "[doctor] did you fall ?\n[patient] no , i didn't fall . it just started hurting after i began jogging again .\n"


@pytest.mark.parametrize(
    ("source", "false", "true"),
    [
        (WEIGHT, "The patient weighs 10 pounds.", "The patient weighs 210 pounds."),
        (A1C, "The patient's A1c went down from 6.8.", "The patient's A1c went up from 6.8."),
        (SURGERY, "The patient had surgery this year.", "The patient had surgery last year."),
        (HABITS, "The patient quit smoking.", "The patient still smokes."),
        (FALL, "The pain started after the patient fell.", "The patient did not fall."),
    ],
)
def test_the_altered_statement_is_refused_and_the_true_one_stands(source: str, false: str, true: str) -> None:
    assert prove(false, source).status is not Status.VERIFIED
    assert prove(true, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (WEIGHT, "The patient weighs 10 pounds."),
        (A1C, "The patient's A1c went down from 6.8."),
        (SURGERY, "The patient had surgery this year."),
    ],
)
def test_a_value_direction_or_time_said_otherwise_is_contradicted(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.CONTRADICTED


def test_each_side_of_the_but_still_stands() -> None:
    assert prove("The patient quit drinking.", HABITS).status is Status.VERIFIED
