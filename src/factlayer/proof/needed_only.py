"""A deed the evidence says only as a thing's need ("the timing belt needs replacing", "the wound needs cleaning twice
a day"): not the deed done nor done as a habit (split from ``proof/realis.py``, which asks it)."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

_NEEDING = lexicon.words("needing_verbs")


def needed_only(prop: Proposition, core: Statement, matches: list[Match]) -> bool:
    """The core says a claim word only as the gerund of a need ("the belt needs replacing", "the wound needs
    cleaning twice a day"): a thing's need, not the deed done or done as a habit — unless the claim says the need."""
    if any(t.low in _NEEDING for t in claim_tokens(prop.text)):
        return False
    lows = [t.low for t in core.tokens]
    return any(
        m.statement == core.index
        and m.how != "context"
        and 0 < m.token < len(lows)
        and lows[m.token].endswith("ing")
        and lows[m.token - 1] in _NEEDING
        for m in matches
    )
