"""The one at hand is not another one: "I actually had a knee replacement at another facility" holds every word of
"She had a knee replacement at this facility" but says the other place. A claim word the claim points at ("this",
"that", "the same": ``lexicon/this_one_words.txt``) that the core statement says right after "another", "other" or
"different" (``lexicon/other_one_words.txt``) is another thing than the claim's: the window does not bear it out. A
claim that does not point ("had a knee replacement") is not held to this.
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement


def another_one(prop: Proposition, core: Statement, matches: list[Match]) -> str | None:
    """The note when a word the claim points at is said of another one in the core; None otherwise."""
    pointing, other = lexicon.words("this_one_words"), lexicon.words("other_one_words")
    claim = [t.low for t in claim_tokens(prop.text)]
    pointed = {claim[k] for k in range(1, len(claim)) if claim[k - 1] in pointing}
    for m in matches:
        if m.statement != core.index or m.how in ("context", "pronoun") or m.term.low not in pointed:
            continue
        if m.token > 0 and core.tokens[m.token - 1].low in other:
            return f"another one: the claim says this {m.term.text!r}, the evidence another one"
    return None
