"""Whose name it is (``proof.naming``): a name in a speaker's turn is most often the other party's, so "The doctor
is Ms. Hill." is decided by how the speakers name each other — never by finding its words in one turn."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

VISIT = (  # the opening of ACI-Bench train D2N005 (CC BY 4.0), shortened
    "[doctor] hey , ms. hill . nice to see you .\n"
    "[patient] hi , dr. james , good to see you .\n"
    "[doctor] so what brings you in today ?\n"
    "[patient] i have a lot of pain at the end of my right middle finger .\n"
)
CALL = "Agent: Thanks for calling, how can I help?\nCaller: Hi, I'm Tom Berg. I need to move my delivery to Friday.\n"


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (VISIT, "The patient is Ms. Hill.", Status.VERIFIED),  # greeted by the doctor
        (VISIT, "The patient's name is Ms. Hill.", Status.VERIFIED),
        (VISIT, "The doctor is Dr. James.", Status.VERIFIED),  # greeted by the patient
        (VISIT, "The doctor is Ms. Hill.", Status.CONTRADICTED),  # the doctor said the name: it is not theirs
        (VISIT, "The patient is Dr. James.", Status.CONTRADICTED),
        (VISIT, "The doctor is Dr. Smith.", Status.UNVERIFIABLE),  # nobody is called that
        (CALL, "The caller is Tom Berg.", Status.VERIFIED),  # self-named
        (CALL, "The agent is Tom Berg.", Status.CONTRADICTED),
        (VISIT, "the doctor is ms. hill.", Status.CONTRADICTED),  # whatever the letter case
        (VISIT, "the patient is dr. james.", Status.CONTRADICTED),
        (VISIT, "Dr. Hill is the doctor.", Status.CONTRADICTED),  # or the word order
        (CALL, "the agent is tom berg.", Status.CONTRADICTED),
    ],
)
def test_a_name_belongs_to_the_speaker_it_is_called_by(source: str, claim: str, status: Status) -> None:
    proof = prove(claim, source)
    assert proof.status is status, proof.reason


def test_the_evidence_is_the_sentence_that_says_the_name() -> None:
    verified, contradicted = prove("The patient is Ms. Hill.", VISIT), prove("The doctor is Ms. Hill.", VISIT)
    assert [f.span.text for f in verified.supporting] == ["hey , ms. hill ."]
    assert [f.span.text for f in contradicted.conflicting] == ["hey , ms. hill ."]
    assert "patient" in contradicted.reason


def test_other_claims_about_a_speaker_are_checked_as_before() -> None:
    assert prove("The patient has pain at the end of her right middle finger.", VISIT).status is Status.VERIFIED
    assert prove("The patient is allergic to penicillin.", VISIT).status is Status.UNVERIFIABLE
    assert prove("the patient is allergic to penicillin.", VISIT).status is Status.UNVERIFIABLE


def test_a_possessive_names_a_relation_not_a_name() -> None:
    """ "Caroline is Melanie's friend." says who Caroline is to Melanie, not that Caroline is called Melanie."""
    chat = "Caroline: Hey Melanie! How are you?\nMelanie: Hi Caroline! I'm good. You're my best friend, you know.\n"
    assert prove("Caroline is Melanie's friend.", chat).status is not Status.CONTRADICTED
    assert prove("The patient is Ms. Hill's daughter.", VISIT).status is not Status.VERIFIED
    assert prove("Caroline is Melanie.", chat).status is Status.CONTRADICTED


def test_a_relation_of_a_speaker_is_not_the_speaker() -> None:
    """ "the patient's husband" is not the patient: the role must be one of a speaker's names, whole."""
    assert prove("The patient's husband is Tom Berg.", VISIT + "[patient] my husband tom berg drove me .\n").status in (
        Status.VERIFIED,
        Status.UNVERIFIABLE,
    )
    assert prove("The patient's husband is Ms. Hill.", VISIT).status is not Status.VERIFIED
