"""A statement about "she"/"he" put to a parent as a question and answered "Yes, she has." / "No, she hasn't.":
the reply is about the child the pronoun names, not about the parent who answers. "No, she hasn't." was read as
the mother's own denial, so the true "The child has not had a fever since Monday." was CONTRADICTED ("the evidence
is about mother"); a reversed tag ("…, isn't he?") was read as a denial of the statement itself
(nlp/questions.without_tag, asks_of_third_person)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

FEVER = "Doctor: She has had a fever since Monday, right?\nMother: {reply}\n"
INHALER = "Doctor: She takes her inhaler every morning, right?\nMother: {reply}\n"
SLEEP = "Doctor: He is sleeping through the night, isn't he?\nFather: {reply}\n"


@pytest.mark.parametrize(
    ("source", "yes", "no", "claim", "negation"),
    [
        (FEVER, "Yes, she has.", "No, she hasn't.", "The child has had a fever since Monday.",
         "The child has not had a fever since Monday."),
        (INHALER, "Yes, she does.", "No, she doesn't.", "The child takes her inhaler every morning.",
         "The child does not take her inhaler every morning."),
        (SLEEP, "Yes, he is.", "No, he isn't.", "The child is sleeping through the night.",
         "The child is not sleeping through the night."),
    ],
)  # fmt: skip
def test_yes_bears_out_and_no_denies_the_third_persons_state(
    source: str, yes: str, no: str, claim: str, negation: str
) -> None:
    said_yes, said_no = source.format(reply=yes), source.format(reply=no)
    assert prove(claim, said_yes, roles=False).status is Status.VERIFIED
    assert prove(negation, said_yes, roles=False).status is Status.CONTRADICTED
    assert prove(claim, said_no, roles=False).status is Status.CONTRADICTED
    assert prove(negation, said_no, roles=False).status is Status.VERIFIED
