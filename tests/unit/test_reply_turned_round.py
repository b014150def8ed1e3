"""A reply that opens with "yeah" and turns round at once ("yeah, no, i don't have allergies", "yeah, so i do n't
have any") answers no: the "yeah" only takes the turn. Before, both the proof and the extractor read a yes —
the proof VERIFIED "The patient has allergies to medicines." from it and CONTRADICTED the true "has no
allergies"; "yeah, i don't know" says neither."""

from __future__ import annotations

import pytest

from factlayer.digest.answers import reply_polarity as extractor_polarity
from factlayer.nlp.replies import answer_polarity
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

VISIT = "[doctor] and do you have any allergies to medicines ?\n[patient] {}\n[doctor] okay . let me look .\n"
TURNED = ["yeah , no , i do n't have allergies .", "yeah , so i do n't have any allergies .", "yeah, so no."]


@pytest.mark.parametrize("reply", TURNED)
def test_a_yes_that_turns_round_is_a_no(reply: str) -> None:
    assert answer_polarity(tokenize(reply)) is False
    assert extractor_polarity(reply) is False
    source = VISIT.format(reply)
    assert prove("The patient has allergies to medicines.", source).status is Status.CONTRADICTED
    assert prove("The patient has no allergies to medicines.", source).status is Status.VERIFIED


@pytest.mark.parametrize(("reply", "said"), [("yeah , i do n't know .", None), ("yeah , i do .", True), ("yes.", True)])
def test_an_unsure_or_plain_yes_stays_what_it_was(reply: str, said: bool | None) -> None:
    assert answer_polarity(tokenize(reply)) is said
    assert extractor_polarity(reply) is said
