"""A claim opened by a speaker's label and a verb whose bare and past forms are one ("Tom cut back on sugar.") was
read as a command: the label was cut off before the modality was read, leaving "cut back on sugar", and a requested
claim never met the check for deeds not done, so "I will / may cut back on sugar" VERIFIED it. The first clause is
now read with its subject. Every source here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize(
    "source",
    ["Tom: I will cut back on sugar.\n", "Tom: I may cut back on sugar.\n"],
)
@pytest.mark.parametrize("roles", [False, True])
def test_a_plan_proves_no_past_deed_spelled_like_its_bare_verb(source: str, roles: bool) -> None:
    assert prove("Tom cut back on sugar.", source, roles=roles).status is not Status.VERIFIED


def test_the_deed_said_done_still_proves_it() -> None:
    assert (
        prove("Tom cut back on sugar.", "Tom: I cut back on sugar last year.\n", roles=False).status is Status.VERIFIED
    )
