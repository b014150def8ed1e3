"""A claim's subject named only in a later clause, which says its own thing of it: "it works now! | but the camera is
broken too" holds every word of "The camera works now", but the core says "works" of "it" — a pronoun points back to
what was said before (the wifi), not forward to the camera, which the next clause gives a predicate of its own. The
window pieces two matters: refused, neither support nor conflict."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["subject_of_a_later_clause"]

_POINTING = frozenset({"it", "it's", "they", "they're", "this", "that", "that's", "he", "she", "he's", "she's"})


def subject_of_a_later_clause(
    prop: Proposition, core: Statement, window: list[Statement], matches: list[Match]
) -> str | None:
    """The note when the claim's opening noun is found only after a core that opens on a pronoun, as the subject of
    a later statement of the window (the module docstring); None otherwise."""
    words = [t for t in claim_tokens(prop.text) if t.is_word]
    opening = [t for t in words[:3] if t.low not in lexicon.words("determiners")]
    if prop.subject.kind == "person" or not prop.terms or not opening or opening[0].low != prop.terms[0].low:
        return None
    first = next((t.low for t in core.tokens if t.is_word), "")
    if first not in _POINTING:
        return None
    head = prop.terms[0]
    found = [m for m in matches if m.term == head and m.how != "context"]
    if not found or any(m.statement <= core.index for m in found):
        return None
    by_index = {st.index: st for st in window}
    for m in found:
        st = by_index.get(m.statement)
        after = st.tokens[m.token + 1].low if st is not None and m.token + 1 < len(st.tokens) else ""
        if after in lexicon.words("auxiliaries") | {"is", "was", "are", "were", "'s"}:
            return f"subject: {head.text!r} is the subject of a later clause; the core says it of {first!r}"
    return None
