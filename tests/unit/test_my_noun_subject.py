""" "my <noun>" is about the noun, not the speaker (issue #13): "my cat sleeps on the bed", "my ex-husband takes
metformin", "my mother-in-law takes metformin", "my son's teacher drives a truck" were read as the speaker's own
clauses (the noun was no relation or person word the subject reader knew), so a claim that the speaker does it was
VERIFIED. A pet, a relation in a compound, or what a relation or pet has is an unknown subject, as "the cat" and "her
cat" are; the speaker's things, body, attributes and group stay the speaker's ("my knee hurts", "my secretary
position").
Past adjectives, ages and numbers too: "My poor two-month-old baby girl has been congested" is the baby's, not the
speaker's (the reader looked one word past "my"). A person noun followed by any verb form a name takes: "My secretary
drives a truck" is the secretary's (only listed verbs counted, and "drives" is none)."""

from __future__ import annotations

import pytest

from factlayer.nlp.persons import Subject
from factlayer.nlp.subjects import subject_of
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("said", "claim", "verified"),
    [
        ("My cat sleeps on the bed.", "The patient sleeps on the bed.", False),
        ("My ex-husband takes metformin.", "The patient takes metformin.", False),
        ("My mother-in-law takes metformin every day.", "The patient takes metformin every day.", False),
        ("My son's teacher drives a truck.", "The patient drives a truck.", False),
        ("My neighbor's son plays the drums.", "The patient plays the drums.", False),
        # read past adjectives, ages and numbers to the noun: "my poor two-month-old baby girl" is the baby
        ("My poor two-month-old baby girl has been congested.", "The patient has been congested.", False),
        ("My poor two-month-old baby girl has been congested.", "The patient's baby has been congested.", True),
        ("My 2 year old son has a fever.", "The patient has a fever.", False),
        ("My 5-year-old son has a fever.", "The patient's son has a fever.", True),
        ("My sweet old cat sleeps on the bed.", "The patient sleeps on the bed.", False),
        # a person noun, then any verb form a name takes ("drives", "runs"), not only a listed verb
        ("My secretary drives a truck.", "The patient drives a truck.", False),
        ("My secretary drives a truck.", "The patient's secretary drives a truck.", True),
        ("My coach runs marathons.", "The patient runs marathons.", False),
        # a pronoun ends the noun phrase: the speaker's own clause after a thing named first
        ("So the finasteride I'm only taking half a pill.", "The patient takes half a finasteride pill.", True),
        # a thing of the speaker's stays the speaker's: it is no other person's
        ("My new secretary job is stressful.", "The patient's secretary job is stressful.", True),
        ("My secretary position is stressful.", "The patient's husband works as a secretary.", False),
        # the speaker's own body, things and relations still bear out what they say
        ("My knee hurts.", "The patient has knee pain.", True),
        ("My appointment is on Tuesday.", "The patient has an appointment on Tuesday.", True),
        ("My husband takes metformin.", "The patient's husband takes metformin.", True),
        ("My daughter drove me here.", "The patient's daughter drove the patient.", True),
    ],
)
@pytest.mark.parametrize("roles", [False, True])
def test_my_noun_is_about_the_noun(said: str, claim: str, verified: bool, roles: bool) -> None:
    got = prove(claim, f"[patient] {said}\n", roles=roles).status
    assert (got is Status.VERIFIED) is verified


@pytest.mark.parametrize(
    "said", ["my cat sleeps on the bed", "my ex-husband takes metformin", "my poor two-month-old baby girl is sick"]
)
def test_a_thing_of_mine_is_no_subject_of_mine(said: str) -> None:
    subject, _ = subject_of(tokenize(said), "patient", "doctor", spoken=True)
    assert subject.same(Subject("person", frozenset({"patient"}))) is not True
