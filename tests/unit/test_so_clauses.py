"""A "so" that opens on a hedge or a wh-cleft starts a clause of its own (``nlp.clauses``): "your lyme titer is a
little elevated, so i think we'll look into that" states the titer — the "i think" hedges what follows it, not what
came before. A "so" of purpose stays in its clause: "take it at night so you sleep better" says nothing done.

Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

STATED = [
    (
        "[doctor] your lyme titer is a little elevated , so i think we'll have to look into that .\n[patient] okay .\n",
        "The patient's lyme titer is a little elevated.",
    ),
    (
        "[doctor] it's most likely a strained tendon in your shoulder so what i'm gon na do is i'm gon na order an mri "
        "of your left shoulder\n[patient] okay\n",
        "The doctor will order an mri of the patient's left shoulder.",
    ),
]

NOT_STATED = [
    ("[doctor] you should take it at night so you sleep better .\n[patient] okay .\n", "The patient sleeps better."),
    (
        "[doctor] maybe we can try the cream so you do n't scratch .\n[patient] okay .\n",
        "The patient does not scratch.",
    ),
    ("[doctor] i want you to rest so it heals .\n[patient] okay .\n", "The patient's knee heals."),
    ("[doctor] maybe it's the flu , so i think you should rest .\n[patient] okay .\n", "The patient has the flu."),
    (
        "[doctor] your titer is a little elevated , so i think it's lyme disease .\n[patient] okay .\n",
        "The patient has lyme disease.",
    ),
]


@pytest.mark.parametrize(("source", "claim"), STATED)
def test_a_hedge_after_so_does_not_hedge_the_clause_before(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(("source", "claim"), NOT_STATED)
def test_a_purpose_or_a_hedged_clause_is_still_not_stated(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


def test_or_so_is_an_approximation_not_a_clause() -> None:
    source = "Ana: Well we can chat away for five minutes or so I think at most .\nBen: Okay .\n"
    assert prove("Ana can chat away for five minutes.", source).status is not Status.VERIFIED
