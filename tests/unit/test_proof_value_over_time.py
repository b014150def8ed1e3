"""A value and its update (round 22, lead): "Your LDL was 160 in March and it's 130 now" says the LDL *is* 130.
Before, the present claim of the old value was VERIFIED ("The patient's LDL is 160") and the true one CONTRADICTED
("130 is said of another word": the "it" that took the LDL up was read as another thing). A present claim takes
the value that holds now, a past one the value of before; the "it" may open a clause of its own ("… last time |
and today it is 7.8")."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

LDL = "Doctor: Your LDL was 160 in March and it's 130 now.\n"
A1C = "Doctor: Your A1C was 9.2 last time and today it is 7.8.\n"
WEIGHT = "Patient: My weight was 210 in January, now it's down to 195.\n"
SAME = "Agent: The fee was 20 dollars and it's still 20 dollars.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (LDL, "The patient's LDL is 130.", Status.VERIFIED),
        (LDL, "The patient's LDL is 160.", Status.CONTRADICTED),
        (LDL, "The patient's LDL was 160 in March.", Status.VERIFIED),
        (LDL, "The patient's LDL was 130 in March.", Status.CONTRADICTED),
        (A1C, "The patient's A1C is 7.8.", Status.VERIFIED),
        (A1C, "The patient's A1C is 9.2.", Status.CONTRADICTED),
        (A1C, "The patient's A1C was 9.2 last time.", Status.VERIFIED),
        (WEIGHT, "The patient's weight is 195.", Status.VERIFIED),
        (WEIGHT, "The patient's weight is 210.", Status.CONTRADICTED),
        (WEIGHT, "The patient's weight was 210 in January.", Status.VERIFIED),
        (SAME, "The fee is 20 dollars.", Status.VERIFIED),
    ],
)
def test_a_value_and_its_update(source: str, claim: str, status: Status, roles: bool) -> None:
    assert prove(claim, source, roles=roles).status is status
