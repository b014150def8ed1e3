"""A speech repair starts the clause over (issue #12, round 9): "nothing new i mean i do dye my hair" — a negation
before the repair marker does not deny what follows it; not inside a retraction ("yes i smoke no i mean i quit"
asserts nothing safely, tests/unit/test_proof_realis.py). Through ``clauses`` and ``prove`` (what POST /v1/verify
runs); the positive cases fail on main 413e8d2.
"""

from __future__ import annotations

import pytest

from factlayer.nlp.clauses import clauses
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

DYE = (
    "[doctor] anything new with your hair products ?\n"
    "[patient] nothing new i mean i do dye my hair but i've been doing that for years now\n"
)


def _clauses(text: str) -> list[str]:
    return [" ".join(t.low for t in part) for part in clauses(list(tokenize(text)))]


def test_a_repair_marker_before_a_subject_starts_a_clause() -> None:
    assert _clauses("nothing new i mean i do dye my hair") == ["nothing new", "i mean i do dye my hair"]
    assert _clauses("it did n't last as long no i've been straining my urine")[-1] == "no i've been straining my urine"
    assert _clauses("i mean you know it is fine") == ["i mean you know it is fine"]  # "you know" is a filler
    assert _clauses("yes i smoke no i mean i quit") == ["yes i smoke no i mean i quit"]  # a retraction: no restart


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The patient dyes her hair.", Status.VERIFIED),
        ("The patient does not dye her hair.", Status.CONTRADICTED),
    ],
)
def test_a_negation_before_a_restart_does_not_deny_it(claim: str, status: Status) -> None:
    assert prove(claim, DYE).status is status
