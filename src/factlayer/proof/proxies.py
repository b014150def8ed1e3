"""One who answers for the patient ("Guest_family:", "Mother:"; ``lexicon/proxy_speakers.txt``) and a claim about
a parent: "The mother has not noticed any bluish color" from the family speaker's "No" to "Did you notice …?" may be
the mother's answer, or the father's, a grandparent's or a nurse's — neither borne out nor someone else's. Not
verified even when the speaker says "I am her mom": the claim's subject is then not what the value and polarity
checks were run on (a measured false VERIFIED on blind pairs)."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.subjects import Subject, aliases
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement


def speaks_for_another(label: str | None) -> bool:
    """Is ``label`` a speaker who answers for someone else ("Guest_family", "Mother", "Caregiver")?"""
    return bool(label) and bool(aliases(label) & lexicon.words("proxy_speakers"))


PARENTS = frozenset({"mother", "father", "parent"})
_SELF = (("i", "am"), ("i'm",))
_OWNERS = frozenset({"his", "her", "their", "the"})


def kin_of(source: Source, speaker: str) -> str | None:
    """The relation the speaker says they are ("I am her mom", "I'm his father"), canonical, or None."""
    relations = lexicon.groups("relations")
    for st in source.statements:
        if st.speaker != speaker or st.answered:
            continue
        lows = [t.low for t in st.tokens if t.is_word]
        for i in range(len(lows)):
            for lead in _SELF:
                k = i + len(lead)
                if tuple(lows[i:k]) == lead and k + 1 < len(lows) and lows[k] in _OWNERS and lows[k + 1] in relations:
                    return relations[lows[k + 1]]
    return None


def parent_as_proxy(prop: Proposition, core: Statement, source: Source) -> bool:
    """A claim about a parent and a statement about a speaker who answers for the patient, who is not said to be
    another parent: refused, never verified through who the speaker is — even "I am her mom" (on blind pairs that
    let a number twin through whose value the check does not tell apart). "I am her mom" against "Emma's father"
    is left to the other checks (someone else)."""
    subject: Subject = core.subject
    if prop.subject.kind != "relation" or prop.subject.relation not in PARENTS or subject.kind != "person":
        return False
    speaker = next((label for label in source.speakers if aliases(label) == subject.names), None)
    if speaker is None or not speaks_for_another(speaker):
        return False
    return kin_of(source, speaker) in (None, prop.subject.relation)
