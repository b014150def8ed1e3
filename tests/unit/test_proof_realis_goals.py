"""Issue #12: a deed or state the source only sets as a goal or puts under a head is not done (proof/realis.py).

Found by a probe set written from fit-half transcripts (bench/data/adversarial_transcripts.json): a state under
"make sure" / "ensure (that)", a second verb joined by "and" under the first one's head, a filler or a word broken
off between the head and its verb, a purpose ("raising money to build a shelter"), and a deed whose head stands in
the clause the evidence was split off from.
Each kind has twins that must still pass: a goal reached ("made sure"), a habit kept ("I always make sure"), verbs
done one after the other ("went to the store and bought milk").
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        # a goal clause
        ("[doctor] we need to make sure your sugars are under control .", "The patient's sugars are under control."),
        ("[doctor] let's make sure the infection is gone before surgery .", "The infection is gone."),
        ("[doctor] we have to ensure that the wound heals properly .", "The wound healed properly."),
        ("[doctor] let's make sure that , um , your potassium is normal .", "The patient's potassium is normal."),
        ("Ana: I'll see to it that the kids are fed.", "The kids are fed."),
        ("Marketing: The idea would be that the remote beeps when it's lost .", "The remote beeps when it's lost."),
        ("[doctor] this ought to help with the swelling .\n[patient] okay .", "It helped with the swelling."),
        # a second verb under the first one's head
        ("Bo: You should sit down with him and talk it through.", "Bo talked it through with him."),
        # a filler or a word broken off between the head and its verb
        ("Grad A: We could actually , y yeah draw it in a different way .", "They drew it in a different way."),
        # a purpose: "to" after a word that is no verb
        ("Maria: I'm raising money to build a new shelter.", "Maria built a new shelter."),
        ("Nate: I've been saving up to buy a new car.", "Nate bought a new car."),
        ("[patient] i took tylenol to bring the fever down .", "The tylenol brought the fever down."),
        # the head in the clause the evidence was split off from
        ("Project Manager: We need to decide on how far we go in this .", "They decided how far they go in this."),
    ],
)
def test_a_goal_or_a_deed_under_a_head_is_not_verified(source: str, claim: str) -> None:
    proof = prove(claim, source)
    assert proof.status is not Status.VERIFIED, proof.reason


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[patient] i always make sure i take it with food .", "The patient takes it with food."),
        ("[patient] i made sure the door was locked .", "The door was locked."),
        ("[patient] i went to the store and bought milk .", "The patient bought milk."),
        ("[patient] i stopped the ibuprofen and started tylenol .", "The patient started tylenol."),
        ("[patient] i take metformin and walk every day .", "The patient walks every day."),
        ("[patient] uh yeah i walk every day .", "The patient walks every day."),
        ("[patient] yeah i went ahead and started the lisinopril .", "The patient started lisinopril."),
        ("[patient] i went back to work last week .", "The patient went back to work."),
        ("[patient] the idea is good .", "The idea is good."),
        ("[patient] i was able to walk to the mailbox .", "The patient walked to the mailbox."),
        ("[patient] i run about five to six miles a day .", "The patient runs about five to six miles a day."),
        ("[patient] i listen to music to relax .", "The patient listens to music."),
        (
            "[patient] okay .\n[doctor] and you limit alcohol intake to less than five drinks per month .",
            "The patient limits alcohol intake to less than five drinks per month.",
        ),
    ],
)
def test_a_deed_done_or_a_habit_kept_still_passes(source: str, claim: str) -> None:
    proof = prove(claim, source)
    assert proof.status is Status.VERIFIED, proof.reason
