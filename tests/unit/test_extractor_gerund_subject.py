"""An -ing phrase with a particle that has a tensed verb of its own is the clause's subject, not the speaker's
doing with "I'm" left out (``digest.predicate_shapes.elided_progressive``): "Helping out feels good." was stored
as "John is helping out feels good.". A clause with no tensed verb still gets its speaker ("Hanging out with my
kids this weekend." → "John is hanging out …"). Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.predicate_shapes import elided_progressive


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


@pytest.mark.parametrize(
    "clause",
    ["Helping out feels good.", "Signing up for the class seemed easy."],
)
def test_a_gerund_subject_with_its_own_verb_is_no_elided_progressive(clause: str) -> None:
    assert not elided_progressive(clause)


async def test_no_garbled_progressive_is_stored_and_the_elided_one_is() -> None:
    stored = await _stored(
        "Maria: The shelter needs people.\nJohn: Helping out feels good.\n"
        "Maria: What are you doing?\nJohn: Hanging out with my kids this weekend.\n"
    )
    assert not [fact for fact in stored if "is helping out feels" in fact], stored
    assert any(fact.startswith("John is hanging out with") for fact in stored), stored
