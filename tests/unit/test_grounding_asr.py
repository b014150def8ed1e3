"""ASR-style misspellings: a near spelling grounds, reported as approximate, never across names,
numbers, negations or contrasting word parts."""

from __future__ import annotations

import pytest

from factlayer.digest.grounding import SourceIndex, ground
from factlayer.digest.tokens import near_spelling


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("sduff", "stuff"),  # substitution, five letters
        ("cacer", "cancer"),  # dropped letter
        ("abot", "about"),  # four letters against five
        ("longs", "lungs"),
        ("isse", "issue"),
        ("ibuprofin", "ibuprofen"),
        ("treaated", "treated"),  # doubled letter
        ("conditeons", "conditions"),
        ("hyperlipidemiia", "hyperlipidemia"),
    ],
)
def test_near_spellings(claim: str, source: str) -> None:
    assert near_spelling(claim, source)
    assert near_spelling(source, claim)


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("hypertension", "hypotension"),
        ("hyperglycemia", "hypoglycemia"),
        ("dysphagia", "dysphasia"),
        ("abduction", "adduction"),
        ("ileum", "ilium"),
        ("colectomy", "colostomy"),
        ("prostate", "prostrate"),
        ("arthritis", "arthrosis"),
        ("likely", "unlikely"),
        ("fever", "never"),  # another first letter
        ("fourth", "forth"),  # a number word
        ("none", "nine"),  # a negation, and a number
        ("pain", "pan"),  # too short
        ("complicated", "complication"),  # too far for its length
    ],
)
def test_no_near_spelling_across_different_words(claim: str, source: str) -> None:
    assert not near_spelling(claim, source)


def test_two_misspelled_words_ground_as_approximate() -> None:
    source = "Doctor: Has the cancer progressed since you were diagnosed?\nPatient: A little."
    g = ground("cacer progressed since you were diagnosid", source)
    assert g.grounded, g.missing
    assert g.span is not None and "cancer progressed" in g.span.text
    assert sorted(g.approximate) == ["cacer", "diagnosid"]


def test_retrieval_finds_the_sentence_of_a_misspelled_rare_word() -> None:
    filler = "".join(f"Speaker A: We talked about item {i} of the budget today.\n" for i in range(40))
    source = filler + "Speaker B: The learned society has said that there needs to be more funding.\n" + filler
    g = ground("the learned sociity has said that there needs to be more", source, index=SourceIndex(source))
    assert g.grounded
    assert g.approximate == ["sociity"]


def test_names_never_match_approximately() -> None:
    source = "Speaker A: I went to the Atlantic Rim Collaboratory conference that Wales hosted."
    g = ground("the atlantc rim conference that wales hosted", source)
    assert not g.grounded
    assert "atlantc" in g.missing


def test_numbers_never_match_approximately() -> None:
    g = ground("I am fity eight years old", "Patient: I am fifty eight years old.")
    assert not g.grounded
    assert "fity" in g.missing


def test_contrasting_prefixes_stay_missing_even_with_a_perfect_alignment() -> None:
    g = ground("I have hypertension since last year", "Patient: I have hypotension since last year.")
    assert not g.grounded
    assert "hypertension" in g.missing
    assert g.approximate == []


def test_a_word_the_source_uses_elsewhere_is_a_different_word_not_a_misspelling() -> None:
    source = "Patient: My lungs feel fine.\nPatient: I went for a long walk, the longs are tired."
    # "lungs" is in the source, so it never stands in for "longs" by spelling
    g = ground("the lungs are tired", source)
    assert "lungs" in g.missing or not g.grounded


def test_a_misspelling_needs_an_exact_anchor() -> None:
    # all content words misspelled: nothing pins the span down, so they count as missing
    g = ground("any bood in the urie", "Doctor: Any blood in the urine, or pain?")
    assert not g.grounded
    assert {"bood", "urie"} <= set(g.missing)


def test_at_most_half_of_the_key_content_may_be_approximate() -> None:
    source = "Patient: I have been having severe headaches every morning this month."
    assert ground("having severe headachis every morning", source).grounded
    assert not ground("having sevire headachis every mornng", source).grounded
