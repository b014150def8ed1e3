"""An irregular past form that is also a noun (``nlp.past_nouns``): "the dog bit me" says "bite", so a passive of it
bears out ("The patient was bitten by a dog"), the dog's owner named or not. Every source here is written for the
test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Patient: The neighbour's dog bit me on the ankle.", "The patient was bitten by a dog."),
        ("Patient: A snake bit my son at the lake.", "The patient's son was bitten by a snake."),
    ],
)
def test_a_past_form_that_is_also_a_noun_is_its_verb_in_a_verbs_place(said: str, claim: str) -> None:
    assert prove(claim, said).status is Status.VERIFIED
