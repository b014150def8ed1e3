"""What the check of one proposition against one evidence window finds (:class:`WindowCheck`), and how a window that
bears the claim out ends: :func:`supported`. The checks themselves: :mod:`factlayer.proof.checks`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from factlayer.proof.align import Match
from factlayer.proof.claim import Term

__all__ = ["Outcome", "WindowCheck", "supported"]

Outcome = Literal["supports", "conflicts", "weak_conflict", "not_asserted", "incomplete"]


@dataclass(slots=True)
class WindowCheck:
    window: tuple[int, ...]
    outcome: Outcome
    matches: list[Match] = field(default_factory=list)
    missing: list[Term] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)  # "polarity: ...", "value: ...", "entity: ...", ...
    kinds: list[str] = field(default_factory=list)
    core: int | None = None  # the statement holding most of the matches
    strength: float = 0.0
    coverage: float = 0.0


def supported(result: WindowCheck, unborne: list[str], refused: str | None = None) -> WindowCheck:
    """Supported, unless ``refused`` (``proof.role_refusals``) or the window says the claim's values otherwise of
    another person ("Sofia will send him in twenty minutes" of another's "in ten"): they are absent here."""
    if refused:
        result.conflicts = [refused]
        return result
    absent = [f"absent value: {v}" for v in unborne]
    result.outcome, result.conflicts = ("incomplete", absent) if unborne else ("supports", result.conflicts)
    return result
