"""Two kinds of a false claim VERIFIED inside a time clause (found by when47): a trailing ", not" / "but not" denies
the clause after it ("hurts when I run, not when I walk": the walking is denied — the cutter had left "not" with the
running), and "up"/"down" before a path is the way along it ("walk up the stairs" is no "walk down the stairs").
Written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

RUN = "Patient: My chest hurts when I run, not when I walk.\n"
KNEEL = "Patient: My knee hurts when I kneel but not when I sit.\n"
STAIRS = "Patient: My knee hurts when I walk up the stairs.\n"
FELL = "Tom: I fell down the stairs last night.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (RUN, "The patient's chest hurts when she walks."),
        (KNEEL, "The patient's knee hurts when she sits."),
        (STAIRS, "The patient's knee hurts when she walks down the stairs."),
        (FELL, "Tom fell up the stairs."),
    ],
)
def test_the_denied_alternative_or_the_other_way_is_not_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (RUN, "The patient's chest hurts when she runs."),
        (KNEEL, "The patient's knee hurts when she kneels."),
        (STAIRS, "The patient's knee hurts when she walks up the stairs."),
        (FELL, "Tom fell down the stairs."),
        ("Ana: I picked up the kids from school.\n", "Ana picked up the kids."),
        ("Bo: I work on Mondays, never on Fridays.\n", "Bo works on Mondays."),
    ],
)
def test_the_said_alternative_and_way_are_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
