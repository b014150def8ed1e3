"""Ability for a deed: "I can write the report" bears out "can write the report", not "wrote" or "has written" it
(split from ``proof/realis.py``, whose heads and claim readings it shares)."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import skip_over
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.realis import ADVERBS, CLAIM_ADVERBS, claim_unrealised, completed, undone_by_head
from factlayer.proof.source import Source, Statement

__all__ = ["ability_for_deed", "deed_not_done"]

_ASKED_WHO = lexicon.words("personal_subjects")


def ability_for_deed(prop: Proposition, core: Statement, matches: list[Match], source: Source) -> bool:
    """ "I can write the report" bears out "can write the report", not "wrote" or "has written" it: the core
    statement says the claim's verb only after "can" or "able to", or asks for it ("Bo, can you call the plumber?"
    — "Sure."), and the claim says the deed as done."""
    if prop.modality != "asserted" or claim_unrealised(prop.text):
        return False
    names = prop.subject.names | source.speaker_names
    verbs = [t for t in prop.terms if t.low not in names and t.low not in CLAIM_ADVERBS][:2]
    claim_lows = {t.low for t in claim_tokens(prop.text)}
    if not verbs or claim_lows & {"can", "able", "could"} or not any(completed(prop, v.low) for v in verbs):
        return False
    lows = [t.low for t in core.tokens]
    for verb in verbs:
        for k in (m.token for m in matches if m.term is verb and m.statement == core.index and m.how != "context"):
            j = skip_over(lows, k - 1, ADVERBS, step=-1)
            able = lows[j - 1 : j] == ["able"] and lows[max(0, j - 2) : j - 1] not in (["was"], ["were"])
            asked = j > 0 and lows[j] in _ASKED_WHO and lows[j - 1] in ("can", "could", "will", "would")
            if j >= 0 and (lows[j] == "can" or (lows[j] == "to" and able) or asked):
                return True  # "I was able to walk to the mailbox" says it was done; "can you call him?" — "sure" not
    return False


def deed_not_done(prop: Proposition, core: Statement, matches: list[Match], source: Source) -> bool:
    """The core statement holds the claim's deed only under a head that does not make it real (``realis``) or only
    as an ability ("I can write the report")."""
    return undone_by_head(prop, core, matches, source) or ability_for_deed(prop, core, matches, source)
