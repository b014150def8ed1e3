"""A thing only planned is not a thing done: "We already planned a gaming session together" holds every word of
"Nate has already had a gaming session with his friends" and says no session took place; "I booked a trip to
Rome" is no trip to Rome. The claim's first word in the evidence stands as the object of a verb of arranging
(``lexicon/plan_objects.txt``), past a determiner, possessive or adverb; a claim that says the arranging itself
("planned a session", "has a surgery scheduled") is checked word by word as usual. The deed is then neither done
nor denied: the window does not assert it (``proof/realis.py`` does the same for a verb under "want to", "will").
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.realis import claim_unrealised
from factlayer.proof.source import Statement

_BETWEEN = frozenset({"already", "just", "also", "even", "finally", "now", "really", "some", "another", "our", "my",
                      "your", "his", "her", "their", "a", "an", "the", "this", "that", "one"})  # fmt: skip


def only_planned(prop: Proposition, core: Statement, matches: list[Match]) -> bool:
    """The core holds the claim's first matched word only as the object of a verb of arranging, and the claim does
    not speak of arranging (nor of a plan or wish of its own)."""
    heads = lexicon.words("plan_objects")
    if prop.modality != "asserted" or claim_unrealised(prop.text):
        return False
    if {stem(t.low) for t in claim_tokens(prop.text)} & {stem(h) for h in heads}:
        return False
    own = sorted(
        m.token
        for m in matches
        if m.statement == core.index and m.how not in ("context", "pronoun") and m.term.low not in _BETWEEN
    )
    if not own:
        return False
    k = own[0] - 1
    while k >= 0 and core.tokens[k].low in _BETWEEN:
        k -= 1
    return k >= 0 and core.tokens[k].low in heads
