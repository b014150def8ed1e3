"""A window pieced from clauses, one of which denies a claim word: "that x-ray that i did this morning … | i do n't
see any evidence of any fractures | i do notice the effusion around the right knee" holds "knee", "x-ray" and
"fracture", but the clause holding "fracture" denies it — the window does not bear out "The knee x-ray shows a
fracture". The core's own polarity (:func:`proof.polarity.scoped_negation`) and the denials of a clause holding
two claim words (:func:`proof.polarity.denied_by_another_clause`) are read elsewhere; this is the one word found
only in a denied clause of the window. Refused, neither support nor conflict: the pieces may be of two matters.
"""

from __future__ import annotations

from factlayer.proof.align import Match, match_term
from factlayer.proof.polarity import scoped_negation
from factlayer.proof.source import Statement

__all__ = ["denied_piece"]


def denied_piece(core: Statement, window: list[Statement], matches: list[Match]) -> str | None:
    """The claim word only another clause of the window holds, and denies (module docstring); None if none."""
    by_index = {st.index: st for st in window}
    for m in matches:
        st = by_index.get(m.statement)
        if st is None or st.index == core.index or m.how == "context" or not scoped_negation(st, [m]):
            continue
        if any(o.index != st.index and not o.negated and match_term(m.term, o) is not None for o in window):
            continue  # said plainly in another clause as well
        return f"polarity: {m.term.text!r} is denied in its clause ({' '.join(t.text for t in st.tokens)[:80]!r})"
    return None
