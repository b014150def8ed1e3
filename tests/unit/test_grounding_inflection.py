"""Grounding across inflection: singular/plural (-s, -es, -ies, irregular), and short words."""

from __future__ import annotations

import pytest

from factlayer.digest.grounding import SourceIndex, ground
from factlayer.digest.tokens import key_items
from factlayer.nlp.forms import forms_of
from factlayer.nlp.stems import stem


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("day", "days"),  # a three-letter word takes the -y rule of longer ones
        ("try", "tries"),
        ("try", "tried"),
        ("key", "keys"),
        ("city", "cities"),
        ("box", "boxes"),
        ("wish", "wishes"),
        ("class", "classes"),
        ("potato", "potatoes"),
        ("issue", "issues"),
        ("melanoma", "melanomas"),
        ("diagnosis", "diagnoses"),
        ("analysis", "analyses"),
        ("knife", "knives"),
        ("child", "children"),
        ("tooth", "teeth"),
        ("feeling", "feelings"),
        ("thought", "thoughts"),
    ],
)
def test_singular_and_plural_share_a_stem(a: str, b: str) -> None:
    assert stem(a) == stem(b)


@pytest.mark.parametrize(
    ("a", "b"),
    [("producer", "production"), ("hypertension", "hypotension"), ("day", "dad"), ("left", "lift")],
)
def test_different_words_keep_different_stems(a: str, b: str) -> None:
    assert stem(a) != stem(b)


def test_days_ago_grounds_with_the_singular() -> None:
    source = "Patient: It started five days ago, in the evening."
    g = ground("It started five day ago", source)
    assert g.grounded, g.missing
    assert g.span is not None and "five days ago" in g.span.text


def test_plural_in_the_claim_grounds_in_the_right_sentence() -> None:
    source = (
        "Doctor: Any other medical issues?\nPatient: No.\n"
        "Doctor: How is the knee?\nPatient: I have medical issues with my heart, I think.\n"
        "Patient: Yeah, I had a melanoma too."
    )
    g = ground("Yeah I had a melanomas too", source)
    assert g.grounded
    assert g.span is not None and "melanoma" in g.span.text


def test_a_menu_is_the_plural_of_menus_but_virus_stays_virus() -> None:
    assert ground("It gives you a menus", "Speaker A: It gives you a menu, it's got a lot.").grounded
    assert ground("It spreads the virus", "Speaker A: It spreads the virus quickly.").grounded


def test_the_pronoun_one_matches_ones() -> None:
    g = ground("to replace the one I already had", "Doctor: It makes new cells to replace the ones I already had.")
    assert g.grounded, g.missing


def test_a_stuttered_i_is_not_an_acronym() -> None:
    assert [t.kind for t in forms_of("I I mean")] == ["word", "word", "word"]
    assert all(i.kind != "name" for i in key_items("I I mean have twins"))
    # a spelled acronym still is one
    assert any(t.kind == "acronym" for t in forms_of("transferred to U I H C"))


def test_an_exact_match_that_cuts_a_spelled_acronym_is_still_exact() -> None:
    source = "Speaker C: It has an L_E_D_ in the sequence of on and off bursts."
    g = ground("E_D_ in the sequence of on and off bursts", source, index=SourceIndex(source))
    assert g.alignment == "exact"
    assert g.grounded, g.missing


def test_number_word_plurals_do_not_become_numbers() -> None:
    # "in her forties" is not "forty"; "hundreds" is not "100"
    assert not ground("She is 40", "Patient: She is in her forties.").grounded
    assert not ground("They treated 100 patients", "Doctor: They treated hundreds of patients.").grounded


def test_the_plural_of_a_word_in_s_grounds_with_the_singular() -> None:
    # Snowball reads "lens" as "len" and "lenses" as "lens": the -ses plural also reads as its singular
    assert ground("He bought new lenses", "Patient: He bought a new lens.").grounded
    assert ground("on fashion and design in Parises", "Speaker: I worked on fashion and design in Paris.").grounded
    assert not ground("He uses an inhaler", "Patient: He gave us an inhaler.").grounded
