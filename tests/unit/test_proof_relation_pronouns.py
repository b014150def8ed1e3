"""Whom a "he"/"she" stands for. One continuing a relation just named ("My wife is also a runner, she had the same thing
last year.") is that relation, whoever speaks: it bears out no claim about a person ("The patient had …", "The doctor
had …"), only about the relation. The person named between ("my wife Maria … she") is the relation, so a claim about
them stands. A "she" right before the claim's deed in another clause of the sentence did it ("It's from Sweden, where
she grew up"), not the speaker (proof/predicate.deed reads the verb of a proposition told without its subject's
name).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

VISIT = (
    "Doctor: Hi Mr. Patel, what brings you in today?\n"
    "Patient: My left knee has been swelling for about two weeks.\n"
    "Doctor: My wife is also a runner, she had the same thing last year.\n"
)
REPLY = "Doctor: How is your knee?\nPatient: Better. My husband plays tennis, he had knee surgery in May.\n"
NAMED = "Doctor: How is your knee?\nPatient: Better. My wife Maria runs too, she had knee surgery in May.\n"
CALL = "Agent: Thanks for calling, this is Jamie.\nCaller: Hi, my son set up the router, he changed the password.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (VISIT, "The patient had the same thing last year."),
        (VISIT, "The doctor had the same thing last year."),
        (REPLY, "The patient had knee surgery in May."),
        (CALL, "The caller changed the password."),
    ],
)
def test_a_pronoun_continuing_a_relation_is_not_the_person_claimed(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (VISIT, "The doctor's wife had the same thing last year."),
        (REPLY, "The patient's husband had knee surgery in May."),
        (NAMED, "Maria had knee surgery in May."),
        (CALL, "The caller's son changed the password."),
    ],
)
def test_the_relation_itself_is_borne_out(source: str, claim: str) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason


NECKLACE = (
    "Caroline: Hey Mel! My mom gave me this necklace when I was ten. It's from Sweden, where she grew up.\n"
    "Melanie: So pretty!\n"
)
OHIO = "Patient: I moved here in 2010. Before that I lived in Ohio, where I grew up.\nDoctor: Okay.\n"


def test_a_deed_done_by_she_in_another_clause_of_the_sentence_is_not_the_speakers() -> None:
    # the deed "grew up" lies in "where she grew up", not in the clause that holds "Sweden": its doer is "she"
    assert prove("Caroline grew up in Sweden.", NECKLACE, roles=False).status is not Status.VERIFIED
    assert prove("Caroline's mom grew up in Sweden.", NECKLACE, roles=False).status is Status.VERIFIED
    assert prove("The patient grew up in Ohio.", OHIO, roles=False).status is Status.VERIFIED
