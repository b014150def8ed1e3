"""A relative who does it with the speaker: "I went to Lisbon with my brother" says the brother went too, as "my
brother and I went" does. Read only when the claim is about the speaker's relative (by the relation's word) and the
core, about the speaker, holds "with my <relative>" or joins "my <relative>" and "I"."""

from __future__ import annotations

from factlayer.nlp.persons import aliases
from factlayer.nlp.stems import stem
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Statement

__all__ = ["went_along"]

_OWN = frozenset({"my", "our"})
_REACH = 2  # words between "my" and the relative's word ("my older brother")


def went_along(prop: Proposition, core: Statement, before: Statement | None = None) -> bool:
    """The core's speaker did it with the claim's subject, their relative (module docstring). ``before``: the clause
    before the core, which holds the relative when the clauses were cut at "and I" ("my wife | and I hosted a
    get-together"): read with the core only when it is that noun phrase alone, of the same sentence."""
    relation = prop.subject.relation
    speaker = aliases(core.speaker) if core.speaker else frozenset()
    if prop.subject.kind != "relation" or relation is None or core.subject.kind != "person":
        return False
    if not (core.subject.names & speaker) or (prop.subject.names and not prop.subject.names & speaker):
        return False
    lows = [t.low for t in core.tokens]
    if before is not None and _cut_relative(before, core):
        lows = [t.low for t in before.tokens] + ["and", *lows]
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


def _cut_relative(before: Statement, core: Statement) -> bool:
    """``before`` is "my <relative>" alone, cut from the core that opens on "I" or "we", in one sentence of one
    speaker ("my wife | and I hosted …"; not "I called my wife | and I hosted …")."""
    said = [t.low for t in before.tokens if t.is_word]
    first = next((t.low for t in core.tokens if t.is_word), "")
    return (
        before.sentence == core.sentence
        and before.speaker == core.speaker
        and first in ("i", "we")
        and 1 < len(said) <= 2 + _REACH
        and said[0] in _OWN
    )
