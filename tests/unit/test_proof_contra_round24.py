"""Issue #12, round 24: a false twin the source says the opposite of, answered UNVERIFIABLE. Three kinds, each
through ``prove`` (what POST /v1/verify runs):

- an opposite missing from ``lexicon/antonyms.txt`` ("relaxing" / "stressful", "abnormal" / "normal");
- a particle against the opposite one after the same word ("turned off the lights" / "i turned on the lights"):
  "off" is a unit of the claim, which ``proof.places`` leaves to the units (``proof.places.opposite_particle``),
  and "i turned off …" read as being off the thing the claim turns on (``proof.possession``);
- a time said from now that the claim gives its event where the source gives it another, often fronted ("Next
  month I'm having an art show" against "… next year": ``proof.deictic_times``).

Each positive case fails on the engine before these rules; the negative cases guard each rule's bounds (a denied
statement, a negative claim, the same time said two ways, a smaller part of "this week").
"""

from __future__ import annotations

import pytest

from factlayer.proof.deictic_times import apart
from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("source", "false", "true"),
    [
        (
            "Jon: The week has been stressful, but dancing has kept me going.\n",
            "Jon's week has been relaxing.",
            "Jon's week has been stressful.",
        ),
        (
            "Doctor: Show me the EKG. Okay, your EKG is normal, that's very encouraging.\n",
            "The patient's EKG is abnormal.",
            "The patient's EKG is normal.",
        ),
    ],
)
def test_an_opposite_of_the_table_contradicts(source: str, false: str, true: str) -> None:
    proof = prove(false, source)
    assert proof.status is Status.CONTRADICTED, proof.reason
    assert "opposite" in proof.reason
    assert prove(true, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "false", "true"),
    [
        (
            "[patient] I turned the heating on last night because it was cold.\n",
            "The patient turned the heating off last night.",
            "The patient turned the heating on last night.",
        ),
        (
            "[patient] I turned on the lights when I got home.\n",
            "The patient turned off the lights.",
            "The patient turned on the lights.",
        ),
        (
            "[patient] I turned off the lights when I got home.\n",
            "The patient turned on the lights.",
            "The patient turned off the lights.",
        ),
    ],
)
def test_the_opposite_particle_after_the_same_word_contradicts(source: str, false: str, true: str) -> None:
    proof = prove(false, source)
    assert proof.status is Status.CONTRADICTED, proof.reason
    assert prove(true, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("[patient] I didn't turn on the lights.\n", "The patient turned off the lights."),  # denied: says neither
        ("[patient] I turned on the lights when I got home.\n", "The patient did not turn off the lights."),
        ("[patient] I dropped off the kids and then I picked up the groceries.\n", "The patient dropped off the kids."),
    ],
)
def test_a_particle_is_no_conflict_beyond_its_bounds(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "false", "true"),
    [
        (
            "Caroline: Next month I'm having an LGBTQ art show with my paintings.\n",
            "Caroline is having an LGBTQ art show with her paintings next year.",
            "Caroline is having an LGBTQ art show with her paintings next month.",
        ),
        (
            "Joanna: Was super nervous last week when I shared my book with my writers group.\n",
            "Joanna shared her book with her writers group yesterday.",
            "Joanna shared her book with her writers group last week.",
        ),
        (
            "Jon: Yesterday I chose to go to networking events to make things happen.\n",
            "Jon decided last month to go to networking events.",
            "Jon decided yesterday to go to networking events.",
        ),
        (
            "Jon: Last summer I went to Paris with my wife.\n",
            "Jon went to Paris with his wife next year.",
            "Jon went to Paris with his wife last summer.",
        ),
    ],
)
def test_another_time_from_now_contradicts(source: str, false: str, true: str) -> None:
    proof = prove(false, source)
    assert proof.status is Status.CONTRADICTED, proof.reason
    assert prove(true, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Maria: This past weekend we went hiking with my church.\n", "Maria went hiking with her church last weekend"),
        ("Nate: Yesterday I finally beat the final boss.\n", "Nate beat the final boss last night."),
        ("Nate: Yesterday I finally beat the final boss.\n", "Nate beat the final boss this week."),
        ("Jon: Last summer I went to Paris with my wife.\n", "Jon went to Paris with his wife last year."),
    ],
)
def test_the_same_time_said_two_ways_is_no_conflict(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.CONTRADICTED


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        (("past", "week"), ("past", "month"), True),
        (("past", "day"), ("past", "week"), True),
        (("past", "year"), ("future", "year"), True),
        (("now", "week"), ("past", "week"), True),
        (("past", "weekday"), ("past", "week"), False),
        (("past", "season"), ("past", "year"), False),
        (("now", "week"), ("past", "day"), False),
        (("past", "day"), ("past", "day"), False),
    ],
)
def test_which_times_are_apart(a: tuple[str, str], b: tuple[str, str], expected: bool) -> None:
    assert apart(a, b) is expected


