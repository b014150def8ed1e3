"""Deeds a source says were not done — came close ("almost", "practically", "about to"), barely at all ("hardly",
"scarcely"), only likely ("almost certainly") or only planned ("going to put") — are not proved done; nor is a claim
that a deed came close proved by the deed done. Issue 12. Every source here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I almost had to have surgery.\n", "The patient had surgery."),
        ("Ana: I nearly had to call an ambulance.\n", "Ana called an ambulance."),
        ("Doctor: Did you go to the ER?\nPatient: I nearly had to go to the ER.\n", "The patient went to the ER."),
        ("Sam: We almost had to sell the house.\n", "Sam sold the house."),
    ],
)
def test_a_near_miss_over_a_verb_and_to_leaves_the_deed_undone(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I practically had a heart attack.\n", "The patient had a heart attack."),
        ("Ana: I practically lost my job over it.\n", "Ana lost her job."),
        ("Patient: I virtually collapsed at work.\n", "The patient collapsed at work."),
        ("Doctor: How was the fall?\nPatient: I practically broke my wrist.\n", "The patient broke the wrist."),
    ],
)
def test_practically_and_virtually_are_near_misses(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I hardly ever had time to exercise.\n", "The patient had time to exercise."),
        ("Patient: Last week I hardly slept at all.\n", "The patient slept last week."),
        ("Ana: I scarcely ate anything at the party.\n", "Ana ate at the party."),
        ("Tom: I barely ever see my kids.\n", "Tom sees his kids."),
    ],
)
def test_a_near_negation_proves_no_deed(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I almost certainly had covid.\n", "The patient had covid."),
        ("Tom: I almost certainly had a concussion.\n", "Tom had a concussion."),
        ("Ana: We almost definitely had a leak in the roof.\n", "Ana had a leak in the roof."),
        ("Patient: My son almost certainly has the flu.\n", "The patient's son has the flu."),
        ("Patient: I almost surely had food poisoning.\n", "The patient had food poisoning."),
    ],
)
def test_almost_certainly_is_a_hedge(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.UNVERIFIABLE


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Tom: I left.\n", "Tom was about to leave."),
        ("Patient: I went to the ER.\n", "The patient was about to go to the ER."),
        ("Patient: I fell down the stairs.\n", "The patient was about to fall down the stairs."),
        ("Ana: I sold the car last week.\n", "Ana was just about to sell the car."),
    ],
)
def test_a_deed_done_proves_no_claim_that_it_was_about_to_be(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Tom: I'm going to put the boxes away.\n", "Tom put the boxes away."),
        ("Doctor: I'm going to put you on metformin.\n", "The doctor put the patient on metformin."),
        ("Ana: I'll put the kettle on.\n", "Ana put the kettle on."),
        ("Tom: I'd put the boxes away, but my back hurts.\n", "Tom put the boxes away."),
        ("Tom: I was about to put the boxes away.\n", "Tom put the boxes away."),
        ("Patient: My husband is going to put in a ramp.\n", "The patient's husband put in a ramp."),
        ("Doctor: Let's put you on a statin.\n", "The doctor put the patient on a statin."),
        ("Doctor: We'll put a cast on it.\n", "The doctor put a cast on it."),
    ],
)
@pytest.mark.parametrize("roles", [False, True])
def test_put_under_a_plan_is_no_estimate(source: str, claim: str, roles: bool) -> None:
    assert prove(claim, source, roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I was on the verge of quitting my job.\n", "The patient quit her job."),
        ("Patient: I was on the brink of giving up.\n", "The patient gave up."),
        ("Tom: We were on the verge of selling the house.\n", "Tom sold the house."),
        ("Ana: I was on the verge of calling the police.\n", "Ana called the police."),
    ],
)
def test_on_the_verge_of_is_a_near_miss(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I almost fell but I caught myself.\n", "The patient nearly fell."),
        ("Ana: We nearly missed the flight.\n", "Ana almost missed the flight."),
        ("Patient: I nearly fainted.\n", "The patient almost fainted."),
        ("Tom: I almost lost my keys.\n", "Tom nearly lost his keys."),
    ],
)
def test_almost_and_nearly_say_the_same_near_miss(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Tom: I put the boxes away yesterday.\n", "Tom put the boxes away."),
        ("Patient: I had to have surgery.\n", "The patient had surgery."),
        ("Tom: I barely passed the exam.\n", "Tom passed the exam."),
        ("Patient: I almost fell but I caught myself.\n", "The patient almost fell."),
        ("Ana: I was about to leave.\n", "Ana was about to leave."),
    ],
)
def test_deeds_done_and_near_misses_said_as_such_still_prove(source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED
