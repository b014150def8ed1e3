"""A plan glued onto a statement by a transcript without punctuation ("your blood pressure is fine i'm going to order
an a1c") is a statement of its own (``nlp.run_ons``): "going to" and "gon na" lead to its verb, as
"will" does. So a hedge early in the run-on ("i think it's …") does not reach the plan, for the extractor and the proof
alike — while a relative clause missing its object ("the pill i have to take") and a plan under a condition ("if it
gets worse i'm going to …") stay whole, and a hedge right before the plan ("i think maybe i'm going to …") still holds
it. Every source here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.nlp.run_ons import run_on_cuts
from factlayer.nlp.sentences import split_clauses
from factlayer.proof.proof import prove


def _pieces(text: str) -> list[str]:
    return [text[a:b].strip() for a, b in run_on_cuts(text, split_clauses(text))]


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("your blood pressure is fine i'm going to order a hemoglobin a1c", "i'm going to order a hemoglobin a1c"),
        ("your knee is stable i'm gon na refer you to physical therapy", "i'm gon na refer you to physical therapy"),
        ("the budget is tight we're gonna cut the launch party", "we're gonna cut the launch party"),
    ],
)
def test_a_plan_glued_after_a_statement_is_a_clause_of_its_own(text: str, plan: str) -> None:
    assert _pieces(text)[-1] == plan


@pytest.mark.parametrize(
    "text",
    [
        "this is the medication i have to take",  # a relative clause missing its object
        "this is the pill i need to take every day",
        "we are giving the farmers the tools they need to continue their work",  # "need" takes "the tools"
        "if it gets worse i'm going to order an mri",  # the plan is the condition's main clause
    ],
)
def test_a_relative_clause_or_a_conditional_plan_stays_whole(text: str) -> None:
    assert _pieces(text) == [text]


def test_a_hedge_early_in_a_run_on_does_not_reach_a_later_plan() -> None:
    source = (
        "[doctor] i think your headaches are related to the tightness in your neck now for your diabetes "
        "i am going to order a hemoglobin a1c and we will see you back in three months"
    )
    proof = prove("The doctor will order a hemoglobin a1c.", source, roles=False)
    assert proof.status == "VERIFIED", proof.parts


@pytest.mark.parametrize(
    "source",
    [
        "[doctor] i think maybe i'm going to order an mri of your knee",  # the hedge holds the plan
        "[doctor] if the pain gets worse i'm going to order an mri of your knee",  # a condition
    ],
)
def test_a_plan_under_a_hedge_or_a_condition_is_not_verified(source: str) -> None:
    proof = prove("The doctor will order an mri of the patient's knee.", source, roles=False)
    assert proof.status != "VERIFIED", proof.parts


def test_a_frame_held_past_a_clause_of_its_own_ends_at_a_run_on_cut() -> None:
    # "i don't think that …" frames the next clause; a plan glued on after a second clause is said outright
    source = (
        "[patient] i have had these headaches for a week .\n"
        "[doctor] i do n't think that this is a sign of a stroke i think it's more related to the tightness in your "
        "neck now for your diabetes i am going to order a hemoglobin a1c and also a cbc\n"
        "[patient] okay .\n"
    )
    assert prove("The doctor will order a hemoglobin a1c.", source, roles=False).status == "VERIFIED"
    assert prove("The patient has a stroke.", source, roles=False).status != "VERIFIED"
    assert prove("The patient had a stroke.", source, roles=False).status != "VERIFIED"
