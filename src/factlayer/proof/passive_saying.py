"""A verb of saying that a claim uses in the passive, as what was done to its subject ("The patient was admitted.",
``proof.claim_terms.passive_deed``), said by the source only in the active: "I admitted my mistake" has the speaker
do the admitting, "I reported the side effects" the reporting — neither bears out that the speaker *was* admitted or
reported. Read in the core statement only, by word order (``proof.word_order.passive``)."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.claim_terms import passive_deed
from factlayer.proof.source import Statement
from factlayer.proof.word_order import passive

__all__ = ["said_actively"]


def said_actively(prop: Proposition, core: Statement) -> str | None:
    """Why ``core`` does not bear out ``prop``'s passive verb of saying (module docstring), or None."""
    framing = lexicon.groups("framing")
    claim = list(claim_tokens(prop.text))
    heads = {framing[t.low] for i, t in enumerate(claim) if t.low in framing and passive_deed(claim, i)}
    if not heads:
        return None
    said = [k for k, t in enumerate(core.tokens) if framing.get(t.low) in heads]
    if not said or any(passive(core.tokens, k) for k in said):
        return None
    return f"voice: the source says {core.tokens[said[0]].text!r} of the doer, the claim of the one it was done to"
