"""A short "but I haven't" takes back the clause it follows, not one before another clause with content: "Just
Tylenol, two tablets in the morning. My daughter told me to try ibuprofen but I haven't." — the Tylenol stands (it
was CONTRADICTED as "what the source says last"). Written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

VISIT = (
    "Dr. Ruiz: Are you taking anything for it?\n"
    "Mrs. Patel: Just Tylenol, two tablets in the morning. My daughter told me to try ibuprofen but I haven't.\n"
)


def test_a_take_back_after_another_clause_leaves_the_earlier_one() -> None:
    assert prove("Mrs. Patel takes two tablets of Tylenol in the morning.", VISIT, roles=False).status == "VERIFIED"


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("Ana: I was going to start running but I didn't.\n", "Ana started running."),
        ("Ana: I was going to call the bank. I didn't.\n", "Ana called the bank."),
        ("Ana: I had a fever last week but not anymore.\n", "Ana has a fever."),
    ],
)
def test_a_take_back_right_after_still_undoes(text: str, claim: str) -> None:
    assert prove(claim, text, roles=False).status != "VERIFIED"
