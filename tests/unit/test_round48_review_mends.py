"""The round-48 review's finds, each a kind: a period followed by the words of a point in time is no rate
("a year and a half ago"); "figured out" is finding, not guessing; a name called before "we" may be one of
"we"; and the claim about a person reaches the party check without the lexicon refusing it (a word-group file
read as entries raised inside the proof: a 500 on every digest of a visit)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

CASES = [
    ("Patient: I paid $1,000 a year and a half ago for the couch.\n", "The patient paid $1,000 for the couch."),
    ("Patient: I sent them $50 a week or two ago.\n", "The patient sent them $50."),
    ("Patient: I figured out it was food poisoning.\n", "The patient had food poisoning."),
    ("Patient: I pay $20 a month for the gym.\n", "The patient pays $20 a month for the gym."),
    ("Patient: Okay, Monday my son drove me to the clinic.\n", "The patient's son drove the patient to the clinic."),
]


@pytest.mark.parametrize(("source", "claim"), CASES)
def test_said_is_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


def test_a_name_called_before_we_is_not_contradicted() -> None:
    source = "Tom: Hi all.\nAnna: Hello.\nTom: Anna, we emailed the client this morning.\n"
    assert prove("Anna emailed the client.", source).status is not Status.CONTRADICTED


def test_the_one_who_says_I_after_calling_a_name_is_the_subject() -> None:
    source = "Tom: Hi all.\nAnna: Hello.\nTom: Anna, I emailed the client this morning.\n"
    assert prove("Tom emailed the client.", source).status is Status.VERIFIED
    assert prove("Anna emailed the client.", source).status is not Status.VERIFIED
