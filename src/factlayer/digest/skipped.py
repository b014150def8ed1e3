"""What the offline extractor returns (``extractive``): its candidates, the clauses it skipped and why, and who
is there."""

from __future__ import annotations

from dataclasses import dataclass, field

from .candidates import Candidate
from .entities import Participants

__all__ = ["Extraction", "Skipped"]


@dataclass(frozen=True, slots=True)
class Skipped:
    """A clause the extractor did not propose, and why (the junk rule, or ``ambiguous_subject``)."""

    text: str
    start: int
    end: int
    reason: str
    speaker: str | None


@dataclass(slots=True)
class Extraction:
    candidates: list[Candidate] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    participants: Participants | None = None
