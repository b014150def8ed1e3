"""Junk the offline extractor must not store, and facts it must not take for junk, one kind each: a fact whose
only object is a pointing word after verbs and adverbs ("The patient does want to start doing that."); a denial's
vague extender ("… or anything like that") kept in its citation; a test that "shows" something is no verbless
fragment; a perfect or a particle verb with nothing after it ("Dana has gained."). Every transcript here is
written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.leaning import leans_on_context
from factlayer.digest.salience import junk_reason
from tests.unit.test_extractor_run_on import _facts

_NAMES = frozenset({"the", "patient", "doctor"})


@pytest.mark.parametrize(
    ("fact", "leans"),
    [
        ("The patient does want to start doing that.", True),
        ("The patient is still taking that.", True),
        ("The doctor says this will help some with all of that.", True),
        ("The patient really wants to keep doing it.", True),
        ("The patient tried physical therapy for that.", False),  # a thing named besides "that"
        ("The doctor would stop the naproxen because of that.", False),
        ("The patient is taking metformin.", False),  # no pointing word
        ("The patient says it hurts when the patient gets up.", False),  # what they say of "it": kept
        ("The patient has no swelling or anything like that.", False),  # "like that" points at nothing
    ],
)
def test_a_fact_whose_only_object_is_a_pointing_word_leans_on_context(fact: str, leans: bool) -> None:
    assert leans_on_context(fact, _NAMES) is leans


async def test_a_denials_extender_is_no_part_of_its_citation() -> None:
    text = "\n".join(
        [
            "[patient] my ankle is sore .",
            "[doctor] i do n't see any fracture or anything like that .",
            "[patient] good .",
        ]
    )
    candidates = ExtractiveProvider().extract(text)
    stored = [a.candidate for a in await assess_candidates(candidates, text) if a.accepted]
    denial = next(c for c in stored if "fracture" in c.text)
    assert denial.text == "The doctor does not see any fracture."
    assert denial.quote == "i do n't see any fracture"
    assert text[denial.spans[0][0] : denial.spans[0][1]] == "i do n't see any fracture"


@pytest.mark.parametrize(
    ("clause", "reason"),
    [
        ("the x-rays show no fracture", None),
        ("her ct scan , done last week , revealed a small kidney stone", None),
        ("the echo demonstrated a normal ejection fraction", None),
        ("the x-rays of the left wrist", "fragment"),  # no verb at all
    ],
)
def test_a_test_that_shows_something_has_a_predicate(clause: str, reason: str | None) -> None:
    assert junk_reason(clause, clinician=True) == reason


@pytest.mark.parametrize(
    ("fact", "names", "leans"),
    [
        ("Dana has gained.", "dana priya", True),  # gained what: said elsewhere
        ("Dana has come.", "dana priya", True),
        ("Priya joined in.", "dana priya", True),
        ("The patient was adopted.", "the patient doctor", False),  # a passive says it all
        ("The patient was golfing.", "the patient doctor", False),  # an activity
        ("The patient has quit smoking.", "the patient doctor", False),
        ("Dana baked bread.", "dana priya", False),
    ],
)
def test_a_bare_perfect_or_particle_verb_leans_on_context(fact: str, names: str, leans: bool) -> None:
    assert leans_on_context(fact, frozenset(names.split())) is leans


@pytest.mark.parametrize(
    ("clause", "reason"),
    [
        ("i'll see you back in three weeks", None),  # a follow-up: the plan
        ("i want to see you again in a couple of months", None),
        ("i'll see you later", "meta_talk"),  # a goodbye
        ("i'll see you in a bit", "meta_talk"),
    ],
)
def test_a_follow_up_with_a_time_is_no_meta_talk(clause: str, reason: str | None) -> None:
    assert junk_reason(clause, clinician=True) == reason


@pytest.mark.parametrize(
    "clause",
    ["the ibuprofen didn't help much", "the brace won't fit over the cast", "the knee can't bend all the way"],
)
def test_a_negated_verb_is_a_predicate(clause: str) -> None:
    assert junk_reason(clause) is None


async def test_a_thing_with_a_negated_verb_is_its_subject() -> None:
    stored = await _facts(
        "[patient] my thyroid feels fine .",
        "[doctor] the numbers are n't showing up out of range .",
        "[patient] good .",
    )
    assert "The numbers aren't showing up out of range." in stored
