"""Two kinds of unreadable facts found reading stored fit-half visit facts:

- a clause kept as what a speaker says ("The doctor says …") still held the speaker's "we": "The doctor says it
  looks like we've had the patient on prozac …", "… it was recommended that we work to control her …" — who "we"
  are, the fact does not say (``thing_clauses.what_they_say``);
- a fact ending on a spoken "'cause" ("The patient's asthma's been acting up 'cause.") is cut off, as one ending
  on "because" is (``salience.cut_off``).

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.salience import cut_off

WE = [
    "[doctor] from the chart , it looks like we've had you on , uh , sertraline 50 milligrams a day .\n[patient] yes .",
    "[doctor] it was recommended that we work to lower her blood pressure before the surgery .\n[patient] okay .",
]


@pytest.mark.parametrize("text", WE)
def test_no_reported_fact_keeps_the_speakers_we(text: str) -> None:
    facts = [c.text for c in ExtractiveProvider().extract(text)]
    assert not any(w in f.lower().split() for f in facts for w in ("we", "we've", "us", "our")), facts


def test_a_reported_thing_without_we_is_kept() -> None:
    text = "[doctor] it looks like your ankle is swollen .\n[patient] yes ."
    assert "The doctor says it looks like the patient's ankle is swollen." in [
        c.text for c in ExtractiveProvider().extract(text)
    ]


def test_a_generic_us_is_no_subject_we() -> None:
    text = "Jon: Dancing has the power to bring us together and create sweet moments.\nGina: So true!"
    facts = [c.text for c in ExtractiveProvider().extract(text)]
    assert any("bring us together" in f for f in facts), facts


@pytest.mark.parametrize("fact", ["The patient's knee has been hurting 'cause.", "The patient stopped running cuz."])
def test_a_fact_ending_on_a_spoken_because_is_cut_off(fact: str) -> None:
    assert cut_off(fact)


def test_the_noun_cause_ends_a_fact() -> None:
    assert not cut_off("The doctor does not know the cause.")
