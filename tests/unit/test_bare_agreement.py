"""Agreeing, said short. A bare claim "X agreed." is borne out by X's reply of agreeing words to another speaker's
statement ("Exactly.") and denied by X's "No, I disagree." (``proof.agreeing_turns``); a claim "X agreed that P"
answered by X's bare "Yes" / "Yeah" to P, stated by another, is no contradiction — a yes may only acknowledge —
nor is it borne out (``proof.taken_up.only_assented``)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

STATED = "Host: The launch moves to Friday.\n{who}: {reply}\n"


@pytest.mark.parametrize("reply", ["Exactly.", "Precisely.", "Yes, you're right.", "Absolutely."])
def test_agreeing_words_bear_out_a_bare_agreement_of_the_one_saying_them(reply: str) -> None:
    source = STATED.format(who="Ann", reply=reply)
    assert prove("Ann agreed.", source).status is Status.VERIFIED
    assert prove("Lee agreed.", source).status is not Status.VERIFIED  # another's words of agreeing
    assert prove("Ann agreed.", source.replace("Ann:", "Lee:")).status is not Status.VERIFIED


@pytest.mark.parametrize("reply", ["No, I disagree.", "Well, I disagree with that.", "No, I strongly disagree."])
def test_disagreeing_words_deny_a_bare_agreement(reply: str) -> None:
    assert prove("Lee agreed.", STATED.format(who="Lee", reply=reply)).status is Status.CONTRADICTED
    assert prove("Lee did not agree.", STATED.format(who="Lee", reply=reply)).status is not Status.CONTRADICTED


@pytest.mark.parametrize("reply", ["Yes.", "Yeah.", "Okay.", "Yeah, sure."])
def test_a_bare_yes_to_a_statement_neither_bears_out_nor_denies_agreeing_with_it(reply: str) -> None:
    source = STATED.format(who="Lee", reply=reply)
    assert prove("Lee agreed that the launch moves to Friday.", source).status is Status.UNVERIFIABLE
