"""A reply that only agrees ("Agreed, Caroline!") is no fact alone: "Melanie agreed." says nothing a reader can use
without the other speaker's turn (``lexicon/empty_predicates``). Before, the proof refused a bare "X agreed." and
so nothing was stored; since the proof bears it out by the speaker's own "agreed", the extractor must drop it
itself. Every transcript here is written for the test (no corpus text)."""

from __future__ import annotations

import pytest

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider


async def _stored(text: str) -> list[str]:
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [a.candidate.text for a in assessments if a.accepted]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "Caroline: Painting every weekend keeps me calm.\nMelanie: Agreed, Caroline!\n"
            "Caroline: I signed up for a pottery class.\n",
            "Caroline signed up for a pottery class.",
        ),
        ("Maria: Volunteering at the shelter was great.\nJohn: Agreed, Maria!\n", "volunteering at the shelter"),
    ],
)
async def test_a_bare_agreement_is_not_stored_and_the_rest_is(text: str, kept: str) -> None:
    stored = await _stored(text)
    assert not [fact for fact in stored if fact.rstrip(".").endswith("agreed")], stored
    assert any(kept in fact for fact in stored), stored
