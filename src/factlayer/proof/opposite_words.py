"""Where a statement says a word opposite a claim's word (``proof.slots.opposites``), read once per word and
statement: it depends on the two alone, and every window holding the statement, of every claim against the
source, asks it again."""

from __future__ import annotations

from typing import cast

from factlayer.nlp import lexicon
from factlayer.nlp.affixes import opposite_stems, prefixed_opposites
from factlayer.proof.claim import Term
from factlayer.proof.source import Statement

__all__ = ["opposite_spots"]


def opposite_spots(term: Term, statement: Statement) -> tuple[int, ...]:
    """Where ``statement`` says a word opposite ``term`` (an antonym, or the word under a negative prefix): it
    depends on the two alone, read once per word and statement (``Statement.memo``, as ``proof.align``'s matches)."""
    key = ("opposite", term.low, term.stem)
    found = statement.memo.get(key)
    if found is None:
        opposite = lexicon.pairs("antonyms").get(term.low, frozenset()) | prefixed_opposites(term.low)
        found = statement.memo[key] = tuple(
            k for k, t in enumerate(statement.tokens) if t.low in opposite or opposite_stems(term.stem, t.low)
        )
    return cast(tuple[int, ...], found)
