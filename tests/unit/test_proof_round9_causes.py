"""Kinds of error of issue #12's round 9 (ACI-Bench, MTS-Dialog, LoCoMo), each through ``prove`` (what POST
/v1/verify runs) and the rule under it. The positive cases fail on main 413e8d2; the negative ones guard each
rule's bounds.

- a speech repair starts the clause over ("nothing new i mean i do dye my hair"): a negation before the repair
  marker does not deny what follows it;
- a question after a leading "when" / "if" clause, unpunctuated ("so when you dropped that brick were you able to
  keep working"): asked, not asserted;
- a class word used as an adverb ("see you back here in three months"): no body part, so no rival of "finger"
  (the claim's words; a rival in the evidence is read as before);
- words that measure time up to now ("two days ago" / "about two days now"): no rivals in a slot.
"""

from __future__ import annotations

import pytest

from factlayer.nlp.clauses import clauses
from factlayer.nlp.modality import is_question
from factlayer.nlp.tokens import tokenize
from factlayer.proof.claim import parse
from factlayer.proof.proof import Status, prove

DYE = (
    "[doctor] anything new with your hair products ?\n"
    "[patient] nothing new i mean i do dye my hair but i've been doing that for years now\n"
)


def _clauses(text: str) -> list[str]:
    return [" ".join(t.low for t in part) for part in clauses(list(tokenize(text)))]


def test_a_repair_marker_before_a_subject_starts_a_clause() -> None:
    assert _clauses("nothing new i mean i do dye my hair") == ["nothing new", "i mean i do dye my hair"]
    assert _clauses("it did n't last as long no i've been straining my urine")[-1] == "no i've been straining my urine"
    assert _clauses("i mean you know it is fine") == ["i mean you know it is fine"]  # "you know" is a filler


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The patient dyes her hair.", Status.VERIFIED),
        ("The patient does not dye her hair.", Status.CONTRADICTED),
    ],
)
def test_a_negation_before_a_restart_does_not_deny_it(claim: str, status: Status) -> None:
    assert prove(claim, DYE).status is status


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("okay so when you dropped that brick on your foot were you able to get up and keep working", True),
        ("if it hurts have you tried ice", True),
        ("when you get there you will call me", False),
        ("if you want to do you can come back", False),  # "do you" after "to": the clause's own verb
        ("when you have you know some pain take the tylenol", False),  # "you know" is a filler
        ("if you have any questions do n't hesitate to call", False),
    ],
)
def test_a_question_after_a_leading_clause_asks(text: str, asks: bool) -> None:
    assert is_question(list(tokenize(text))) is asks


BRICK = (
    "[doctor] okay alright so when you dropped that brick on your foot were you able to get up and keep working "
    "or did you have to get off your you know not stop weightbearing and and get off that foot\n[patient] it was sore\n"
)


def test_what_is_asked_after_a_leading_clause_is_not_verified() -> None:
    claim = "The patient kept working after he dropped the brick on his foot."
    assert prove(claim, BRICK).status is Status.UNVERIFIABLE


def _categories(claim: str) -> dict[str, str | None]:
    return {t.low: t.category for prop in parse(claim).propositions for t in prop.terms}


@pytest.mark.parametrize(
    ("claim", "word", "category"),
    [
        ("The doctor wants to see the patient back in three months.", "back", None),
        ("The patient should come back to the clinic.", "back", None),
        ("She stopped working right after the fall.", "right", None),
        ("The patient hurt his back in the accident.", "back", "body_part"),  # after a determiner
        ("The patient has low back pain in the morning.", "back", "body_part"),
        ("The patient has pain in her lower back on the left.", "back", "body_part"),
        ("The patient broke her right arm.", "right", "side"),
    ],
)
def test_a_class_word_used_as_an_adverb_is_of_no_class(claim: str, word: str, category: str | None) -> None:
    assert _categories(claim)[word] == category


HEADACHE = "Doctor: How many days has it been since your headaches started?\nPatient: About two days now.\n"


@pytest.mark.parametrize(
    ("claim", "contradicted"),
    [
        ("The patient's headaches started about two days ago.", False),
        ("The patient's headaches started about two days later.", True),  # "later" is no time up to now
    ],
)
def test_time_up_to_now_said_two_ways_is_no_conflict(claim: str, contradicted: bool) -> None:
    assert (prove(claim, HEADACHE).status is Status.CONTRADICTED) is contradicted
    assert prove("The patient's headaches started about three days ago.", HEADACHE).status is not Status.VERIFIED
