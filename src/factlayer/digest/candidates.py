"""A candidate fact: what a provider (the offline extractor or an LLM) proposes, before any checking.

A candidate is only a proposal. Nothing in it is trusted: its text is grounded against the
source, its offsets (extractive candidates) are re-checked against the source, and its
confidence only ever *lowers* the final score (see ``scoring``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol, Self, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, model_validator

from factlayer.models.fact import FactType

__all__ = ["Candidate", "CandidateMethod", "ProposalGap", "Proposals", "ReportingSource"]

CandidateMethod = Literal["extractive", "llm"]


class Candidate(BaseModel):
    """One proposed atomic fact.

    ``start_char``/``end_char`` are given by the extractive provider (its text is the exact
    slice ``source[start_char:end_char]``); an LLM candidate has none and may give a ``quote``.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", str_strip_whitespace=False)

    text: str = Field(min_length=1, max_length=5000)
    type: FactType = FactType.USER_FACT
    confidence: float = Field(default=0.9, ge=0.0, le=1.0, description="The provider's own confidence.")
    reasoning: str = ""
    quote: str | None = Field(default=None, description="Supporting quote from the source, if the provider gave one.")
    speaker: str | None = Field(default=None, description="Who said it, if the provider attributes it.")
    method: CandidateMethod = "llm"
    start_char: int | None = Field(default=None, ge=0)
    end_char: int | None = Field(default=None, ge=0)
    # What the offline extractor states explicitly so the proof step can check the rewritten text
    # against exactly these spans (question + answer: both); the speaker above is who said it.
    spans: tuple[tuple[int, int], ...] = ()
    subject_id: str | None = Field(default=None, description="Entity id of whom the fact is about.")
    subject_name: str | None = Field(default=None, description="Display name of whom the fact is about.")
    category: str | None = None
    salience: float | None = Field(default=None, ge=0.0, le=1.0)
    # More literal facts of the same words, assessed in turn in its place when this one is refused (``proposals``)
    fallbacks: tuple[str, ...] = ()
    # The provider's confidence in each fallback, where it differs from ``confidence`` (a hedge only in the clause a
    # main-clause fallback leaves out: ``proposals``); none given: ``confidence``
    fallback_confidences: tuple[float, ...] = ()

    @model_validator(mode="after")
    def _check_offsets(self) -> Self:
        if (self.start_char is None) != (self.end_char is None):
            raise ValueError("start_char and end_char must be given together")
        if self.start_char is not None and self.end_char is not None and self.end_char <= self.start_char:
            raise ValueError("end_char must be greater than start_char")
        return self

    @property
    def offsets(self) -> tuple[int, int] | None:
        if self.start_char is None or self.end_char is None:
            return None
        return self.start_char, self.end_char

    @classmethod
    def from_source(
        cls,
        source: str,
        start_char: int,
        end_char: int,
        *,
        type: FactType = FactType.USER_FACT,
        confidence: float = 0.9,
        reasoning: str = "",
        speaker: str | None = None,
    ) -> Candidate:
        """An extractive candidate whose text is exactly ``source[start_char:end_char]``."""
        text = source[start_char:end_char]
        return cls(
            text=text,
            type=type,
            confidence=confidence,
            reasoning=reasoning,
            quote=text,
            speaker=speaker,
            method="extractive",
            start_char=start_char,
            end_char=end_char,
        )


@dataclass(frozen=True, slots=True)
class ProposalGap:
    """A stretch of the source that gave no candidate, kept as a rejection: one the model could not read
    (``chunk_failed``), or a clause the offline extractor declined with a reason a reader should see
    (``ambiguous_subject``, ``fragment``, ``over_cap``) — so no content clause vanishes without a trace."""

    start_char: int
    end_char: int
    reason: str  # a rejection code, e.g. "chunk_failed"
    detail: str
    text: str | None = None  # the clause itself; None: "(no candidates from characters …)"
    method: str = "llm"


@dataclass(frozen=True, slots=True)
class Proposals:
    candidates: list[Candidate]
    gaps: list[ProposalGap] = field(default_factory=list)


@runtime_checkable
class ReportingSource(Protocol):
    """A proposer that also says which parts of the source it could not read."""

    async def propose_report(self, text: str) -> Proposals: ...
