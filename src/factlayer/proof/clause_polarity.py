"""Whose polarity a negative claim is checked against when its words lie in several clauses of the window.

"And it's a bond | I haven't felt | since my time in the military" for "John had not felt such a bond since his time
in the military"; "i don't see any evidence of any fractures | i do notice the effusion around the right knee" for
"The knee x-ray shows no fracture": the clause that holds most of the claim's words (the core) is positive, another
that holds a claim word, or lies between the clauses that hold them, is negated. The core's polarity is then no
answer to the claim's denial — the denial may be said in the other clause — so no polarity conflict is read from it
(the window is left incomplete).
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Statement

__all__ = ["denial_beside_core"]


def denial_beside_core(
    prop: Proposition, core: Statement, window: Sequence[Statement], matches: Sequence[Match]
) -> bool:
    """Is the claim negative, and another clause of the window than the core negated, one holding a claim word or
    lying between those that hold them?"""
    if not prop.negated or core.negated:
        return False
    held = {m.statement for m in matches if m.how != "context"}
    first, last = min(held, default=core.index), max(held, default=core.index)
    return any(
        st.negated and not st.answered and st.index != core.index and first <= st.index <= last for st in window
    ) or any(st.negated and not st.answered and st.index in held - {core.index} for st in window)
