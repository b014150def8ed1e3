"""One who answers for the patient ("Guest_family:", "Mother:"; ``lexicon/proxy_speakers.txt``) and a claim about
a parent: "The mother has not noticed any bluish color" from the family speaker's "No" to "Did you notice …?" is
the speaker's own answer only if the source says who the speaker is ("I am her mom"); otherwise the speaker may be
the father, a grandparent or a nurse — neither the mother for sure nor someone else."""

from __future__ import annotations

from typing import Literal

from factlayer.nlp import lexicon
from factlayer.nlp.proxy_speakers import speaks_for_another
from factlayer.nlp.subjects import Subject, aliases
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement

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


def parent_as_proxy(prop: Proposition, core: Statement, source: Source) -> Literal["same", "unknown"] | None:
    """A claim about a parent and a statement about a speaker who answers for the patient: "same" when the speaker
    says they are that parent, "unknown" when the source does not say, None otherwise (another parent is someone
    else, for the other checks to say)."""
    subject: Subject = core.subject
    if prop.subject.kind != "relation" or prop.subject.relation not in PARENTS or subject.kind != "person":
        return None
    speaker = next((label for label in source.speakers if aliases(label) == subject.names), None)
    if speaker is None or not speaks_for_another(speaker):
        return None
    kin = kin_of(source, speaker)
    if kin is None:
        return "unknown"
    return "same" if kin == prop.subject.relation else None  # "I am her mom": not the father
