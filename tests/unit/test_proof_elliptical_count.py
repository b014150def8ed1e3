"""A bare count in a reply takes the noun the question before it names: "do you have children?" — "i have five"
bears out "The patient has five children." Not a count with a noun of its own ("i have five dogs"), not another
amount, not another person, not a question the same speaker asked. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

_CHILDREN = "[doctor] do you have children ?\n[patient] i do . i have five .\n[doctor] okay ."


def test_a_bare_count_takes_the_questions_noun() -> None:
    assert prove("The patient has five children.", _CHILDREN).status == "VERIFIED"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_CHILDREN, "The patient has four children."),
        (_CHILDREN, "The patient has five grandchildren."),
        (_CHILDREN, "The doctor has five children."),
        (
            "[doctor] do you have children ?\n[patient] no . i have five dogs .\n[doctor] okay .",
            "The patient has five children.",
        ),
        (
            "[patient] do you have children ?\n[doctor] i have two .\n[patient] nice , i have five .",
            "The patient has two children.",
        ),
    ],
)
def test_no_other_count_is_borne_out(source: str, claim: str) -> None:
    assert prove(claim, source).status != "VERIFIED"
