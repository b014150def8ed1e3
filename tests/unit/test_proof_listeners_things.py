"""The listener's things are not the speaker's (proof/listeners_things.py, proof/owners.py, nlp/subject_leads.py): a
statement about the listener's kidney, labs or sugar, or with "you" as the doer, does not bear out a claim that the
speaker has or does them; the speaker's own "i … you know … i had a kidney stone" is not the listener's. A digest
of ACI-Bench D2N050 stored "The doctor had a kidney stone." (found in round 28); the excerpts below are copied from
that visit (ACI-Bench train D2N050, CC BY 4.0, see tests/data/ATTRIBUTION.md), shortened."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

D2N050 = (  # the patient's and the doctor's turns of ACI-Bench train D2N050 that speak of the stone, shortened
    "[doctor] so can you tell me a little bit about that\n"
    "[patient] well when i you know after i found out i had a disk a kidney stone it came a couple times but it did "
    "n't last as long\n"
    "[doctor] so i did review the results of your ct and it does show a stone that's measuring point five "
    "centimeters located in the proximal right ureter and that's that duct that classes from your your kidney to "
    "down to your bladder there is no evidence of hydronephrosis that would mean that the stone is obstruct "
    "obstructing the ureter causing swelling in the kidney\n"
)

FALSE = [
    (D2N050, "The doctor had a kidney stone."),
    (D2N050, "The doctor has a kidney stone."),
    (
        "[patient] well when i you know after i found out i had a kidney stone it came a couple times\n[doctor] okay\n",
        "The doctor had a kidney stone.",
    ),
    ("[doctor] i reviewed your labs and your sugar is high\n", "The doctor's sugar is high."),
    ("[doctor] the x-ray shows a fracture in your wrist\n[patient] great\n", "The doctor has a fracture in the wrist."),
    (
        "[doctor] looking at the scan there is a small cyst on your liver\n[patient] is that bad\n",
        "The doctor has a small cyst on the liver.",
    ),
    (
        "[doctor] so i did review your ct and it does show a stone from your kidney.\n[patient] oh no\n",
        "The doctor had a kidney stone.",
    ),
    ("[patient] my knee hurts when i climb stairs\n[doctor] okay\n", "The doctor's knee hurts."),
    (
        "Employee: My laptop keeps crashing during meetings.\nManager: I'll ask IT.\n",
        "The manager's laptop keeps crashing.",
    ),
    (
        "Agent: I checked your account and your payment is overdue.\nCaller: Oh, really?\n",
        "The agent's payment is overdue.",
    ),
    (
        "Sam: Your car is making that rattling noise again.\nLee: Yeah, I know.\n",
        "Sam's car is making a rattling noise.",
    ),
    (
        "Caller: My internet has been down since Tuesday.\nAgent: Let me check.\n",
        "The agent's internet has been down since Tuesday.",
    ),
    (
        "Nina: I hear your sister is moving to Denver.\nOmar: Yeah, she got a job there.\n",
        "Nina's sister is moving to Denver.",
    ),
    (
        "[doctor] so after you stopped the metformin your stomach got better\n[patient] yes\n",
        "The doctor stopped the metformin.",
    ),
    (
        "[doctor] your potassium came back a little low so let's recheck it\n[patient] okay\n",
        "The doctor's potassium was low.",
    ),
    (
        "Caller: You sent me the wrong size shoes.\nAgent: I'm sorry about that.\n",
        "The caller sent the wrong size shoes.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), FALSE)
def test_the_listeners_things_are_not_the_speakers(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason


TRUE = [
    (D2N050, "The patient had a kidney stone."),
    (D2N050, "The patient has a kidney stone."),
    (
        "[doctor] I'd like you to cut down on salt.\n[patient] Okay.\n",
        "The doctor wants the patient to cut down on salt.",
    ),
    (
        "[doctor] I want you to walk thirty minutes a day.\n[patient] I'll try.\n",
        "The doctor wants the patient to walk thirty minutes a day.",
    ),
    (
        "[doctor] the x-ray shows a fracture in your wrist\n[patient] great\n",
        "The patient has a fracture in the wrist.",
    ),
    (
        "[doctor] looking at the scan there is a small cyst on your liver\n[patient] is that bad\n",
        "The patient has a small cyst on the liver.",
    ),
    (
        "[doctor] i had a kidney stone myself years ago so i know how it hurts\n[patient] really\n",
        "The doctor had a kidney stone.",
    ),
    (
        "[doctor] i'm going to order an mri of your shoulder\n[patient] okay\n",
        "The doctor will order an MRI of the shoulder.",
    ),
    ("[doctor] i reviewed your labs and your sugar is high\n[patient] okay\n", "The doctor reviewed the labs."),
    (
        "Manager: I'll send your contract over tonight.\nEmployee: Thanks.\n",
        "The manager will send the contract tonight.",
    ),
    (
        "Agent: I checked your account and your payment is overdue.\nCaller: Oh, really?\n",
        "The caller's payment is overdue.",
    ),
    (
        "Caller: You sent me the wrong size shoes.\nAgent: I'm sorry about that.\n",
        "The agent sent the wrong size shoes.",
    ),
    (
        "[doctor] so after you stopped the metformin your stomach got better\n[patient] yes\n",
        "The patient stopped the metformin.",
    ),
    # a question read through its answer: its "you" is the answerer
    (
        "[doctor] and do you have any allergies to medicines?\n[patient] no, none.\n",
        "The patient has no allergies to medicines.",
    ),
    # what a speaker suggests or recommends is for the listener to do
    (
        "Joanna: I'm trying to bake without dairy now.\nNate: You can use coconut oil instead of butter.\n",
        "Nate suggested coconut oil instead of butter.",
    ),
    ("[doctor] I'd recommend you cut down on salt.\n[patient] Okay.\n", "The doctor recommends cutting down on salt."),
    (
        "[doctor] let's continue you on the albuterol two puffs every four hours and we'll add "
        "symbicort two puffs twice "
        "a day\n[patient] okay\n",
        "The doctor adds Symbicort two puffs twice a day.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), TRUE)
def test_the_listeners_and_the_speakers_own_keep_their_reading(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason
