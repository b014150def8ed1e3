"""Issue #12, helper proof22: kinds of false VERIFIED read off the fit half of the pairs, each a constructed probe (a
false claim that was VERIFIED before, beside a true twin that must stay VERIFIED):

- a word and its negative-prefixed form are opposites, not a near spelling ("lawful" / "unlawful";
  nlp/affixes.py, lexicon negative_prefixes.txt, read by proof/align and proof/slots);
- two turns of one speaker with a question between tell one fact only when neither opens on "he"/"she"/"they"
  (proof/retrieve._next_own_turn): "They lowered the dose" is someone else's deed, "They put me on metoprolol" — "Are
  you taking it?" — "I'm now taking primidone" no current metoprolol;
- a saying denied asserts nothing ("I'm not saying we need …"; lexicon hedges.txt);
- a thing only planned, booked or scheduled is not a thing done (proof/planned.py, lexicon plan_objects.txt);
- a value foreseen is not a value had ("I'm going to have three dogs next month"; proof/foreseen_values.py);
- "our daughter" is the speaker's relation, also after a restart ("we our our oldest son"; nlp/subjects.py);
- the one at hand is not another one ("at another clinic" for "at this clinic"; proof/other_one.py).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_LAWFUL = "Mark: Honestly, that clause in the contract is unlawful.\nAnna: I agree.\n"
_HEART = "[doctor] your heartbeat is irregular today .\n[patient] okay .\n"
_SWITCHED = (
    "Doctor: What do you take for the tremor?\n"
    "Patient: They put me on metoprolol for the tremor when I was thirty.\n"
    "Doctor: Are you taking metoprolol currently?\n"
    "Patient: I'm now taking primidone and clonazepam.\n"
)
_REACTION = (
    "Patient: I had a rash from the high dose with the third cycle.\n"
    "Doctor: How did they respond once that happened?\n"
    "Patient: They just lowered the dose I was given.\n"
)
_DISPLAY = "Industrial Designer: Um I I'm not saying there's no need for a bigger battery ,\nProject Manager: Okay.\n"
_DISPLAY_SAID = "Industrial Designer: There's no need for a bigger battery .\nProject Manager: Okay.\n"
_TRIP = (
    "Nate: I made some new friends at the fair.\n"
    "Nate: We already planned a trip to the lake together.\n"
    "Joanna: That sounds fun!\n"
)
_DOGS = "Maria: I have two dogs now, and I'm going to have three dogs next month.\nJohn: Wow.\n"
_MEETING = "Project Manager: Okay, the next meeting's gonna be in thirty minutes.\nMarketing: Okay.\n"
_HOCKEY = (
    "[patient] i've been coaching a bit .\n[doctor] yeah we our our oldest son he plays hockey in the city league .\n"
    "[patient] oh nice .\n"
)
_NURSE = "Patient: My husband and I are fine. Our daughter is a nurse in Boston.\nDoctor: Oh nice.\n"
_CLINIC = "Patient: I saw a cardiologist at another clinic last year.\nDoctor: Okay.\n"
_PHARMACY = "Patient: My sister goes to a different pharmacy on Main Street.\nDoctor: Okay.\n"
_SURGERY = "Patient: My knee has been bad all year.\nPatient: We already scheduled the knee surgery for next month.\n"

FALSE = [
    (_LAWFUL, "Mark said the clause in the contract is lawful."),
    (_HEART, "The patient's heartbeat is regular today."),
    (_SWITCHED, "The patient is currently taking metoprolol."),
    (_REACTION, "After the rash, the patient lowered the dose on her own."),
    (_DISPLAY, "The Industrial Designer said there is no need for a bigger battery."),
    (_TRIP, "Nate already had a trip to the lake."),
    (_SURGERY, "The patient already had the knee surgery."),
    (_DOGS, "Maria has three dogs."),
    (_CLINIC, "The patient saw a cardiologist at this clinic last year."),
    (_PHARMACY, "The patient's sister goes to the same pharmacy on Main Street."),
    (_HOCKEY, "The patient's oldest son plays hockey."),
    (_NURSE, "The doctor's daughter is a nurse in Boston."),
]

TRUE = [
    (_LAWFUL, "Mark said the clause in the contract is unlawful."),
    (_HEART, "The patient's heartbeat is irregular today."),
    (_SWITCHED, "The patient is now taking primidone and clonazepam."),
    (_REACTION, "The patient had a rash from the high dose with the third cycle."),
    (_DISPLAY_SAID, "The Industrial Designer said there is no need for a bigger battery."),
    (_TRIP, "Nate already planned a trip to the lake."),
    (_SURGERY, "The patient already scheduled the knee surgery."),
    (_DOGS, "Maria has two dogs."),
    (_DOGS, "Maria will have three dogs next month."),
    (_MEETING, "The next meeting is in thirty minutes."),
    (_CLINIC, "The patient saw a cardiologist at another clinic last year."),
    (_CLINIC, "The patient saw a cardiologist last year."),
    (_PHARMACY, "The patient's sister goes to a pharmacy on Main Street."),
    (_HOCKEY, "The doctor's oldest son plays hockey."),
    (_NURSE, "The patient's daughter is a nurse in Boston."),
]


@pytest.mark.parametrize(("source", "claim"), FALSE)
def test_false_claim_is_not_verified(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(("source", "claim"), TRUE)
def test_true_twin_stays_verified(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


def test_prefixed_opposite_contradicts() -> None:
    """The source states the opposite: CONTRADICTED, with the opposite named."""
    proof = prove("Mark said the clause in the contract is lawful.", _LAWFUL, roles=False)
    assert proof.status is Status.CONTRADICTED
    assert any("unlawful" in n for n in proof.conflict_notes)


def test_a_saying_denied_is_not_said_against_either() -> None:
    """ "I'm not saying there's no need for X" neither denies nor asserts a need: no conflict for "says we need X"."""
    proof = prove("The Industrial Designer said we need a bigger battery.", _DISPLAY, roles=False)
    assert proof.status is Status.UNVERIFIABLE


def test_our_relation_is_the_speakers() -> None:
    from factlayer.nlp.subjects import subject_of
    from factlayer.nlp.tokens import tokenize

    subject, _ = subject_of(
        list(tokenize("yeah we our our youngest daughter she is almost sixteen")), "doctor", "patient", spoken=True
    )
    assert subject.describe() == "doctor's daughter"
