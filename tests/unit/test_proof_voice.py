"""Who a deed is done by and to, in either voice (``proof.voice``): the claim's subject is the doer of its active
verb and the one done to of its passive one, and the evidence's clause must have the same one there — "The car hit
my son" is no "The patient was hit by a car"; "I was seen by Dr. Lee" is no "The patient saw Dr. Lee". The one
speaking among others ("My son and I were hit by a car") is still the one done to. Every source here is written for
the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_ASKED = "Doctor: What happened?\nPatient: "

_OTHER_ONE = [
    # (what the patient says, a claim giving the patient the other one's place)
    ("A truck hit my husband on the highway.", "The patient was hit by a truck."),
    ("A wasp stung my brother yesterday.", "The patient was stung by a wasp."),
    ("I hit a cyclist with my car last week.", "The patient was hit by a cyclist."),
    ("I scratched the cat by accident.", "The patient was scratched by the cat."),
    ("The ball hit my daughter in the face.", "The patient was hit in the face by the ball."),
    ("I referred Dr. Adams to the clinic.", "The patient was referred by Dr. Adams."),
    ("His car hit me.", "The patient hit a car."),
    ("A motorbike knocked him over on the crossing.", "The patient was knocked over by a motorbike."),
    ("I rear-ended a taxi, and the taxi driver hurt his neck.", "The patient hurt his neck."),
    ("Our dog bit the mailman this morning.", "The patient bit the mailman."),
    ("The horse kicked my sister in the leg.", "The patient was kicked in the leg by the horse."),
    ("I was examined by Dr. Park on Monday.", "The patient examined Dr. Park."),
]

_SAME_ONE = [
    # (what the patient says, a claim giving the patient the same place)
    ("My son and I were hit by a car.", "The patient was hit by a car."),
    ("I hit my head on the door.", "The patient hit her head."),
    ("A truck hit me on the highway.", "The patient was hit by a truck."),
    ("I got stung by a wasp yesterday.", "The patient was stung by a wasp."),
    ("Dr. Park examined me on Monday.", "The patient was examined by Dr. Park."),
    ("I was examined by Dr. Park on Monday.", "The patient was examined by Dr. Park."),
    ("I hit a cyclist with my car last week.", "The patient hit a cyclist."),
    ("My son was pushed by another kid at school.", "The patient's son was pushed by another kid."),
    ("My wife and I were attacked by a dog on Sunday.", "The patient was attacked by a dog."),
    ("The cat scratched me by accident.", "The patient was scratched by the cat."),
    ("I fell and hit my knee.", "The patient hit her knee."),
    ("The ball hit me in the face.", "The patient was hit in the face by the ball."),
    ("I kicked the door and broke my toe.", "The patient kicked the door."),
    ("A motorbike knocked me over on the crossing.", "The patient was knocked over by a motorbike."),
    ("I rear-ended a taxi and hurt my neck.", "The patient hurt her neck."),
    ("A goose chased me at the farm.", "The patient was chased by a goose."),
    ("The horse kicked me in the leg.", "The patient was kicked in the leg by the horse."),
    ("My sister and I got kicked by the horse.", "The patient was kicked by the horse."),
    ("I tripped over my son's toy and broke my wrist.", "The patient broke her wrist."),
    # a prepositional phrase names no party of the deed; one done "with" the subject is the subject's deed too
    ("On Sunday at the lake a wasp stung me.", "The patient was stung by a wasp."),
    ("I painted the fence with my brother.", "The patient's brother painted the fence."),
]


@pytest.mark.parametrize(("said", "claim"), _OTHER_ONE)
@pytest.mark.parametrize("roles", [False, True])
def test_another_one_in_the_subjects_place_does_not_bear_it_out(said: str, claim: str, roles: bool) -> None:
    assert prove(claim, _ASKED + said + "\n", roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize(("said", "claim"), _SAME_ONE)
@pytest.mark.parametrize("roles", [False, True])
def test_the_subject_in_its_place_bears_it_out(said: str, claim: str, roles: bool) -> None:
    assert prove(claim, _ASKED + said + "\n", roles=roles).status is Status.VERIFIED


def test_the_listeners_relation_told_by_the_doctor_is_not_the_listener() -> None:
    source = "Doctor: I see the nurse vaccinated your son today.\nPatient: Yes.\n"
    assert prove("The patient was vaccinated by the nurse.", source, roles=False).status is not Status.VERIFIED
    source = "Doctor: I see the nurse vaccinated you today.\nPatient: Yes.\n"
    assert prove("The patient was vaccinated by the nurse.", source, roles=False).status is Status.VERIFIED


def test_a_name_after_a_time_phrase_is_the_doer() -> None:
    source = "[Mgr] In the afternoon Dev reviews the code.\n"
    assert prove("Dev reviews the code.", source, roles=False).status is Status.VERIFIED
