"""clause_subject reads its word lists from nlp/lexicon files (interjections, conditionals, same_past,
impersonal_next, ed_states, pointing_words, carried_verbs, finite_verbs, lead_adverbials, lead_connectors):
the behaviour each list carries."""

from __future__ import annotations

import pytest

from factlayer.digest.clause_subject import vocative_off, with_subject
from factlayer.digest.entities import build_participants
from factlayer.digest.thing_clauses import names_a_thing
from factlayer.nlp import lexicon


def test_an_interjection_or_a_greeted_name_is_no_subject() -> None:
    people = build_participants("Gina: I had to go.\nMel: Awww, that is sweet.\n")
    assert vocative_off("Awww, that is sweet", people) == "that is sweet"
    assert vocative_off("Yeah Mel, I had to go", people) == "I had to go"
    assert vocative_off("Tomorrow, I had to go", people) == "Tomorrow, I had to go"


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("if I walk, I get short of breath", "if I walk, I get short of breath"),  # a condition stays in front
        ("once I get up, I feel dizzy", "once I get up, I feel dizzy"),
        ("so, I'll check it", "I'll check it"),  # a chat opener is dropped, not read as a subordinator
        ("next month I'm having an art show", "I'm having an art show next month"),
    ],
)
def test_a_leading_phrase(clause: str, expected: str) -> None:
    assert with_subject(clause, None) == expected


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("Took a short trip to Rome", "I took a short trip to Rome"),
        ("Went well in the end", "Went well in the end"),  # impersonal_next: about a thing
        ("Put it on the shelf", "Put it on the shelf"),  # same_past: an imperative as often
        ("Need a break", "Need a break"),  # not_past
    ],
)
def test_an_elided_i_in_chat(clause: str, expected: str) -> None:
    assert with_subject(clause, None, chat=True) == expected


def test_a_clause_opening_on_an_owner_word() -> None:
    # it crashed the whole digest (IndexError) on an MTS-Dialog visit: no lead adverbial before "Your"
    assert with_subject("Your nephew called me", None, chat=True) == "Your nephew called me"
    assert with_subject("and your knee still hurts", "it was fine") == "your knee still hurts"


def test_a_bare_verb_takes_the_subject_before_it() -> None:
    assert (
        with_subject("refer you to physical therapy", "we'll order an x-ray") == "we'll refer you to physical therapy"
    )
    assert with_subject("blue skies today", "we'll order an x-ray") == "blue skies today"


def test_a_thing_named_without_a_determiner() -> None:
    assert names_a_thing("Family moments make life awesome")
    assert not names_a_thing("My family makes life awesome")  # a pointing word: not a bare thing
    assert names_a_thing("Losing my job gave me the push")  # a gerund: the speaker's own act


def test_the_lists_are_lexicon_files() -> None:
    for name in ("interjections", "conditionals", "impersonal_next", "ed_states", "pointing_words", "carried_verbs",
                 "finite_verbs", "not_gerunds", "lead_adverbials", "lead_connectors"):  # fmt: skip
        assert lexicon.words(name), name
