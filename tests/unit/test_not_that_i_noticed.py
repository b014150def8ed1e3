"""'Not that I've noticed' answers a question with a no, as 'not that I know of' does (issue #12): it was read as no
answer, so 'The patient has blood in the stool' was UNVERIFIABLE, not CONTRADICTED, against 'Any blood in your
stool?' — 'Not that I've noticed.' Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove


@pytest.mark.parametrize("reply", ["Not that I've noticed.", "Not that I have noticed.", "Not that I noticed."])
def test_not_that_i_noticed_is_a_no(reply: str) -> None:
    source = f"Doctor: Any blood in your stool?\nPatient: {reply}\n"
    assert prove("The patient has blood in the stool.", source).status is Status.CONTRADICTED
    assert prove("The patient has not noticed blood in the stool.", source).status is Status.VERIFIED


def test_noticed_something_else_is_no_denial() -> None:
    source = "Doctor: Any blood in your stool?\nPatient: Not that I've noticed, but my stool has been dark.\n"
    assert prove("The patient's stool has been dark.", source).status is not Status.CONTRADICTED
