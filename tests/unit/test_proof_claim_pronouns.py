"""A pronoun inside the claim is checked against the evidence's word in its place: "Mrs. Chen's husband thinks he
should move in" was VERIFIED by "Her husband thinks I should move in with them", said by the daughter, and "The
director said he will present the budget" by "The director said she will" (proof/claim_pronouns.py). Small
transcripts of a doctor visit, a meeting and a phone call."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

VISIT = (
    "Doctor: How is Mrs. Chen doing at home?\n"
    "Daughter: Her husband thinks I should move in with them. He worries about her falls.\n"
)
MEETING = (
    "Alice: What did the board decide?\n"
    "Bob: The director said she will present the budget on Friday. Tom will finish the slides.\n"
)
CALL = "Agent: Thanks for calling, how can I help?\nCaller: My son says he lost his card yesterday.\n"


KEPT = [  # a pronoun for the speaker, said "I" in the evidence, still bears out
    ("Doctor: Do you take your pills?\nPatient: Yes, I take them every morning. My son reminds me.\n",
     "The patient says she takes her pills every morning."),
    ("Agent: How can I help you today?\nCaller: I lost my card. My husband said he saw it in the car.\n",
     "The caller said she lost her card."),
    ("Maria: Where are we on the launch?\nJohn: I will send the report on Monday.\n",
     "John said he will send the report on Monday."),
]  # fmt: skip


@pytest.mark.parametrize(
    ("source", "true", "altered"),
    [
        (VISIT, "Mrs. Chen's husband worries about her falls.",
         "Mrs. Chen's husband thinks he should move in with them."),
        (MEETING, "The director said she will present the budget on Friday.",
         "The director said he will present the budget on Friday."),
        (CALL, "The caller's son says he lost his card yesterday.",
         "The caller's son says she lost his card yesterday."),
    ],
)  # fmt: skip
def test_a_claims_pronoun_for_another_person_is_not_verified(source: str, true: str, altered: str) -> None:
    assert prove(altered, source, roles=False).status is not Status.VERIFIED
    assert prove(true, source, roles=False).status is not Status.CONTRADICTED
    for said, claim in KEPT:
        assert prove(claim, said, roles=False).status is Status.VERIFIED
