"""A relative who does it with the speaker: "I went to Lisbon with my brother" says the brother went too, as "my
brother and I went" does. Read only when the claim is about the speaker's relative (by the relation's word) and the
core, about the speaker, holds "with my <relative>" or joins "my <relative>" and "I"."""

from __future__ import annotations

from factlayer.nlp.normalise import stem
from factlayer.nlp.subjects import aliases
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Statement

__all__ = ["went_along"]

_OWN = frozenset({"my", "our"})
_REACH = 2  # words between "my" and the relative's word ("my older brother")


def went_along(prop: Proposition, core: Statement) -> bool:
    """The core's speaker did it with the claim's subject, their relative (module docstring)."""
    relation = prop.subject.relation
    speaker = aliases(core.speaker) if core.speaker else frozenset()
    if prop.subject.kind != "relation" or relation is None or core.subject.kind != "person":
        return False
    if not (core.subject.names & speaker) or (prop.subject.names and not prop.subject.names & speaker):
        return False
    lows = [t.low for t in core.tokens]
    for i, low in enumerate(lows):
        if low not in _OWN:
            continue
        at = next((k for k in range(i + 1, min(len(lows), i + 2 + _REACH)) if stem(lows[k]) == stem(relation)), None)
        if at is None:
            continue
        with_ = i > 0 and lows[i - 1] == "with"
        joined = (at + 2 < len(lows) and lows[at + 1] == "and" and lows[at + 2] in ("i", "we")) or (
            i > 1 and lows[i - 1] == "and" and lows[i - 2] == "i"
        )
        if with_ or joined:
            return True
    return False
