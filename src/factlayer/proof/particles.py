"""A body-part word used as an adverb particle names no body part: "I want to see you back in three months", "come
back next week", "get back to you" — "back" there is no rival of "finger" or "knee" (``proof.claim`` gives such a
term no category, so no class-word conflict is read from it).

"back" is the body part after a determiner, an owner or a side ("my back", "the patient's back", "lower back"), or
before the noun it qualifies ("back pain"); a particle when it follows anything else and goes on to a preposition
or adverb ("back in", "back to", "back here") or ends the clause.
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token

__all__ = ["literal", "particle_at"]

_PARTICLE_WORDS = frozenset({"back"})
_FOLLOWERS = frozenset(
    {"in", "to", "on", "at", "for", "here", "there", "home", "then", "again", "next", "after", "soon", "later", "with"}
)
_OWNERS = frozenset({"my", "your", "his", "her", "their", "our", "its", "the", "a", "lower", "upper", "mid", "middle"})


def particle_at(tokens: Sequence[Token], i: int) -> bool:
    """Is ``tokens[i]`` a body-part word used as a particle (module docstring)?"""
    if tokens[i].low not in _PARTICLE_WORDS:
        return False
    before = tokens[i - 1].low if i > 0 else ""
    if before in _OWNERS or before in lexicon.words("determiners") or before.endswith("'s"):
        return False
    after = next((t for t in tokens[i + 1 :]), None)
    return after is None or not after.is_word or after.low in _FOLLOWERS


_SPANS = lexicon.words("time_units")


def literal(tokens: Sequence[Token], i: int) -> bool:
    """ "back" anywhere but after a span of time: the body part ("back pain") or the particle ("see you back in two
    weeks"), never the "back" of "five years back" (= "ago"), so no synonym of that sense bears it out."""
    if tokens[i].low not in _PARTICLE_WORDS:
        return False
    before = tokens[i - 1].low if i > 0 else ""
    return before != "while" and lexicon.groups("units").get(before) not in _SPANS
