"""A question read through its yes whose reply goes on to say more of the same thing: "Is your nose dry?" — "Yeah,
and it bleeds because of it." The question's "dry" stands where "The patient's nose bleeds" says "bleeds", but the
reply says "bleeds" itself: it adds to the question, and puts nothing in the claim word's place (the slot conflict
of ``proof.slots.replaced`` read on the question alone made that true statement CONTRADICTED). Only an asserted,
undenied word of the reply counts: "Yeah, but it doesn't bleed" keeps the conflict."""

from __future__ import annotations

from factlayer.proof.align import match_term
from factlayer.proof.claim import Term
from factlayer.proof.source import Source, Statement

__all__ = ["added_by_the_reply", "rivals_left", "unnoted"]

_SAID = frozenset({"exact", "stem", "joined"})


def added_by_the_reply(conflicts: list[str], missing: list[Term], core: Statement, source: Source) -> list[str]:
    """``conflicts`` ("entity: the claim says X, …") without those of a claim word the reply to ``core`` (a
    question read through its answer) says itself."""
    if not conflicts or not core.answered:
        return conflicts
    said = [
        st
        for k in source.replies.get(core.sentence, ())
        for st in source.statements_of_sentence(k)
        if st.modality == "asserted" and not st.negated and not st.answered
    ]
    added = [t for t in missing if any((m := match_term(t, st)) is not None and m.how in _SAID for st in said)]
    return [c for c in conflicts if not any(c.startswith(f"entity: the claim says {t.text!r}") for t in added)]


def unnoted(terms: list[Term], notes: list[str]) -> list[Term]:
    """The claim words no conflict note names (a note quotes its word: ``repr(text)``)."""
    return [t for t in terms if not any(repr(t.text) in note for note in notes)]


def rivals_left(
    conflicts: list[str], missing: list[Term], core: Statement, source: Source
) -> tuple[list[str], list[Term]]:
    """``conflicts`` less those of a word the reply says itself (:func:`added_by_the_reply`: "Yeah, and it
    bleeds"), and the words of ``missing`` no conflict left names: still unsaid."""
    conflicts = added_by_the_reply(conflicts, missing, core, source)
    return conflicts, unnoted(missing, conflicts)
