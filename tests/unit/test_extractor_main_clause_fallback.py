"""A refused fact falls back to its main clause: the relative or causal clause the proof cannot verify no longer
costs the fact ("The doctor will prescribe albuterol, which the patient use when …" was refused, albuterol lost)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.candidates import Candidate
from factlayer.digest.main_clause import main_clause_only
from factlayer.digest.rewrite import Reference, rewrite_statement

NAMES = frozenset({"agent", "customer"})


@pytest.mark.parametrize(
    ("fact", "expected"),
    [
        ("The agent will send the customer a new router, which the customer plugs in at home.",
         "The agent will send the customer a new router."),
        ("The customer bought a mesh extender because the signal drops upstairs.",
         "The customer bought a mesh extender."),
        # a condition or a time is no part to drop: "will send X if …" is no "will send X"
        ("The agent will send the customer a new router if the reset fails.", None),
        ("The customer restarts the modem when the light blinks, which happens daily.",
         "The customer restarts the modem when the light blinks."),  # the condition kept whole
        # a clause that leads, a main clause too short or empty, a "who" clause that is the main one
        ("When the light blinks, the customer restarts the modem, which helps.", None),
        ("There are times, which vary.", None),
        ("Dana was among those who went camping.", None),
        ("The agent will send the customer a router.", None),
    ],
)  # fmt: skip
def test_the_main_clause_alone(fact: str, expected: str | None) -> None:
    assert main_clause_only(fact, NAMES) == expected


async def test_a_refused_fact_is_stored_as_its_main_clause() -> None:
    source = "[agent] i'm gon na send you a new router , which you plug in when you get home .\n[customer] great .\n"
    quote = "i'm gon na send you a new router , which you plug in when you get home ."
    start = source.index(quote)
    refused = "The agent will send the customer a new router, which the agent installs on a Friday."
    candidate = Candidate(
        text=refused,
        quote=quote,
        speaker="agent",
        method="extractive",
        start_char=start,
        end_char=start + len(quote),
        spans=((start, start + len(quote)),),
        fallbacks=(main_clause_only(refused, NAMES) or "",),
    )
    [alone] = await assess_candidates([candidate.model_copy(update={"fallbacks": ()})], source)
    assert not alone.accepted
    [assessed] = await assess_candidates([candidate], source)
    assert assessed.accepted and assessed.candidate.text == "The agent will send the customer a new router."


def test_a_you_after_which_or_who_is_a_subject() -> None:
    # was "… a workbook, which them use when …": the relative's "you" read as an object
    therapist, client = Reference("The therapist"), Reference("The client")
    said = "i'll give you a workbook , which you use when you get anxious"
    assert rewrite_statement(said, therapist, client, we_is_speaker=True) == (
        "The therapist will give the client a workbook, which the client uses when the client gets anxious."
    )
