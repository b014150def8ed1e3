"""A claim in the passive of what someone did to the speaker: "Mr. Brandt was let go on February 14" against his
own "they let me go on February 14". The "they" is the doer and the speaker the one it is done to, so the words are
about the speaker, not about someone else. Read from the claim's form (a form of "be" / "get", then the claim's
verb) and the evidence's ("me" / "us" right after that verb)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["done_to_the_speaker"]

_PASSIVE_AUX = lexicon.words("passive_aux")
_SPEAKER_OBJECTS = lexicon.words("speaker_objects")


def done_to_the_speaker(prop: Proposition, core: Statement, matches: Sequence[Match]) -> bool:
    """Does the claim say in the passive what the core says was done to its speaker ("they let me go")?"""
    lows = [t.low for t in claim_tokens(prop.text) if t.is_word]
    verbs = {lows[k + 1] for k in range(len(lows) - 1) if lows[k] in _PASSIVE_AUX}
    tokens = core.tokens
    return any(
        m.statement == core.index
        and m.term.low in verbs
        and m.token + 1 < len(tokens)
        and tokens[m.token + 1].low in _SPEAKER_OBJECTS
        for m in matches
    )
