"""Whose polarity a negative claim is checked against when its words lie in several clauses of the window.

"And it's a bond | I haven't felt | since my time in the military" for "John had not felt such a bond since his time
in the military"; "i don't see any evidence of any fractures | i do notice the effusion around the right knee" for
"The knee x-ray shows no fracture": the clause that holds most of the claim's words (the core) is positive, another
that holds a claim word, or lies between the clauses that hold them, is negated. The core's polarity is then no
answer to the claim's denial — the denial may be said in the other clause — so no polarity conflict is read from it
(the window is left incomplete). Nor is it read from an unanswered wh-question (:func:`wh_question`).
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Statement

__all__ = ["denial_beside_core", "wh_question"]

_WH = lexicon.words("wh_words")


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


def wh_question(core: Statement) -> bool:
    """An unanswered question for a what / who / how … ("Oh, what happened?"): it asks for something, it neither
    states nor denies the claim's deed ("The patient did not want to talk about what happened")."""
    if core.modality != "asked" or core.answered:
        return False
    skip = lexicon.words("subject_skips") | lexicon.words("interjections")
    first = next((t.low for t in core.tokens if t.is_word and t.low not in skip), "")
    return first in _WH
