"""Rewrites the proof can verify: a clinician's wish stays a wish unless it is a plan for the listener, and a
reflexive stays reflexive once its person is named — the rewrites "will" and "the client … the client" were refused
or misread, and the fact was lost."""

from __future__ import annotations

from factlayer.digest.rewrite import Reference, rewrite_statement
from factlayer.nlp.forms import forms_of
from factlayer.nlp.stems import stem
from tests.unit.digests import stored

NURSE, RESIDENT = Reference("The nurse"), Reference("The resident")


def test_a_wish_for_no_listener_is_written_as_a_wish_literally() -> None:
    # the plan reads "want to" as "will"; the literal rewrite (the fact's fallback) keeps a wish for no listener a
    # wish, as the proof reads it — "i want to check your dressing" is for the listener: the plan either way
    wish = "i want to go ahead and schedule a follow-up session in two weeks"
    assert rewrite_statement(wish, NURSE, RESIDENT, we_is_speaker=True) == (
        "The nurse will schedule a follow-up session in two weeks."
    )
    assert rewrite_statement(wish, NURSE, RESIDENT, we_is_speaker=True, literal=True) == (
        "The nurse wants to schedule a follow-up session in two weeks."
    )
    for literal in (False, True):
        assert rewrite_statement(
            "i want to check your dressing tomorrow", NURSE, RESIDENT, we_is_speaker=True, literal=literal
        ) == ("The nurse will check the resident's dressing tomorrow.")
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


def test_a_transcribers_wan_na_and_gon_na_are_the_verbs_for_grounding() -> None:
    # "wants to …" (the literal fallback) was refused by grounding: "wants" is not in "wan na"
    wan, gon = forms_of("i wan na order a chair"), forms_of("we're gon na order a chair")
    assert stem("wants") in next(t.keys for t in wan if t.surface == "wan")
    assert stem("going") in next(t.keys for t in gon if t.surface == "gon")
    assert stem("want") not in next(t.keys for t in forms_of("i wan it") if t.surface == "wan")  # no "na" after it
