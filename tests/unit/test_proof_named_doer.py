"""A statement that names its own doer is not about the one who says it (``proof.named_doer``): found by a new
user's trial — "Tom: Sam finished the payment integration." bore out "Tom finished the payment integration."
Transcripts written for the test."""

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
