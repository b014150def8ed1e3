"""What the offline extractor stores from a transcript: its candidates, assessed (grounded and proven) as the digest
assesses them. One helper for the tests that read the stored facts."""

from __future__ import annotations

from factlayer.digest.assessment import Assessment, assess_candidates
from factlayer.digest.extractive import ExtractiveProvider


async def assessed(text: str) -> list[Assessment]:
    """Every candidate of ``text`` with its assessment, accepted or not."""
    return await assess_candidates(ExtractiveProvider().extract(text), text)


async def stored(text: str) -> list[tuple[str, int]]:
    """The stored facts' texts, with the number of spans each cites."""
    return [(a.candidate.text, len(a.candidate.spans)) for a in await assessed(text) if a.accepted]
