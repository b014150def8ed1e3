"""Remarks a reader would not keep though they have a subject and a verb — praise of the listener or of a thing
shown, agreement, a bare passing mood, a "how" clause cut before its verb, "there are times", a trailing "and that",
a "let's" left in a fact, a restart after a trailed-off opening, a word cut off and said whole — and a group
addressed by name, whose "your" is no one known. Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.leaning import leans_on_context
from factlayer.digest.rewrite import tidy
from factlayer.digest.salience import junk_reason, trim
from factlayer.digest.self_repair import restart_offset
from tests.unit.test_extractor_run_on import _facts


@pytest.mark.parametrize(
    ("clause", "reason"),
    [
        ("You're awesome!", "backchannel"),
        ("You're doing amazing!", "backchannel"),
        ("you're such a good friend", "backchannel"),
        ("I'm so excited!", "filler"),
        ("I felt relieved", "filler"),
        ("I'm more excited than ever!", "filler"),
        ("We stay positive", "filler"),
        ("It's inspiring to see how resilient", "fragment"),
        ("It's incredible how much positivity", "fragment"),
        ("I 100% agree, Mel.", "backchannel"),
        ("You're right, Caroline.", "backchannel"),
        ("That bowl is gorgeous!", "backchannel"),
        ("those bowls are amazing!", "backchannel"),
        # what a reader keeps: the mood's cause, a state a clinician writes down, a "how" clause with its verb
        ("I'm excited about the trip to Oregon", None),
        ("I'm tired all the time", None),
        ("I feel dizzy", None),
        ("I felt fine.", None),  # a patient's status, kept
        ("You're pregnant", None),
        ("I love how uncomplicated it is.", None),
        ("I learned how to swim last summer", None),
        ("The view from the top was stunning.", None),  # no thing shown: a description
        ("there are times", "fragment"),
        ("You sound excited!", "backchannel"),
        ("You bet!", "backchannel"),
        ("I promise.", "backchannel"),
        ("there are times when I can't sleep at all.", None),
    ],
)
def test_praise_a_bare_mood_and_a_cut_how_clause_are_no_facts(clause: str, reason: str | None) -> None:
    assert junk_reason(clause) == reason


def test_a_clinicians_praise_of_a_thing_shown_is_a_finding() -> None:
    assert junk_reason("this incision looks great .", clinician=True) is None
    assert junk_reason("this incision looks great .") == "backchannel"


def test_a_fact_still_holding_lets_is_not_readable_alone() -> None:
    names = frozenset({"the", "patient", "doctor"})
    fact = "In terms of the patient's heart bypass, let's go ahead and order another echocardiogram for them."
    assert leans_on_context(fact, names)
    assert not leans_on_context("The doctor will order another echocardiogram for the patient.", names)


def test_a_trailing_and_that_is_a_vague_extender_trimmed_off() -> None:
    text = "i think you do have copd from your pulmonary function tests , your x-ray , and that ."
    start, end = trim(text, 0, len(text))
    assert text[start:end] == "i think you do have copd from your pulmonary function tests , your x-ray"


def test_all_right_before_a_comma_is_a_lead_marker() -> None:
    text = "all right , so the swelling should go down in a week ."
    start, end = trim(text, 0, len(text))
    assert text[start:end].startswith("the swelling should go down")


async def test_a_chat_keeps_the_news_and_drops_the_cheering() -> None:
    stored = await _facts(
        "Maria: I ran my first marathon in Chicago last weekend!",
        "John: You're amazing! I'm so excited for you.",
        "Maria: I felt relieved. It's incredible how much energy.",
        "John: I'm excited about my trip to Oregon next month.",
    )
    assert any("marathon in Chicago" in f for f in stored)
    assert any("trip to Oregon" in f for f in stored)
    assert not any("amazing" in f or "relieved" in f or "energy" in f for f in stored)


def test_a_your_said_to_a_group_is_no_ones_known() -> None:
    text = "\n".join(
        [
            "Speaker 1: And so my fellow Americans, ask not what your country can do for you.",
            "Speaker 2: I live in Boston. Your speech was long.",
            "Speaker 1: Your city is lovely.",
        ]
    )
    facts = [c.text for c in ExtractiveProvider().extract(text)]
    assert not any("country" in f for f in facts)  # not "Speaker 2's country": Speaker 1 spoke to a crowd
    assert "Speaker 2 lives in Boston." in facts
    assert "Speaker 2's city is lovely." in facts  # a two-person call, no group named: the other one


def test_a_trailed_off_opening_before_an_ellipsis_is_a_restart() -> None:
    clause = "and this is just ... i just wanted to check your last , uh , diabetic labs that we did on you ."
    assert clause[restart_offset(clause) :].startswith("i just wanted to check")
    kept = "i took the tylenol ... it helped"  # the opening is a whole clause: no restart
    assert restart_offset(kept) == 0


@pytest.mark.parametrize(
    ("said", "tidied"),
    [
        ("a bmi greater than 27 would quali- uh , qualify you .", "a bmi greater than 27 would qualify you."),
        ("i have been good t- taking my medications", "i have been good taking my medications"),
        ("I'm offering one-on-one mentoring", "I'm offering one-on-one mentoring"),  # a hyphenated word stays
    ],
)
def test_a_word_cut_off_and_said_whole_is_said_once(said: str, tidied: str) -> None:
    assert tidy(said) == tidied


def test_this_is_opens_no_adverbial_and_let_you_know_keeps_its_you_know() -> None:
    facts = [c.text for c in ExtractiveProvider().extract(
        "Joanna: This is my go-to place for writing inspiration. This week I'm painting a mural. I'll let you know.\n"
        "Nate: Nice."
    )]  # fmt: skip
    assert "Joanna is painting a mural this week." in facts  # "this week": an adverbial, moved to the end
    assert not any(f.endswith("this is.") for f in facts)  # was "Joanna's go-to place … this is."
    assert "Joanna will let Nate know." in facts  # not "Joanna will let." ("you know" is no filler here)
