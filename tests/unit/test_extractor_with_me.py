"""A clause whose subject is "<someone> and I" is the speaker's own act, done with them (``digest.with_me``): the
fact stays the speaker's and says nothing of what the others did alone. Every transcript here is written for the
test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.with_me import with_speaker
from tests.unit.test_extractor_run_on import _facts


async def test_my_kids_and_i_is_the_speakers_act_with_their_kids() -> None:
    stored = await _facts(
        "Priya: How was the weekend?",
        "Omar: Great! My kids and I made a treehouse in the backyard.",  # "built": a fragment to salience
        "Priya: Wow.",
    )
    assert "Omar made a treehouse in the backyard with their kids." in stored


async def test_in_a_visit_the_patient_walks_with_their_wife() -> None:
    stored = await _facts(
        "[doctor] are you getting any exercise ?",
        "[patient] yeah , my wife and i walk two miles every morning .",
        "[doctor] good .",
    )
    assert "The patient walks two miles every morning with their wife." in stored


@pytest.mark.parametrize(
    ("body", "written"),
    [
        ("some friends from work and i went hiking on sunday", "i went hiking on sunday with some friends from work"),
        ("My sister and I just opened a bakery.", "i just opened a bakery with my sister."),
    ],
)
def test_the_others_follow_the_speakers_act(body: str, written: str) -> None:
    assert with_speaker(body) == written


@pytest.mark.parametrize(
    "body",
    [
        "my husband and i are moving in june",  # a plural verb: said of the two, not of "I" alone
        "my wife and i have two kids",
        "my wife and i think it is fine",  # a frame
        "my son and i argued with each other",  # said of the two together
        "Mel and I went to the beach",  # a name: not read here
        "i went to the beach with my son",  # no "and I"
        "the kids, the dog and i went out",  # a list
        "my brother who lives in ohio and i talked",  # a clause inside the phrase
    ],
)
def test_no_other_clause_is_rewritten(body: str) -> None:
    assert with_speaker(body) is None
