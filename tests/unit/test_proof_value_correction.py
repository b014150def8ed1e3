"""A value corrected as it is said: "around 5000 units on sundays , and two thous ... or 50,000 units on sundays ,
excuse me" says 50,000 — it VERIFIED "5,000 units" and CONTRADICTED the true "50,000 units" (nlp/corrections.py)."""

from __future__ import annotations

from factlayer.nlp.corrections import withdrawn
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

VISIT = (
    "[doctor] so , you're currently taking vitamin d3 , around 5000 units on sundays , and two thous ... or 50,000 "
    "units on sundays , excuse me , and 2000 units on the other six days , correct ?\n[patient] yes .\n"
)


def test_the_corrected_value_stands_and_the_withdrawn_one_does_not() -> None:
    assert prove("The patient takes 50,000 units of vitamin D3 on Sundays.", VISIT).status is Status.VERIFIED
    assert prove("The patient takes 5,000 units of vitamin D3 on Sundays.", VISIT).status is Status.CONTRADICTED


def test_without_a_correction_phrase_nothing_is_withdrawn() -> None:
    sentence = "i take 5000 units on sundays and 2000 units on the other days"
    assert withdrawn(tokenize(sentence)) == frozenset()
    corrected = "i take 5000 units , sorry , 6000 units , i mean"
    assert len(withdrawn(tokenize(corrected))) == 1
