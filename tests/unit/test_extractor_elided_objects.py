"""What a stored fact rests on must be in the fact (issue #14):

- a speaker's "we" written as "X was among those who …" keeps the clause after "who" as its main one, so a "them" or
  an "it" there is read like any other: "them" is not stored, "it" gets its antecedent (``pointing.main_clause``);
- "… so I stopped" / "… and we quit" is cut off: what was stopped was said before, and "The patient stopped." tells
  nothing alone (``salience.junk_reason``), while "The pain stopped." still says something.
"""

from __future__ import annotations

import asyncio

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.salience import junk_reason


def _stored(text: str) -> list[str]:
    candidates = ExtractiveProvider().extract(text)
    return [a.candidate.text for a in asyncio.run(assess_candidates(candidates, text)) if a.accepted]


VENDOR = "Tom: Should we also look at the second vendor?\nMaria: No, we dropped them in March.\n"
REPORT = "Tom: Where is the report?\nMaria: We sent it to finance on Monday.\n"
STOPPED = (
    "Doctor: Are you taking anything for it?\n"
    "Patient: I took ibuprofen for a few days but it upset my stomach, so I stopped.\n"
)


def test_them_after_among_those_who_is_not_stored() -> None:
    stored = _stored(VENDOR)
    assert not [f for f in stored if " them" in f], stored


def test_it_after_among_those_who_gets_its_antecedent() -> None:
    stored = _stored(REPORT)
    assert "Maria was among those who sent the report to finance on Monday." in stored, stored
    assert not [f for f in stored if " it " in f], stored


def test_a_bare_stop_is_not_stored_but_what_came_before_is() -> None:
    stored = _stored(STOPPED)
    assert "The patient stopped." not in stored, stored
    assert "The patient took ibuprofen for a few days." in stored, stored


@pytest.mark.parametrize("clause", ["so i stopped", "and then we quit", "but she discontinued"])
def test_a_person_stopping_nothing_named_is_cut_off(clause: str) -> None:
    assert junk_reason(clause) == "fragment"


@pytest.mark.parametrize("clause", ["the pain stopped", "the bleeding finally stopped"])
def test_a_thing_that_stopped_is_still_a_fact(clause: str) -> None:
    assert junk_reason(clause) is None
