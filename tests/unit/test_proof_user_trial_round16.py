"""Two faults a new user's trial found (round 16): a statement that names its own doer is not about the one who says
it (``proof.named_doer``: "Tom: Sam finished the payment integration." bore out "Tom finished the payment
integration."); "age" before a number only names the value. Transcripts written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

MEETING = "Tom: Sam finished the payment integration last Friday.\nPriya: Great.\nTom: The vendor shipped the SDK.\n"


@pytest.mark.parametrize("roles", [False, True])
@pytest.mark.parametrize(
    "claim",
    ["Tom finished the payment integration.", "Tom shipped the SDK."],
)
def test_the_speaker_is_not_the_doer_the_statement_names(claim: str, roles: bool) -> None:
    assert prove(claim, MEETING, roles=roles).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        ("Sam finished the payment integration.", MEETING),  # the named doer's own claim
        ("Tom finished the payment integration.", "Tom: Finished the payment integration last Friday.\n"),
        ("Tom finished the payment integration.", "Tom: I finished the payment integration last Friday.\n"),
        ("Tom finished the integration.", "Tom: Sam and I finished the integration.\n"),  # both did
        ("Tom finished the integration.", "Tom: So I finished it. The integration is done.\n"),  # the claim's thing
    ],
)
def test_the_speakers_own_deed_is_still_borne_out(claim: str, source: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The patient's father had a heart attack at age 52.", Status.VERIFIED),  # was CONTRADICTED: 'age' vs 52
        ("The patient's father had a heart attack at age 60.", Status.CONTRADICTED),  # 60 vs 52
    ],
)
def test_age_only_names_the_value_after_it(claim: str, status: Status) -> None:
    # also from the new user's trial (lexicon/value_labels.txt, proof/claim_terms)
    assert prove(claim, "Patient: My father had a heart attack at fifty-two.\n", roles=False).status is status


def test_a_correction_never_swaps_a_frequency_word_for_a_word_at_the_same_place() -> None:
    # "20 mg daily" against "ten milligrams once a day" was corrected to "… ten mg once." ("a day" lost)
    from factlayer.verify.correction import marked_words, replace_from_evidence

    claim = "The patient takes lisinopril 20 mg daily."
    evidence = "Just lisinopril, ten milligrams once a day."
    assert replace_from_evidence(claim, evidence, marked_words(claim, ["20 mgs vs 10 mgs"])) is None
    claim = "I've had a headache since Tuesday."
    assert replace_from_evidence(claim, "I've had a headache since Monday.", {"tuesday"}) == (
        "I've had a headache since Monday."
    )
