"""A claim's word lent by another statement where the core keeps away from the thing: "I skip breakfast most days"
with "eat" from the question before it ("What does a normal day of eating look like?") does not bear out "He eats
breakfast most days" — the core's own verb for the thing is one of shunning (``lexicon/shunning_verbs.txt``,
``lexicon/cessation.txt``), and a claim that names no such verb puts another in its place."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["lent_over_a_shunning"]


def _shunning() -> frozenset[str]:
    return lexicon.words("shunning_verbs") | lexicon.words("cessation")


def lent_over_a_shunning(prop: Proposition, core: Statement, window: list[Statement], matches: list[Match]) -> bool:
    """The core holds a verb of shunning before a word it shares with the claim, the claim names none, and the claim
    takes a word from another sentence (its verb, where the core has only the shunning one; not a clause of the core's
    own sentence: "I skipped them over the weekend | because I was travelling") or the shunned -ing form itself ("I
    avoid running on hills" for "runs on hills")."""
    shunning = _shunning()
    if prop.negated or any(t.low in shunning for t in claim_tokens(prop.text)):
        return False
    own = [m.token for m in matches if m.statement == core.index and m.how != "context"]
    shuns = [k for k, t in enumerate(core.tokens) if t.low in shunning]
    if not any(k < j for k in shuns for j in own):
        return False
    avoided = lexicon.words("shunning_verbs")
    gerund = any(
        core.tokens[k].low in avoided and k + 1 in own and core.tokens[k + 1].low.endswith("ing") for k in shuns
    )
    same = {st.index for st in window if st.sentence == core.sentence} | {core.index}
    return gerund or any(m.statement not in same for m in matches)
