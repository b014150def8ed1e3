"""A claim that someone agreed with what another speaker stated ("Lee agreed that the budget should be cut") is
borne out by their agreeing reply right after it ("Yes, I agree.", "Exactly.": ``lexicon/agreeing.txt``,
``proof.taken_up``); a bare "X agreed." by their own "I agree". What another speaker stated is still never the
replier's own assertion ("Lee said that …"), and a "No, I disagree", another's "Exactly" or a reply that only
acknowledges bears out no agreement."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

BUDGET = "Host: The budget should be cut by ten percent.\nLee: Yes, I agree.\n"
HIRE = "Host: We should hire two more engineers.\nLee: Exactly.\n"
DISAGREE = "Host: We should hire two more engineers.\nLee: No, I disagree.\n"
OTHER = "Host: We should hire two more engineers.\nAnn: Exactly.\nLee: Hmm.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (BUDGET, "Lee agreed that the budget should be cut by ten percent."),
        (BUDGET, "Lee agreed."),
        (HIRE, "Lee agreed that the team should hire two more engineers."),
        (OTHER, "Ann agreed that we should hire two more engineers."),
    ],
)
def test_an_agreeing_reply_bears_out_the_agreement(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (BUDGET, "Lee said that the budget should be cut by ten percent."),
        (BUDGET, "Lee agreed that the budget should be cut by twenty percent."),
        (HIRE, "Lee said the team should hire two more engineers."),
        (DISAGREE, "Lee agreed that we should hire two more engineers."),
        (DISAGREE, "Lee agreed."),
        (OTHER, "Lee agreed that we should hire two more engineers."),
    ],
)
def test_no_agreement_and_no_assertion_of_the_replier(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED
