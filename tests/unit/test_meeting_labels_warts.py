"""Warts of facts from a meeting with role labels ("Project Manager:", "Industrial Designer:", "Marketing:"), in the
QMSum style (space before punctuation, ``{vocalsound}`` / ``{disfmarker}`` marks, restarts capitalised): a fact
that restates the label's role, a self-introduction cut across turns, a stray letter at the start, a hesitating
"like" and a capital article after a mark. Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.rewrite import tidy
from factlayer.digest.turn_cuts import cut_across_turns
from factlayer.nlp.transcript import parse_turns

_INTRO = (
    "Project Manager: I'm Nora and I'm the project manager . Shall we go round ?\n"
    "Industrial Designer: Hi , I'm Pavel and I'm supposed to be an industrial designer .\n"
    "Project Manager: Okay .\n"
    "Marketing: And I'm Felix and I'm uh our sales\n"
    "User Interface: Um I'm Ines and I'm User Interface .\n"
    "Marketing: lead .\n"
    "Project Manager: Great . So we're building a new kettle for the spring catalogue .\n"
)


async def _stored(text: str) -> list[str]:
    return [a.candidate.text for a in await assess_candidates(ExtractiveProvider().extract(text), text) if a.accepted]


async def test_a_fact_that_restates_the_speakers_role_is_dropped() -> None:
    stored = await _stored(_INTRO)
    assert "The industrial designer is Pavel." in stored
    assert not any("designer is supposed to be" in fact.lower() for fact in stored)


async def test_a_self_introduction_cut_across_turns_is_no_fact() -> None:
    digest = ExtractiveProvider().digest(_INTRO)
    assert not any("Felix is the sales" in c.text or "Felix is our sales" in c.text for c in digest.candidates)
    assert any(s.reason == "fragment" and "our sales" in s.text for s in digest.skipped)
    assert "The project manager is Nora." in await _stored(_INTRO)  # a whole introduction stays


def test_a_turn_is_cut_only_when_its_speaker_goes_on_in_lower_case() -> None:
    turns = parse_turns(_INTRO)
    assert [cut_across_turns(turns, i) for i in range(len(turns))] == [False, False, False, True, False, False, False]
    finished = parse_turns("Marketing: And I'm Felix\nUser Interface: Hi .\nMarketing: And I lead sales .")
    assert not cut_across_turns(finished, 0)  # the next turn opens a sentence of its own
    lower = parse_turns("[doctor] and you take it at night\n[patient] yes\n[doctor] okay good")
    assert not any(cut_across_turns(lower, i) for i in range(len(lower)))  # a lower-case transcript shows nothing


async def test_a_stray_letter_and_a_hesitating_like_are_tidied_away() -> None:
    text = (
        "Project Manager: So draw your favourite animal . Who's first ?\n"
        "Marketing: Okay . My favourite animal is like {disfmarker} {vocalsound} A parrot .\n"
        "Project Manager: Nice . M my favourite animal is my neighbour's cat .\n"
        "Marketing: Cute .\n"
    )
    stored = await _stored(text)
    assert "Marketing's favourite animal is a parrot." in stored
    assert any(fact.startswith("The project manager's favourite animal is") for fact in stored)
    assert not any(" like " in fact or " A " in fact or fact.startswith("M ") for fact in stored)


@pytest.mark.parametrize(
    ("said", "tidied"),
    [
        ("M my favourite animal is a cat .", "my favourite animal is a cat."),
        ("{vocalsound} W we went home .", "we went home."),
        ("My dog is like {disfmarker} A beagle .", "My dog is a beagle."),
        ("I would like {disfmarker} a coffee .", "I would like a coffee."),  # the verb "like" stays
        ("take vitamin D daily .", "take vitamin D daily."),  # a letter mid-clause is no stammer
        ("A apple a day .", "A apple a day."),  # "a" and "I" are words
        ("so I met {disfmarker} David there .", "so I met David there."),  # a name keeps its capital
    ],
)
def test_tidy_stray_letters_and_restarts(said: str, tidied: str) -> None:
    assert tidy(said) == tidied
