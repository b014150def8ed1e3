"""The side a preposition puts a claim word on: "I moved to Denver" says where Alice went, not where she came from
("moved from Denver"); "Before Stripe I worked at Shopify" holds "Stripe" as the time the work came before, not the
place of the work ("worked at Stripe") nor the time after it ("worked at Shopify after Stripe").

A claim word after a listed preposition (``lexicon/side_prepositions.txt``, past a determiner) is read against its
occurrences in the core statement, and in any statement of the window that says the claim's value, wherever the
window matched it (the sentence of the claim's value decides: "for two years"). When every occurrence there stands
after a listed preposition of another side, the evidence puts it elsewhere — opposite sides
(``lexicon/side_relations.txt``: from/to, before/after) conflict, a place against a time before or after only
leaves the claim unsaid, and other sides say nothing ("from" is also a cause: "surgery from an injury"). An
occurrence without a listed preposition ("Stripe is great") says nothing of sides: the word is left to the other
checks. Places and directions ("under the couch", "turned the heating off") are read by proof/places.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.stems import word_stem
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.places import Outcome, other_place, past_determiners, placed, word_stems
from factlayer.proof.source import Statement

__all__ = ["other_side"]


@cache
def _relations() -> dict[frozenset[str], str]:
    return {frozenset(row[1:]): row[0] for row in lexicon.rows("side_relations") if len(row) == 3}


def _side(tokens: Sequence[Token], k: int) -> tuple[str, str] | None:
    """The side and preposition of ``tokens[k]`` (past determiners before it), or None."""
    j = past_determiners(tokens, k)
    if j < 0:
        return None
    side = lexicon.classes("side_prepositions").get(tokens[j].low)
    return (side, tokens[j].low) if side else None


def other_side(
    prop: Proposition, core: Statement, window: Sequence[Statement], matches: list[Match], denied: bool
) -> tuple[Outcome, list[str]] | None:
    """(the window's outcome, a note) when the core, or a statement of the window that says the claim's value, puts
    a claim word on another side than the claim does, else None (module docstring): "conflicts" for an opposite
    side of a positive claim the core does not deny."""
    claim = claim_tokens(prop.text)
    anchors = [core] + [st for st in window if any(v.equals(w) for v in prop.values for w in st.values)]
    found: tuple[Outcome, list[str]] | None = None
    claimed = [word_stem(t.low) for t in claim]
    for m, st in ((m, st) for m in matches if m.how != "context" for st in anchors):
        word, stems = word_stem(m.term.low), word_stems(st)
        mine = [_side(claim, k) for k, t in enumerate(claim) if t.is_word and claimed[k] == word]
        sides = [_side(st.tokens, k) for k, t in enumerate(st.tokens) if t.is_word and stems[k] == word]
        theirs = [s for s in sides if s is not None]
        if len(mine) != 1 or mine[0] is None or not theirs or len(theirs) < len(sides):
            continue
        side, said = mine[0]
        relations = {_relations().get(frozenset({side, s}), "same") if s != side else "same" for s, _ in theirs}
        if "same" in relations:
            continue
        other = next(p for s, p in theirs if s != side)
        note = f"side: the evidence says {other!r} {m.term.text}, the claim {said!r}"
        outcome = placed(relations, note, prop, denied)
        if outcome[0] == "conflicts":
            return outcome
        found = found or outcome
    return found or other_place(prop, core, matches, denied)  # "under the couch" is no "on the couch"
