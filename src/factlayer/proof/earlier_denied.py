"""A claim that its thing happened before ("has been on BuSpar before") is not borne out by a sentence saying the
thing now ("Dr. Brown put you on BuSpar.") when, right after it, the speaker asks whether it happened before ("Have
you been on that before?") and the reply says no ("No, that's new."): the present is no earlier instance, and the one
asked about is denied (issue 12, long sources)."""

from __future__ import annotations

from factlayer.nlp.phrases import phrases
from factlayer.proof.claim import Proposition
from factlayer.proof.polarity import says_earlier
from factlayer.proof.source import Source, Statement

__all__ = ["earlier_denied"]

_REACH = 2  # sentences after the core the question may follow in


def _says_earlier(statement: Statement) -> bool:
    words = [t.low for t in statement.tokens if t.is_word]
    return any(words[k : k + len(p)] == list(p) for p in phrases("earlier_instances") for k in range(len(words)))


def earlier_denied(prop: Proposition, core: Statement, source: Source) -> str | None:
    """Why ``core`` does not bear out the claim's earlier instance, or None: the claim says "before" (and the like),
    the core does not, and a yes/no question asking of an earlier instance, put within :data:`_REACH` sentences after
    it, was answered no."""
    if prop.negated or not says_earlier(prop) or _says_earlier(core):
        return None
    for st in source.statements[core.index + 1 :]:
        if st.sentence > core.sentence + _REACH:
            break
        if st.answered and st.negated and _says_earlier(st):
            return "time: asked whether it happened before, the reply says no; the evidence says it of now"
    return None
