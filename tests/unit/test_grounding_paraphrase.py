"""Paraphrase: word order and inserted function words do not sink a claim whose key content is all
in one sentence; a missing or swapped content word still does."""

from __future__ import annotations

from factlayer.digest.grounding import ground

SOURCE = (
    "Doctor: Has the nursing home done a voiding diary?\nPatient: Yes, last week.\n"
    "Speaker A: There are symbols you're meant to understand that you don't.\n"
    "Patient: My wound was clean and looked like somebody tried to fix it."
)


def test_two_content_words_swapped_still_ground() -> None:
    g = ground("Has the nursing home really done a diary voiding", SOURCE)
    assert g.grounded, (g.score, g.missing)
    assert g.alignment == "fuzzy"
    assert g.span is not None and "voiding diary" in g.span.text
    # the order still costs: below an in-order alignment
    in_order = ground("Has the nursing home really done a voiding diary", SOURCE)
    assert in_order.score > g.score


def test_reordered_words_with_an_inserted_word_ground() -> None:
    g = ground("symbols you're understand meant really you don't", SOURCE)
    assert g.grounded, (g.score, g.missing)


def test_a_swapped_in_content_word_is_still_rejected() -> None:
    g = ground("Has the nursing home really done a sleeping diary", SOURCE)
    assert not g.grounded
    assert "sleeping" in g.missing


def test_a_short_claim_is_not_sunk_by_trimming_its_span() -> None:
    source = "Doctor: Any history of cancer?\nPatient: Yeah, I had a melanoma too."
    g = ground("Yeah I had a melanomas too", source)
    assert g.grounded
    assert g.score >= 0.8


def test_ties_go_to_the_closer_wording() -> None:
    source = (
        "Doctor: What medications are you taking for the pain?\nPatient: Tylenol.\n"
        "Doctor: What medications have you taken for this?\nPatient: None."
    )
    g = ground("What medication have you taken for this", source)
    assert g.span is not None and "have you taken" in g.span.text


def test_role_swaps_do_not_get_the_order_free_score() -> None:
    cases = [
        ("Sarah called Tom about the results", "Speaker A: Tom called Sarah about the results."),
        ("Pain in the left knee and right hip", "Patient: Pain in the right knee and left hip."),
        ("The dog bit the man", "Patient: The man bit the dog yesterday."),
        ("Medication was stopped before surgery", "Doctor: Surgery was stopped before medication."),
    ]
    for claim, source in cases:
        assert not ground(claim, source).grounded, claim
