"""One reader of a reply's yes or no (``nlp.replies.answer_polarity``) for the proof and the extractor alike.
The extractor's own string reader is gone; what each of the two read better is kept: the extractor's "no, I
don't know", "I'm not sure", "yes, but …" and "no … yeah I do" say neither (the proof read a no in the first
two, a yes in the third: it VERIFIED "The patient smokes." from "yes, but I quit"); the proof's "Oh, yeah." is a
yes after an interjection (the extractor read nothing)."""

from __future__ import annotations

import pytest

from factlayer.digest.answers import reply_polarity, rewrite_answer
from factlayer.digest.rewrite import Reference
from factlayer.nlp.replies import answer_polarity
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

PATIENT = Reference("The patient")
VISIT = "[doctor] do you smoke ?\n[patient] {}\n[doctor] okay . let me look .\n"


@pytest.mark.parametrize(
    ("reply", "said"),
    [
        ("um , i'm not sure .", None),
        ("No, I don't know.", None),
        ("no i yeah i do i like to eat", None),
        ("Yes, but I quit.", None),
        ("Oh, yeah.", True),
        ("Oh, no, nothing like that.", False),
        ("No, I did not.", False),
        ("no , i do n't", False),
    ],
)
def test_both_readers_read_a_reply_alike(reply: str, said: bool | None) -> None:
    assert answer_polarity(tokenize(reply)) is said
    assert reply_polarity(reply) is said


def test_a_yes_after_an_interjection_is_stated() -> None:
    assert rewrite_answer("Do you have any allergies?", "Oh, yeah.", PATIENT) == "The patient has allergies."


@pytest.mark.parametrize("reply", ["no , i don't know .", "yes , but i quit ."])
def test_a_reply_that_settles_nothing_bears_out_neither_claim(reply: str) -> None:
    source = VISIT.format(reply)
    assert prove("The patient smokes.", source).status is Status.UNVERIFIABLE
    assert prove("The patient does not smoke.", source).status is Status.UNVERIFIABLE