HOUSING = (
    "Ms. Laurel Collins: The minister mentioned the national housing strategy. This government's national housing "
    "strategy reduces the level of targeted funding for lower-income households.\n"
    "Hon. Ahmed Hussen: Mr. Chair, I disagree with the honourable member. Our money is targeted to communities.\n"
)


def test_agreeing_with_someone_is_the_deed_a_disagreement_opposes() -> None:
    proof = prove("Ahmed Hussen agreed with the honourable member.", HOUSING)
    assert proof.status is Status.CONTRADICTED, proof.reason
    assert prove("Ahmed Hussen disagreed with the honourable member.", HOUSING).status is Status.VERIFIED


def test_agreeing_with_someone_that_something_holds_still_frames_it() -> None:
    source = "Jon: The plan works, I told Gina.\nGina: Yes, I agree with you, the plan works.\n"
    assert prove("Gina agreed with Jon that the plan works.", source).status is not Status.CONTRADICTED


WHEELCHAIR = "Doctor: When did she first become wheelchair bound?\nDaughter: About two years ago.\n"


def test_another_amount_beside_one_unsaid_claim_word_contradicts_weakly() -> None:
    proof = prove("She became wheelchair bound about three years ago.", WHEELCHAIR)
    assert proof.status is Status.CONTRADICTED, proof.reason
    assert prove("She became wheelchair bound about two years ago.", WHEELCHAIR).status is not Status.CONTRADICTED


def test_the_claims_amount_said_elsewhere_leaves_the_rival_to_another_matter() -> None:
    source = WHEELCHAIR + "Daughter: She got the walker three years ago.\n"
    # "ended up" is said nowhere: only the weak rule could contradict, and the claim's amount is the walker's
    assert prove("She ended up wheelchair bound about three years ago.", WHEELCHAIR).status is Status.CONTRADICTED
    assert prove("She ended up wheelchair bound about three years ago.", source).status is not Status.CONTRADICTED
    # every claim word said ("became" is the question's "become" since round 27): the answer's amount decides
    assert prove("She became wheelchair bound about three years ago.", source).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "false", "true"),
    [
        (
            "Doctor: okay and have you ever been a smoker?\nPatient: yeah, i still smoke from time to time.\n",
            "The patient has quit smoking.",
            "The patient still smokes from time to time.",
        ),
        (
            "Patient: I'm still taking the metformin twice a day.\n",
            "The patient discontinued metformin.",
            "The patient takes metformin twice a day.",
        ),
        (
            "Jon: Thanks, Gina. Still working on opening a dance studio.\n",
            "Jon has given up on opening a dance studio.",
            "Jon is still working on opening a dance studio.",
        ),
    ],
)
def test_still_doing_it_contradicts_a_claim_that_it_stopped(source: str, false: str, true: str) -> None:
    proof = prove(false, source)
    assert proof.status is Status.CONTRADICTED, proof.reason
    assert prove(true, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        ("Patient: I'm still taking the metformin twice a day.\n", "The patient has not stopped taking metformin."),
        (
            "Patient: I stopped taking metformin in May but I still take my insulin.\n",
            "The patient stopped taking metformin.",
        ),
    ],
)
def test_still_is_no_conflict_beyond_its_bounds(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "false", "true"),
    [
        (
            "Nate: The gaming party was a great success! We even played some Chess afterward just for fun.\n",
            "They played poker after the gaming party.",
            "They played chess after the gaming party.",
        ),
        (
            "Patient: My knee was checked by Dr. Brown last week.\n",
            "The knee was checked by Dr. Ward.",
            "The knee was checked by Dr. Brown.",
        ),
    ],
)
def test_another_thing_in_the_place_past_an_adverb_or_a_title(source: str, false: str, true: str) -> None:
    proof = prove(false, source)
    assert proof.status is Status.CONTRADICTED, proof.reason
    assert prove(true, source).status is not Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "false"),
    [
        ("Doctor: Okay, so the ECG is basically unchanged from last year.\n", "The ECG has changes from last year."),
        ("Doctor: His diabetes is uncontrolled right now.\n", "His diabetes is under control right now."),
    ],
)
def test_another_form_of_the_word_under_un_is_its_opposite(source: str, false: str) -> None:
    proof = prove(false, source)
    assert proof.status is Status.CONTRADICTED, proof.reason
    assert "opposite" in proof.reason


def test_only_un_makes_an_opposite_of_a_stem() -> None:
    source = "Doctor: We will discharge her tomorrow morning.\n"
    assert prove("The doctor charges her tomorrow morning.", source).status is not Status.CONTRADICTED
