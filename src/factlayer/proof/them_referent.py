"""A claim's thing read through "them" after the claim's verb: "your results came back and Dr. Brown reviewed them"
says Dr. Brown reviewed the results — "them" has one plural noun phrase before it in its sentence to stand for. With
more than one ("your results came back, the scans were sent off, and Ann reviewed them") which one was reviewed is a
guess: the window lends the claim its thing from a phrase "them" may not stand for, so it neither supports nor
contradicts. A plural noun phrase here: a word ending in "s" (or an irregular plural) after a determiner, at most
one word between ("your blood results").
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token, skip_over
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.object_person import claim_verb
from factlayer.proof.predicate import BETWEEN
from factlayer.proof.source import Statement

__all__ = ["lent_through_them"]


_IRREGULAR_PLURALS = frozenset(row[-1] for row in lexicon.rows("irregular_plurals"))
_OPENERS = lexicon.words("determiners") | lexicon.words("possessive_determiners")


@cache
def _not_nouns() -> frozenset[str]:
    names = ("stopwords", "auxiliaries", "common_verbs", "finite_verbs", "determiners", "possessive_determiners")
    return lexicon.union(*names)


def _plural_phrases(tokens: Sequence[Token]) -> list[int]:
    """Where ``tokens`` say a plural noun phrase (the noun's place)."""
    out: list[int] = []
    for k, t in enumerate(tokens):
        plural = (t.low.endswith("s") and not t.low.endswith(("ss", "'s")) and len(t.low) > 3) or (
            t.low in _IRREGULAR_PLURALS
        )
        if (
            plural
            and t.is_word
            and t.low not in _not_nouns()
            and any(tokens[j].low in _OPENERS for j in range(max(0, k - 2), k))
        ):
            out.append(k)
    return out


def lent_through_them(prop: Proposition, core: Statement, window: list[Statement], matches: list[Match]) -> str | None:
    """Why the claim's thing, said before the evidence's "them" after the claim's verb, may not be what "them"
    stands for (one of more plural noun phrases: module docstring); None if it may."""
    verb = claim_verb(prop)
    if verb is None:
        return None
    lows = [t.low for t in core.tokens]
    in_window = {st.index for st in window}
    subject_words = {w for name in prop.subject.names for w in name.split()}
    for m in matches:
        if m.statement != core.index or m.term.low != verb.low:
            continue
        at = skip_over(lows, m.token + 1, BETWEEN)
        if at >= len(lows) or lows[at] not in lexicon.words("object_pronouns"):
            continue
        before = [t for st in window if st.sentence == core.sentence and st.index < core.index for t in st.tokens]
        before += core.tokens[: m.token]
        lent = any(
            n.term is not verb
            and n.statement in in_window
            and n.statement <= core.index
            and (n.statement < core.index or n.token < m.token)
            for n in matches
            if n.term.low not in subject_words
        )
        if lent and len(_plural_phrases(before)) > 1:
            return f"referent: {core.tokens[at].text!r} may stand for more than one thing said before it"
    return None
