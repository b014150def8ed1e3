"""Rewrites the proof can verify: a clinician's wish stays a wish unless it is a plan for the listener, and a
reflexive stays reflexive once its person is named — the rewrites "will" and "the client … the client" were refused
or misread, and the fact was lost."""

from __future__ import annotations

from factlayer.digest.rewrite import Reference, rewrite_statement
from tests.unit.digests import stored

NURSE, RESIDENT = Reference("The nurse"), Reference("The resident")


def test_a_wish_for_no_listener_is_written_as_a_wish() -> None:
    # "want to" is the plan only when it is for the listener ("i want to increase your dose"): the proof reads it so
    wish = "i want to schedule a follow-up session in two weeks"
    assert rewrite_statement(wish, NURSE, RESIDENT, we_is_speaker=True) == (
        "The nurse wants to schedule a follow-up session in two weeks."
    )
    assert rewrite_statement("i want to check your dressing tomorrow", NURSE, RESIDENT, we_is_speaker=True) == (
        "The nurse will check the resident's dressing tomorrow."
    )
    assert rewrite_statement("i'm going to order a walker", NURSE, RESIDENT, we_is_speaker=True) == (
        "The nurse will order a walker."
    )


async def test_the_wish_of_a_therapist_is_stored() -> None:
    text = (
        "[therapist] how was the week?\n[client] busy .\n"
        "[therapist] i want to schedule a follow-up session in two weeks .\n"
    )
    assert ("The therapist wants to schedule a follow-up session in two weeks.", 1) in await stored(text)


def test_a_reflexive_after_its_role_is_themselves() -> None:
    assert rewrite_statement("i even bought myself a journal", Reference("The client"), NURSE) == (
        "The client even bought themselves a journal."
    )


async def test_a_reflexive_fact_is_stored_readable() -> None:
    text = "[doctor] how was training?\n[patient] i even bought myself new running shoes .\n"
    facts = [t for t, _ in await stored(text)]  # "The patient even bought the patient …": refused (roles)
    assert "The patient even bought themselves new running shoes." in facts, facts


async def test_a_transcribers_wan_na_and_not_gon_na_are_read_as_said() -> None:
    # "wan na" written "wants to" was refused by grounding ("wants" not in "wan na"); "we're not gon na" was written
    # "is not going to" ("going" not in "gon na") — as "we're gon na" is "will", its denial is "will not"
    text = (
        "[nurse] how was the night?\n[resident] long .\n"
        "[nurse] i wan na go ahead and order a shower chair .\n[nurse] we're not gon na change the dressing today .\n"
    )
    facts = [t for t, _ in await stored(text)]
    assert "The nurse wants to order a shower chair." in facts, facts
    assert "The nurse will not change the dressing today." in facts, facts
