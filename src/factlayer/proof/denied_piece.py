"""A window pieced from clauses, one of which denies a claim word: "that x-ray that i did this morning … | i do n't
see any evidence of any fractures | i do notice the effusion around the right knee" holds "knee", "x-ray" and
"fracture", but the clause holding "fracture" denies it — the window does not bear out "The knee x-ray shows a
fracture". The core's own polarity (:func:`proof.polarity.scoped_negation`) and the denials of a clause holding
two claim words (:func:`proof.polarity.denied_by_another_clause`) are read elsewhere; this is the one word found
only in a denied clause of the window. Refused, neither support nor conflict: the pieces may be of two matters.
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.align import Match, match_term
from factlayer.proof.polarity import scoped_negation
from factlayer.proof.source import Statement

__all__ = ["denied_piece"]

_TURNS = frozenset({"but", "though", "although", "however", "yet", "still"})
_POINTERS = frozenset({"it", "it's", "that", "that's", "them", "one", "this"})


def denied_piece(
    core: Statement, window: list[Statement], matches: list[Match], subject: frozenset[str] = frozenset()
) -> str | None:
    """The claim word only another clause of the window holds, and denies (module docstring); None if none. Not the
    claim's ``subject`` ("I haven't seen Bo | since he moved to Oslo"), nor when the core turns against the denial or
    points back to what it denies ("I haven't done pottery yet, | but I might try it sometime")."""
    lows = [t.low for t in core.tokens if t.is_word]
    # "that the position was eliminated": an opening "that" before a noun phrase joins a clause, it points at nothing
    joins = lows[:1] == ["that"] and len(lows) > 1 and lows[1] in lexicon.words("determiners") - {"that", "this"}
    if not lows or lows[0] in _TURNS or _POINTERS & set(lows[1:] if joins else lows):
        return None
    by_index = {st.index: st for st in window}
    for m in matches:
        st = by_index.get(m.statement)
        if st is None or st.index == core.index or m.how == "context" or m.term.low in subject:
            continue
        if not scoped_negation(st, [m]):
            continue
        if any(o.index != st.index and not o.negated and match_term(m.term, o) is not None for o in window):
            continue  # said plainly in another clause as well
        return f"polarity: {m.term.text!r} is denied in its clause ({' '.join(t.text for t in st.tokens)[:80]!r})"
    return None
