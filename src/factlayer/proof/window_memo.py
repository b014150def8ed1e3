"""What the checks of one proposition's windows share: the windows of a proposition overlap (a statement, it with
its neighbour, the three around it, ...), so whether a statement may bear the proposition out, where a claim
term matches in it and which other words stand in a claim word's place there are read once per proposition, not once
per window."""

from __future__ import annotations

from dataclasses import dataclass, field

from factlayer.proof.admissible import may_bear_out
from factlayer.proof.align import Match, match_term
from factlayer.proof.claim import Proposition, Term
from factlayer.proof.slots import Runs
from factlayer.proof.source import Source, Statement
from factlayer.proof.stopping import checkpoint

__all__ = ["WindowMemo"]


@dataclass(slots=True)
class WindowMemo:
    """The answers of :func:`may_bear_out` and :func:`match_term` for one proposition against the statements of one
    source, by statement index (a statement of ``source.statements``)."""

    prop: Proposition
    source: Source
    _bears: dict[int, bool] = field(default_factory=dict)
    _matches: dict[tuple[Term, int], Match | None] = field(default_factory=dict)
    runs: Runs = field(default_factory=dict)  # ``proof.slots.replaced``'s runs of other words in a claim word's place

    def may_bear_out(self, st: Statement) -> bool:
        checkpoint()  # asked first of every window's statements: a stopped caller ends the proposition's checks here
        found = self._bears.get(st.index)
        if found is None:
            found = self._bears[st.index] = may_bear_out(self.prop, st, self.source)
        return found

    def match(self, term: Term, st: Statement) -> Match | None:
        key = (term, st.index)
        if key in self._matches:
            return self._matches[key]
        found = self._matches[key] = match_term(term, st)
        return found
