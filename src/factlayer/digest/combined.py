"""Candidates from two proposers at once: the offline extractor's and a model's (``llm.propose="both"``).

The model adds to what the offline extractor finds rather than replacing it: with the local 1.5B model on
held-out visits, the model alone recalled a small fraction of the key facts the offline extractor recalled
in the same run (docs/llm.md, "Measured with the local models"). Both lists go through the same proof engine; a model
candidate whose text repeats an offline one (compared without case and punctuation) is not proposed twice.
The offline extractor runs first (milliseconds); the model's chunks then run as usual, and the stretches
it could not read are still reported.
"""

from __future__ import annotations

from factlayer.digest.candidates import Candidate, Proposals, ReportingSource
from factlayer.digest.llm_extract import candidate_key

__all__ = ["CombinedSource"]


class CombinedSource:
    """``CandidateSource`` (and ``ReportingSource``): ``first``'s candidates, then ``second``'s new ones."""

    def __init__(self, first: ReportingSource, second: ReportingSource, *, name: str) -> None:
        self._first = first
        self._second = second
        self.name = name

    async def propose(self, text: str) -> list[Candidate]:
        return (await self.propose_report(text)).candidates

    async def propose_report(self, text: str) -> Proposals:
        first = await self._first.propose_report(text)
        second = await self._second.propose_report(text)
        seen = {candidate_key(c.text) for c in first.candidates}
        added = [c for c in second.candidates if candidate_key(c.text) not in seen]
        return Proposals([*first.candidates, *added], [*first.gaps, *second.gaps])
