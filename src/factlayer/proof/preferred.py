"""What someone prefers, when they said it: "I would rather go with grey. Yellow shows dirt." says the designer
prefers grey, so "The Industrial Designer prefers yellow" (or "wants yellow") is not borne out by their mention of
yellow, which a claim of preference otherwise reads as its content ("prefers" is a light verb of the claim).

Read when the claim says someone prefers or wants a member of a class ("yellow": ``categories.txt``) and a statement
of that person's states a preference ("rather", "prefer", "favorite", "instead") for another member of the class and
not for the claim's."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.persons import aliases
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Source

_CLAIMED = lexicon.words("preference_claimed")
_STATED = lexicon.words("preference_stated")
_PREFERS = frozenset({"prefer", "prefers", "preferred"})  # the claim's verb of preferring (not of wanting)
_OWN_PREFERENCE = frozenset({"prefer", "rather", "favorite", "favourite"})  # "I prefer", "I'd rather", "my favorite"
_PREFERRERS = frozenset({"i", "i'd", "my", "we", "we'd", "our"})
_PREFERRER_REACH = 3  # words from "I" to the preference ("I would much rather", "I really prefer")


def prefers_another(prop: Proposition, source: Source) -> str | None:
    """The other member of the class the claim's person said they prefer, if any."""
    wish = prop.modality == "requested" and prop.holder is not None  # "wants yellow": the frame is read off the text
    if not wish and not any(t.low in _CLAIMED for t in claim_tokens(prop.text)):
        return None
    who = prop.holder or prop.subject
    if who.kind != "person" or not who.names:
        return None
    categories = lexicon.classes("categories")
    classed = [t for t in prop.terms if t.category]
    for st in source.statements:
        if st.speaker is None or st.answered or not aliases(st.speaker) & who.names:
            continue
        lows = [t.low for t in st.tokens]  # in order: the first rival said is the one named
        if not _STATED.intersection(lows):
            continue
        for term in classed:
            if term.low in lows:
                continue
            rival = next((w for w in lows if lexicon.rivals(w, term.category, term.low, categories)), None)
            if rival:
                return rival
    return None


def preferred_by_another(prop: Proposition, source: Source, known_as: dict[str, frozenset[str]]) -> str | None:
    """The speaker who said they prefer the claim's thing ("I prefer the blue"), when the claim gives that preference
    to someone else ("The customer's wife prefers the blue", said to be the customer's: "My wife wanted a red one,
    but I prefer the blue"). ``known_as``: each speaker's names (their label's and what they are called)."""
    if not any(t.low in _PREFERS for t in claim_tokens(prop.text)):
        return None
    who = prop.holder or prop.subject
    others = frozenset().union(*known_as.values()) if known_as else frozenset()
    things = {t.low for t in prop.terms if t.low not in who.names and t.low not in _PREFERS}
    for st in source.statements:
        if st.speaker is None or st.answered or st.negated or st.modality != "asserted":
            continue
        lows = [t.low for t in st.tokens]
        at = next((k for k, w in enumerate(lows) if w in _OWN_PREFERENCE), None)
        if at is None or not _PREFERRERS.intersection(lows[max(0, at - _PREFERRER_REACH) : at]):
            continue
        if not things or not things <= set(lows[at + 1 :]):
            continue
        mine = known_as.get(st.speaker, frozenset())
        if who.kind == "relation" or (who.kind == "person" and who.names & others and not who.names & mine):
            return st.speaker
    return None
