"""The proof reads a run-on turn as the extractor does (``nlp/run_ons.py``): "i was not feeling well last week i
called my friend diane" is two statements, and the first one's "not" does not reach the second. Before, the
engine read one clause: "The patient did not call her friend Diane." was VERIFIED and the true "The patient
called her friend Diane." CONTRADICTED."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

CALL = "[doctor] how are you ?\n[patient] i was not feeling well last week i called my friend diane .\n"
PAIN = "[doctor] how is the headache ?\n[patient] the headache never went away it's feeling like a dull pain .\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [(CALL, "The patient did not call her friend Diane."), (PAIN, "The patient is not feeling a dull pain.")],
)
def test_a_denial_does_not_reach_the_next_statement_of_a_run_on(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (CALL, "The patient called her friend Diane."),
        (CALL, "The patient was not feeling well last week."),
        (PAIN, "The headache is feeling like a dull pain."),
        (PAIN, "The headache never went away."),
    ],
)
def test_each_statement_of_a_run_on_bears_out_its_own_claim(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED
