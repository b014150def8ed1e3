"""A thing, a state or a preference credited to the wrong person (review 24): "my X" is the speaker's, a "he / she /
her" in a turn is never the one speaking, "I prefer" is the speaker's preference — a claim that gives any of them to
another participant is not VERIFIED, while the true twin still is.

- the owner is told in the clause beside the core ("Hi, my power has been down | since yesterday morning"), not by a
  word lent from the turn before ("calling City Power": proof/owners.py);
- "Her car is ready", said by the one calling, is not theirs ("her" opening a statement owns the next word);
- "She's away | until Monday", said by the assistant, is not about the assistant (proof/clause_lead.py,
  proof/self_described.py);
- "My husband drinks tea, but I prefer coffee": the guest's preference (proof/preferred.py)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

POWER = (
    "Agent: Thank you for calling City Power, this is Ravi. How can I help?\n"
    "Customer: Hi, my power has been down since yesterday morning.\n"
)
GARAGE = (
    "Speaker 1: Hello, this is Omar from the garage, calling for Lisa.\n"
    "Speaker 2: I'm her husband. She's at work.\n"
    "Speaker 1: Okay. Her car is ready.\n"
)
DENTIST = (
    "Speaker 1: Hi, this is Mark calling for Jenny.\n"
    "Speaker 2: This is Jenny's assistant. She's out until Tuesday.\n"
    "Speaker 1: Okay. I'm her dentist. Her crown is ready.\n"
)
CLINIC = (
    "Speaker 1: Hi, this is Paul calling for Dr. Reyes.\n"
    "Speaker 2: This is Dr. Reyes's assistant. She's away until Monday.\n"
    "Speaker 1: Thanks.\n"
)
CLINIC_HERE = (
    "Speaker 1: Hi, this is Paul calling for Dr. Reyes.\n"
    "Speaker 2: I'm the assistant. I'm here until Monday.\n"
    "Speaker 1: Thanks.\n"
)
BANK = (
    "Agent: Thanks for calling, this is Omar. My manager is Dana. She is out until Tuesday.\n"
    "Customer: Okay, I'll call back.\n"
)
TEA = "Host: Tea or coffee?\nGuest: My husband drinks tea, but I prefer coffee.\nHost: We only have coffee anyway.\n"
SHOP = "Customer: My wife wanted a red one, but I prefer the blue.\nSalesman: We only have it in blue.\n"

# roles=True: the parse (proof/roles.py) already refused the first four; the checks alone must too.
FALSE = [
    (POWER, "Ravi's power has been down since yesterday morning.", False),
    (POWER, "The agent's power has been down since yesterday morning.", False),
    (GARAGE, "Omar's car is ready.", False),
    (DENTIST, "Mark's crown is ready.", False),
    *(
        (source, claim, roles)
        for source, claim in [
            (DENTIST, "The assistant is out until Tuesday."),
            (CLINIC, "The assistant is away until Monday."),
            (BANK, "Omar is out until Tuesday."),
            (BANK, "The agent is out until Tuesday."),
            (TEA, "The guest's husband prefers coffee."),
            (TEA, "The host prefers coffee."),
            (SHOP, "The customer's wife prefers the blue."),
        ]
        for roles in (False, True)
    ),
]
TRUE = [
    (POWER, "The customer's power has been down since yesterday morning."),
    (GARAGE, "Lisa's car is ready."),
    (DENTIST, "Jenny's crown is ready."),
    (CLINIC_HERE, "The assistant is here until Monday."),
    (BANK, "Omar's manager is out until Tuesday."),
    (TEA, "The guest prefers coffee."),
    (TEA, "The guest's husband drinks tea."),
    (SHOP, "The customer prefers the blue."),
    (SHOP, "The customer's wife wanted a red one."),
]


@pytest.mark.parametrize(("source", "claim", "roles"), FALSE)
def test_a_thing_of_another_person_is_not_verified(source: str, claim: str, roles: bool) -> None:
    proof = prove(claim, source, roles=roles)
    assert proof.status is not Status.VERIFIED, proof.reason


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(("source", "claim"), TRUE)
def test_the_true_twin_is_verified(source: str, claim: str, roles: bool) -> None:
    proof = prove(claim, source, roles=roles)
    assert proof.status is Status.VERIFIED, proof.reason


def test_the_refusal_names_whose_it_is() -> None:
    proof = prove("The customer's wife prefers the blue.", SHOP, roles=False)
    assert "Customer" in proof.reason
    proof = prove("Ravi's power has been down since yesterday morning.", POWER, roles=False)
    assert "Customer" in proof.reason
