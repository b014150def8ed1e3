"""What someone prefers, when they said it: "I would rather go with grey. Yellow shows dirt." says the designer
prefers grey, so "The Industrial Designer prefers yellow" (or "wants yellow") is not borne out by their mention of
yellow, which a claim of preference otherwise reads as its content ("prefers" is a light verb of the claim).

Read when the claim says someone prefers or wants a member of a class ("yellow": ``categories.txt``) and a statement
of that person's states a preference ("rather", "prefer", "favorite", "instead") for another member of the class and
not for the claim's."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.subjects import aliases
from factlayer.proof.claim import Proposition, claim_tokens
from factlayer.proof.source import Source

_CLAIMED = frozenset({"prefer", "prefers", "preferred", "want", "wants", "wanted"})
_STATED = frozenset({"rather", "prefer", "prefers", "preferred", "favorite", "favourite", "instead"})


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
