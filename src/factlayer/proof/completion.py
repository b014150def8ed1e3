"""A partial amount is no completion: "The mobile app is about 80 percent done" does not bear out "The mobile app is
done" (nor "finished"). A completion word of the claim (``lexicon/completion.txt``) said in the window right after a
percentage below 100 or a partial degree (``lexicon/partial_degrees.txt``: "half", "mostly", "almost"), with no
degree of the claim's own before it ("is 80 percent done", "is half done"), is not said as complete."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

__all__ = ["partly_done"]

_REACH = 2  # words between a degree and its completion word ("80 percent done", "half way done")


def _partial(tokens: Sequence[Token], k: int, amounts: dict[int, float]) -> bool:
    """A partial degree, or an amount below 100 percent, within reach before ``tokens[k]``."""
    for j in range(max(0, k - 1 - _REACH), k):
        if tokens[j].low in lexicon.words("partial_degrees"):
            return True
        if j in amounts and amounts[j] < 100 and any(t.low in ("percent", "%") for t in tokens[j + 1 : k]):
            return True
    return False


def partly_done(prop: Proposition, window: Sequence[Statement], matches: list[Match]) -> bool:
    """The claim says its thing complete and the window says that completion word only after a partial amount."""
    done = lexicon.words("completion")
    claim = claim_tokens(prop.text)
    said = [k for k, t in enumerate(claim) if t.low in done]
    if not said or any(_partial(claim, k, {v.first: v.amount for v in prop.values}) for k in said):
        return False
    by_index = {st.index: st for st in window}
    at = [(by_index[m.statement], m.token) for m in matches if m.statement in by_index and m.term.low in done]
    return bool(at) and all(
        st.tokens[k].low in done and _partial(st.tokens, k, {v.first: v.amount for v in st.values}) for st, k in at
    )
