"""A reply that asks back ("any history of endometriosis" — "any history of what") answers nothing, punctuated or
not (``proof.dialogue.answer_to``): the proof had read the unpunctuated "any history of what" as a reply filling the
question's slot, and VERIFIED "The patient has a history of endometriosis." where the patient then said "no". A
denial that asks why ("no, why?") still denies. Every source here is written for the test."""

from __future__ import annotations

from factlayer.proof.proof import prove

_ASKED_BACK = (
    "[doctor] okay any history of asthma\n"
    "[patient] any history of what\n"
    "[doctor] asthma\n"
    "[patient] no\n"
    "[doctor] okay how about any family history of cancer\n"
)


def test_a_reply_asking_back_confirms_nothing() -> None:
    assert prove("The patient has a history of asthma.", _ASKED_BACK, roles=False).status != "VERIFIED"
    assert prove("The patient has a history of asthma.", _ASKED_BACK, roles=True).status != "VERIFIED"


def test_a_denial_that_asks_why_still_denies() -> None:
    source = "[doctor] do you smoke ?\n[patient] no , why ?\n"
    assert prove("The patient smokes.", source, roles=False).status != "VERIFIED"
    assert prove("The patient does not smoke.", source, roles=False).status == "VERIFIED"
