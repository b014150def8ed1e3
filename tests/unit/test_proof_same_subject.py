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

from factlayer.proof.proof import Status, prove
from factlayer.proof.source import build

PUPPY = (
    "Nate: Guess what! I just got a new addition to the family, this is Max!\n"
    "Joanna: Aww, he's so cute! Where did you get him?\n"
    "Nate: He's adopted and so full of energy.\n"
)


def test_this_is_a_name_mid_sentence_presents_someone() -> None:
    assert build(PUPPY).called == {}
    assert build("Nate: Hi, this is Max.\nJoanna: Hello Max, how are you?\n").called == {"Nate": frozenset({"max"})}
    assert prove("Max was adopted.", PUPPY, roles=False).status is Status.VERIFIED


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
