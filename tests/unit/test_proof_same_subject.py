"""Kinds of the round on true statements answered CONTRADICTED (issue #12): a conflict must come from what is said of
the claim's own subject, in the claim's own slot; otherwise the unit is only absent.

- "this is Max!" at the end of "I got a new addition to the family, this is Max!" presents someone, it does not name
  the speaker (proof/vocatives.py): read as the speaker's name, "Max was adopted." was about Nate, and Nate's "he's
  adopted" spoke of someone else — CONTRADICTED;
- another person's words in a slot are not a rival of the claim's ("I'll split my time with the member for Elmwood",
  said by another MP, for "Easter split his time with the member for Brampton"; proof/same_subject.py
  ``of_another_person``, proof/checks.py): absent, not contradicted;
- "they" / "it" may be a thing the claim names — its subject's own part ("The patient's legs swell" from "They swell
  up") or what a relative clause of the claim is about ("an agency that helps …" from "they help …"): no one else
  is spoken of (proof/same_subject.py ``pronoun_for_the_claims_thing``);
- "from time to time" is no "all the time" (lexicon/scale_phrases.txt, proof/comparison.py): the false twin the
  "they" rule would have let through.
"""

from __future__ import annotations

import pytest

from factlayer.proof.claim_parse import parse
from factlayer.proof.proof import Status, prove
from factlayer.proof.slots import replaced
from factlayer.proof.source import build

PUPPY = (
    "Nate: Guess what! I just got a new addition to the family, this is Max!\n"
    "Joanna: Aww, he's so cute! Where did you get him?\n"
    "Nate: He's adopted and so full of energy.\n"
)


def test_this_is_a_name_mid_sentence_presents_someone() -> None:
    assert build(PUPPY).called == {}
    assert build("Nate: Hi, this is Max.\nJoanna: Hello Max, how are you?\n").called == {"Nate": frozenset({"max"})}
    # "this is Max!" presents Max, not the speaker's own name: no conflict with Nate. (VERIFIED before round 22
    # joined "He's adopted" across "where did you get him?"; a he/she/they statement is no longer joined across a
    # question — proof/retrieve — so it is UNVERIFIABLE now: refused, never contradicted.)
    assert prove("Max was adopted.", PUPPY, roles=False).status is Status.UNVERIFIABLE


MPS = (
    "The Chair: Mr. Easter, you have the floor.\n"
    "Hon. Wayne Easter: Thank you, Mr. Chair. I have a question for the minister.\n"
    "The Chair: Mr. Duvall, you have the floor.\n"
    "Mr. Scott Duvall: Thank you. I will be splitting my time with the member for Elmwood.\n"
    "The Chair: Go ahead.\n"
)


@pytest.mark.parametrize("roles", [False, True])
def test_another_persons_slot_is_no_rival(roles: bool) -> None:
    for claim in ("Wayne Easter split his time with the member for Brampton.", "Wayne Easter splits his time."):
        assert prove(claim, MPS, roles=roles).status is Status.UNVERIFIABLE
    # the speaker's own slot still conflicts
    assert prove("Scott Duvall split his time with the member for Brampton.", MPS, roles=roles).status is not (
        Status.VERIFIED
    )


LEGS = (
    "Doctor: Tell me about your legs.\n"
    "Patient: They swell up like this from time to time, but it has been going on for a long time.\n"
)
AGENCY = (
    "Caroline: I finally picked an adoption agency.\n"
    "Melanie: Which one?\n"
    "Caroline: The one downtown. I chose them because they help single parents with adoption.\n"
)


@pytest.mark.parametrize("roles", [False, True])
def test_they_may_be_the_claims_own_thing(roles: bool) -> None:
    assert prove("The patient's legs swell up from time to time.", LEGS, roles=roles).status is Status.VERIFIED
    assert prove("The patient's legs are swollen all the time.", LEGS, roles=roles).status is not Status.VERIFIED
    claim = "Caroline chose an adoption agency that helps single parents with adoption."
    assert prove(claim, AGENCY, roles=roles).status is Status.VERIFIED
    # a "they" doing the claim's own deed is still someone else
    other = "Patient: My neighbours swim every day.\nDoctor: And you?\nPatient: They swim in the lake.\n"
    assert prove("The patient swims in the lake.", other, roles=roles).status is not Status.VERIFIED


WORK = (
    "Doctor: Who is with you today?\n"
    "Guest_family: I am his friend. I work with him in a coffee shop. He works as a cook there.\n"
)


def test_a_rival_in_a_he_clause_beside_another_speakers_i_still_counts() -> None:
    # the friend's "I work with him" holds the claim's words, the "he" clause the rival: not surely another's slot
    assert prove("The patient works as a barista at the coffee shop.", WORK, roles=False).status is (
        Status.CONTRADICTED
    )


HOODIE = "Gina: Thanks! This hoodie isn't for sale, it's from my own collection.\nJon: Cool!\n"
ALONE = "Doctor: Who treated you for these?\nPatient: I didn't see anyone, the symptoms just improved on their own.\n"


@pytest.mark.parametrize("roles", [False, True])
def test_a_negation_stops_at_a_comma_and_a_new_subject(roles: bool) -> None:
    assert prove("The hoodie is from Gina's own collection.", HOODIE, roles=roles).status is Status.VERIFIED
    assert prove("The hoodie is for sale.", HOODIE, roles=roles).status is Status.CONTRADICTED
    assert prove("The patient's symptoms improved on their own.", ALONE, roles=roles).status is Status.VERIFIED


BOND = (
    "Maria: How was the trip?\n"
    "John: It was amazing. We bonded so much. And it's a bond I haven't felt since my time in the military.\n"
)


@pytest.mark.parametrize("roles", [False, True])
def test_a_negative_claim_is_not_flipped_by_a_clause_beside_the_denial(roles: bool) -> None:
    claim = "John had not felt such a bond since his time in the military."
    assert prove(claim, BOND, roles=roles).status is not Status.CONTRADICTED


SCENE = (
    "Doctor: Oh, what happened?\n"
    "Patient: I fell off my bike.\n"
    "Doctor: Do you want to tell me more about it?\n"
    "Patient: I don't want to talk about it.\n"
)


def test_an_unanswered_wh_question_states_no_polarity() -> None:
    claim = "The patient did not want to talk about what happened."
    assert prove(claim, SCENE, roles=False).status is not Status.CONTRADICTED


SOCCER = (
    "[doctor] have you ever injured this ankle before\n"
    "[patient] so you know in high school i used to play a lot of soccer but i have never injured this ankle\n"
)


@pytest.mark.parametrize("roles", [False, True])
def test_you_know_before_a_preposition_is_a_filler(roles: bool) -> None:
    assert prove("The patient used to play a lot of soccer in high school.", SOCCER, roles=roles).status is (
        Status.VERIFIED
    )
    assert prove("The doctor used to play a lot of soccer in high school.", SOCCER, roles=roles).status is not (
        Status.VERIFIED
    )


def test_a_deed_is_no_rival_in_a_nouns_place() -> None:
    # "took some ibuprofen" stands where "iced her ankle" has the ankle only by the words around it
    source = build("[patient] so i iced it and i also took some ibuprofen last night\n")
    (prop,) = parse("The patient iced her ankle last night.").propositions
    missing = [t for t in prop.terms if t.low == "ankle"]
    assert replaced(prop, missing, source.statements) == []
    (prop,) = parse("The patient took some aspirin last night.").propositions
    missing = [t for t in prop.terms if t.low == "aspirin"]
    assert replaced(prop, missing, source.statements) != []  # a noun's place on both sides still is a slot
