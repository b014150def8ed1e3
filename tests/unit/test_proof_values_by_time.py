"""Issue #12: a value said for one time is not the value of another ("last time 130 over 80, today 150 over 95"):
a pronoun with its copula ("today it's 150") and "last/next" before a time word no longer hide the word a value
belongs to (proof/binding.bound_word). Found by hand-written probe grids; the false rows were VERIFIED before."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_BP = "[doctor] your blood pressure last time was 130 over 80 , and today it's 150 over 95 .\n[patient] wow .\n"
_A1C = "[doctor] your a1c was 7.2 in march and now it's 8.1 .\n[patient] okay .\n"
_WEIGHT = "Coach: Last season you were at 190 pounds and now you're at 175 pounds.\nMia: I worked hard.\n"


@pytest.mark.parametrize(
    ("source", "claim", "verified"),
    [
        (_BP, "The patient's blood pressure today is 150 over 95.", True),
        (_BP, "The patient's blood pressure today is 130 over 80.", False),
        (_A1C, "The patient's A1c is now 8.1.", True),
        (_A1C, "The patient's A1c is now 7.2.", False),
        (_WEIGHT, "Mia is now at 175 pounds.", True),
        (_WEIGHT, "Mia is now at 190 pounds.", False),
    ],
)
def test_a_value_belongs_to_the_time_it_is_said_for(source: str, claim: str, verified: bool) -> None:
    assert (prove(claim, source).status is Status.VERIFIED) is verified
