"""A claim about a relative ("The patient's husband has had the vaccine") is not borne out by a clause about no one
("… the stress people's bodies have been under, and the potential for getting covid or the vaccine") when neither it
nor the statements before it name that relative or say "he"/"she" (issue 12, long sources: subject swap)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

UNNAMED = [
    (
        "Doctor: i know it sounds silly , but i feel like with all the stress , the pressure that people's bodies "
        "have been under , and the potential for getting covid or the vaccine .\n"
        "Patient: my husband is n't ready to get it .\n",
        "The patient's husband has had the vaccine.",
    ),
    (
        "Doctor: with everything going on , the long lines at the pharmacy and the booster shot .\n"
        "Patient: my wife keeps putting it off .\n",
        "The patient's wife has had the booster shot.",
    ),
    (
        "Nurse: so , the new clinic , the parking and the flu shot .\nPatient: my dad never goes there .\n",
        "The patient's father has had the flu shot.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), UNNAMED)
def test_a_clause_about_no_one_is_not_the_relatives(source: str, claim: str) -> None:
    assert prove(claim, source).status.name != "VERIFIED"


def test_the_relative_named_still_verifies() -> None:
    source = "Patient: my husband , he had the vaccine in may .\n"
    assert prove("The patient's husband has had the vaccine.", source).status.name == "VERIFIED"
