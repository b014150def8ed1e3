"""Words of a claim taken from different places of the evidence (every transcript here is written for the test):

* a claim word borrowed from a neighbouring statement while the core fills its place with its own word ("No, the car
  is paid off. We owe about 140,000 on the house." for "… owes about 140,000 on the car");
* a claim's value said in one part of a sentence and its words in another part with a value of its own ("Yes, 6
  percent, and my employer matches up to 4" for "The employer matches up to 6 percent"; "I take 20 milligrams in the
  morning and my wife takes 40" for "The patient's wife takes 20 milligrams").

Each was VERIFIED before.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

CASES = [
    (
        "Advisor: Do you have any other debts besides the mortgage?\n"
        "Client: No, the car is paid off. We owe about 140,000 on the house.\n",
        "The client owes about 140,000 on the house.",
        "The client owes about 140,000 on the car.",
    ),
    (
        "Agent: What is damaged?\nCaller: The laptop works fine. There is a crack in the tablet.\n",
        "There is a crack in the tablet.",
        "There is a crack in the laptop.",
    ),
    (
        "Advisor: And you contribute 6 percent?\nClient: Yes, 6 percent, and my employer matches up to 4.\n",
        "The client's employer matches up to 4 percent.",
        "The client's employer matches up to 6 percent.",
    ),
    (
        "Patient: I take 20 milligrams in the morning and my wife takes 40.\nDoctor: Okay.\n",
        "The patient takes 20 milligrams in the morning.",
        "The patient's wife takes 20 milligrams.",
    ),
]


@pytest.mark.parametrize(("text", "true", "false"), CASES)
def test_a_claim_word_from_another_place_does_not_bind(text: str, true: str, false: str) -> None:
    assert prove(true, text, roles=False).status == "VERIFIED"
    assert prove(false, text, roles=False).status != "VERIFIED"


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("Ana: We sold 300 units in March, up from 200 in February.\n", "They sold 200 units in February."),
        ("Ana: The pain is worse in the morning and at night.\n", "The pain is worse at night."),
        ("Ben: I called the bank on Monday. They sent the form on Tuesday.\n", "The bank sent the form on Tuesday."),
    ],
)
def test_a_claim_said_in_one_place_or_gapped_still_binds(text: str, claim: str) -> None:
    assert prove(claim, text, roles=False).status == "VERIFIED"
