"""A claim that its subject has a thing ("The patient has a cat.", "… has an inhaler") is not borne out by a
statement that the subject lost it, sold it, ran out of it or needs it ("I lost my cat last year.", "I need an
inhaler."): the thing is named, the having is not (``lexicon/lacking.txt``). A have-form or a new clause between the
verb of lacking and the thing ends its reach ("I lost weight, but I have a dog"). Likewise a thing the statement
says its subject is off ("I've been off lisinopril for a year", "off my meds") does not bear out a claim without
"off" ("The patient is on lisinopril", "… takes lisinopril")."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from factlayer.nlp import lexicon
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.stems import stem
from factlayer.nlp.verbs import regular_past
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Statement

_HAVE = frozenset({"has", "have", "had", "owns", "owned"})  # not "own": "their own studio"
_NOT_HAD = ("been", "to", "got", "gotten")  # "has been", "has to", "has got": no possession of a thing
_VERB_FORMS = frozenset(lexicon.groups("irregular"))  # "has lost weight", "has made": a perfect, not a having
_ENDS = frozenset({",", ";", ".", "but", "and", "so", "because"})


def claims_having(prop: Proposition) -> bool:
    """Does the claim say its subject has (owns) something: a have-form followed by no participle (``_participle``)
    or "to"/"been"/"got"?"""
    lows = [t.low for t in claim_tokens(prop.text)]
    return any(low in _HAVE and not nxt.startswith(_NOT_HAD) and not _participle(nxt) for low, nxt in pairwise(lows))


def _participle(word: str) -> bool:
    """ "lost", "taken", "smoked" (by the irregular table or a regular -ed), not "children" or "oxygen"."""
    return word in _VERB_FORMS or regular_past(word)


def lacks_what_is_had(prop: Proposition, core: Statement, matches: Sequence[Match]) -> bool:
    """The core statement says its subject lost, sold, ran out of or needs a thing the claim says they have."""
    if prop.negated or not claims_having(prop):
        return False
    lows = [t.low for t in core.tokens]
    at = find_phrase(lows, "lacking")
    if at is None or lows[at + 1 : at + 2] == ["to"]:
        return False  # "we need to get the word out about the cook-off": a need to act, not of the thing
    for m in matches:
        if m.statement == core.index and m.token > at and not (_HAVE | _ENDS) & set(lows[at + 1 : m.token]):
            return True
    return False


def off_what_is_claimed(prop: Proposition, core: Statement, matches: Sequence[Match]) -> bool:
    """The core statement says "off" right before a thing the claim names (a determiner between may stand: "off
    the prednisone"), and the claim says no "off" of its own."""
    claim = claim_tokens(prop.text)
    if any(t.low == "off" for t in claim):
        return False
    # "i turned off the lights" for "turned on the lights": the particle of a verb the claim gives "on" (proof/places)
    leads = {stem(claim[i - 1].low) for i in range(1, len(claim)) if claim[i].low == "on"}
    lows = [t.low for t in core.tokens]
    for m in matches:
        if m.statement != core.index:
            continue
        k = m.token - 1
        while k >= 0 and (lows[k] in lexicon.words("determiners") or lows[k] == "all"):  # "off all my meds"
            k -= 1
        if k > 0 and lows[k] == "off" and stem(lows[k - 1]) in leads:
            continue
        if k >= 0 and lows[k] == "off" and lows[k + 1] not in lexicon.of_class("time_nouns", "bare"):
            return True  # not "turned the heating off last night": the particle of the word before (proof/places)
    return False
