"""What someone said they prefer (proof/preferred.py): "I would rather go with grey. Yellow shows dirt." does not bear
out "The Industrial Designer prefers yellow" nor "… wants a yellow case" (both were VERIFIED by the mention of
yellow); it bears out the preference for grey."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

DESIGN = (
    "Project Manager: Marketing suggested a yellow case. What do we think?\n"
    "Industrial Designer: I would rather go with grey. Yellow shows dirt.\n"
)


@pytest.mark.parametrize(
    "claim",
    [
        "The Industrial Designer prefers yellow.",
        "The Industrial Designer wants yellow.",
        "The Industrial Designer wants a yellow case.",
    ],
)
def test_a_preference_for_another_member_of_the_class_refuses(claim: str) -> None:
    proof = prove(claim, DESIGN, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason


@pytest.mark.parametrize("claim", ["The Industrial Designer prefers grey.", "Marketing suggested a yellow case."])
def test_the_stated_preference_is_borne_out(claim: str) -> None:
    proof = prove(claim, DESIGN, roles=False)
    assert proof.status is Status.VERIFIED, proof.reason
