""" "Feel" with a thing felt is the claim's own deed, not a view (issue #12): "feel" is a verb of belief ("feels the
plan is good") and was dropped from the claim's words, so "The patient cannot feel the toes" was read as a denial of
"toes" alone: a later "the numbness of your toes" CONTRADICTED it, and "The patient can feel the toes" was VERIFIED by
that question's answer. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_SOURCE = (
    "Patient: My feet are cold. I also can't feel my toes.\n"
    "Doctor: How long has the numbness of your toes been going on?\nPatient: A long time.\n"
)


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The patient cannot feel the toes.", Status.VERIFIED),
        ("The patient can feel the toes.", Status.CONTRADICTED),
    ],
)
def test_feel_with_a_thing_felt_is_a_word_to_find(claim: str, status: Status) -> None:
    assert prove(claim, _SOURCE).status is status


def test_feel_as_a_view_still_frames() -> None:
    source = "Patient: I feel the treatment is working.\n"
    assert prove("The patient feels the treatment is working.", source).status is Status.VERIFIED
