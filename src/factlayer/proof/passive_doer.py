"""The doer of a passive said as "by me" / "by us": "My daughter was driven to school by me" says the speaker drove
her. The sentence opens on the daughter, yet a claim crediting the deed to the speaker ("The patient drove the
daughter to school") is about the one it names as its doer: the statement's subject is then no other subject of it.
Read from word order: the claim's verb, said in the active, is the evidence's in the passive (a form of "be" / "get"
before it: ``proof.word_order.passive``), and "by" with the speaker's "me" / "us" follows it in its clause."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.object_person import claim_verb
from factlayer.proof.source import Statement
from factlayer.proof.word_order import passive

__all__ = ["done_by_the_speaker"]

_JOINS = lexicon.words("deed_clause_joins")
_SPEAKER_OBJECTS = lexicon.words("speaker_objects")


def _by_the_speaker(tokens: Sequence[Token], k: int) -> bool:
    """A "by me" / "by us" after the verb at ``k``, before its clause ends ("picked up by me at noon")."""
    for j in range(k + 1, len(tokens) - 1):
        if tokens[j].low in _JOINS or not tokens[j].is_word:
            return False
        if tokens[j].low == "by" and tokens[j + 1].low in _SPEAKER_OBJECTS:
            return True
    return False


def done_by_the_speaker(prop: Proposition, core: Statement, matches: Sequence[Match]) -> bool:
    """Does the claim credit to the core's speaker, in the active, what the core says the speaker did in the passive
    (module docstring)?"""
    verb = claim_verb(prop)
    if verb is None or prop.subject.same(core.holder()) is not True:
        return False
    claim = claim_tokens(prop.text)
    lows = [t.low for t in claim]
    if verb.low not in lows or passive(claim, lows.index(verb.low)):
        return False
    return any(
        m.statement == core.index
        and m.term.low == verb.low
        and passive(core.tokens, m.token)
        and _by_the_speaker(core.tokens, m.token)
        for m in matches
    )
