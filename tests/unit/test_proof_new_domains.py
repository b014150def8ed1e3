"""Kinds of error a demanding new user found on domains the tuning never saw (review 25: a legal consultation, a vet
visit, a viewing, a fraud call, a pharmacy refill, a school helpdesk, a landlord call). Every transcript here is
written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.speaker_labels import read_label
from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("raw", "name", "role"),
    [("Tenant - Ruth", "Ruth", "tenant"), ("Landlord \u2013 Mr. Kowalski", "Mr. Kowalski", "landlord"),
     ("Ruth - Tenant", "Ruth", "tenant")],
)  # fmt: skip
def test_a_role_and_a_name_either_side_of_a_dash_name_the_speaker(raw: str, name: str, role: str) -> None:
    read = read_label(raw)
    assert read is not None and (read[0].speaker, read[0].role) == (name, role)


LANDLORD = (
    "Tenant - Ruth: Hi Mr. Kowalski, the kitchen sink is leaking again.\n"
    "Landlord - Mr. Kowalski: Is the water shut off?\n"
    "Tenant - Ruth: I turned off the valve this morning. I work Thursdays, by the way.\n"
    "Landlord - Mr. Kowalski: Fine, Gus will come Thursday.\n"
)


@pytest.mark.parametrize("roles", [True, False])
def test_the_speaker_of_a_dashed_label_owns_their_i(roles: bool) -> None:
    assert prove("Ruth turned off the valve this morning.", LANDLORD, roles=roles).status is Status.VERIFIED
    assert prove("Mr. Kowalski turned off the valve this morning.", LANDLORD, roles=roles).status is not Status.VERIFIED
    assert prove("Gus works Thursdays.", LANDLORD, roles=roles).status is not Status.VERIFIED


def test_a_denial_holding_the_claims_verb_only_by_reference_denies_nothing() -> None:
    source = (
        "[caller] Also, my doctor increased my metformin to 1000 milligrams last week.\n"
        "[pharmacist] I don't see a new metformin prescription from Dr. Alvarez yet.\n"
    )
    claim = "The caller's doctor increased the metformin to 1000 milligrams."
    assert prove(claim, source).status is Status.VERIFIED


def test_a_denial_of_what_is_to_come_does_not_deny_the_past() -> None:
    source = "[agent] I see the charge from November 22. I've blocked the card, so no new charges will go through.\n"
    assert prove("The charge was from November 22.", source).status is Status.VERIFIED
    assert prove("The charge was from November 12.", source).status is Status.CONTRADICTED


def test_this_is_a_name_asked_names_no_speaker() -> None:
    source = "[vet] Hi, so this is Biscuit?\n[owner] Yes.\n[vet] She weighs 14.2 kilos today.\n"
    assert prove("Biscuit weighs 14.2 kilos.", source).status is not Status.CONTRADICTED


def test_a_passive_claim_of_what_they_did_to_the_speaker() -> None:
    source = "[Ana] They fired me in May.\n[Bo] Oh no, I'm sorry.\n"
    assert prove("Ana was fired in May.", source).status is Status.VERIFIED
    assert prove("Bo was fired in May.", source).status is not Status.VERIFIED


def test_a_claim_word_only_a_denied_clause_holds_before_a_that_clause() -> None:
    source = (
        "[lawyer] Did they give you a reason in writing?\n"
        "[client] No, nothing in writing. My manager, Celia, just told me on the phone that the position was"
        " eliminated.\n"
    )
    claim = "The client's manager told the client in writing that the position was eliminated."
    assert prove(claim, source).status is not Status.VERIFIED


def test_a_subject_named_only_in_a_later_clause_is_not_its_pronouns() -> None:
    source = (
        "[Student] my chromebook won't connect to the wifi\n"
        "[IT] Try now.\n"
        "[Student] it works now! but the camera is broken too\n"
    )
    assert prove("The camera works now.", source).status is not Status.VERIFIED


def test_a_thing_named_by_its_measure_is_no_rival_in_its_place() -> None:
    source = "[Agent] Welcome! So this is the three-bedroom on Linden Street. It was built in 1987.\n"
    assert prove("The house on Linden Street was built in 1987.", source).status is not Status.CONTRADICTED


def test_a_reply_saying_its_own_verb_borrows_none_from_the_turn_before() -> None:
    source = "[tenant] I work Thursdays.\n[landlord] Fine, Gus will come Thursday.\n"
    assert prove("Gus works Thursdays.", source).status is not Status.VERIFIED
    assert prove("The tenant works Thursdays.", source).status is Status.VERIFIED
