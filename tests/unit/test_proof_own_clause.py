"""Whose deed a later clause tells (#12):

- "The vendor shipped it late, so I finished the integration myself." — the "I" of the clause holding the claim's
  words is the speaker: it bears out "Sam finished the integration" (was CONTRADICTED: "the evidence is about the
  vendor"), while "Sam shipped it late" stays the vendor's (proof/named_doer.py);
- a reply with a doer of its own ("Any news?" — "The vendor finished the integration.") is no fragment answer whose
  subject is the one answering (was VERIFIED for "Sam finished the integration"; proof/dialogue.py);
- words from both sides of an "instead" ("the hotel lost our booking, so we stayed with my cousin instead") do not
  bear out "Gina stayed at a hotel" (proof/lent_words.py).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

LATE = "Tom: How did the launch go?\nSam: The vendor shipped it late, so I finished the integration myself.\n"
NEWS = "Tom: Any news?\nSam: The vendor finished the integration.\n"
PARIS = (
    "Jon: Hey Gina! How was Paris?\n"
    "Gina: Amazing, but the hotel lost our booking, so we stayed with my cousin instead.\n"
)


@pytest.mark.parametrize(
    ("source", "claim", "expected"),
    [
        (LATE, "Sam finished the integration.", Status.VERIFIED),
        (LATE, "Sam shipped it late.", Status.CONTRADICTED),
        (NEWS, "Sam finished the integration.", Status.CONTRADICTED),
        (NEWS, "The vendor finished the integration.", Status.VERIFIED),
        (PARIS, "Gina stayed with her cousin in Paris.", Status.VERIFIED),
    ],
)
def test_whose_deed_a_clause_tells(source: str, claim: str, expected: Status) -> None:
    proof = prove(claim, source, roles=False)
    assert proof.status is expected, proof.reason


def test_the_alternative_an_instead_replaces_is_not_borne_out() -> None:
    proof = prove("Gina stayed at a hotel in Paris.", PARIS, roles=False)
    assert proof.status is not Status.VERIFIED, proof.reason


def test_instead_of_names_the_replaced_thing_after_it() -> None:
    source = (
        "Doctor: So, what happened to you?\n"
        "Patient: I was bowling and when I slung the ball forward, I hit it right into my leg instead of the lane.\n"
    )
    proof = prove("The patient hurt her leg while bowling.", source, roles=False)
    assert proof.status is not Status.CONTRADICTED, proof.reason
