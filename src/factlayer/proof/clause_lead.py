"""Whom a subordinate clause without a subject of its own is about: the clause it hangs on. "She's out | until
Tuesday." is split in two statements; "until Tuesday" says when she is out, so it is about "she" — never about the
one speaking, whom a claim may name ("The assistant is out until Tuesday", said by the assistant)."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.proof.claim import PERSONAL
from factlayer.proof.source import Source, Statement

__all__ = ["led_by_third_person"]


def led_by_third_person(core: Statement, source: Source) -> bool:
    """``core`` opens on a subordinator ("until", "since"), names no one of its own (no subject, no "I / you / he"),
    and the statement it follows in the same sentence of the same speaker is about "he / she / they"."""
    if core.subject.known() or core.third_person or core.index == 0:
        return False
    words = [t.low for t in core.tokens if t.is_word]
    if not words or words[0] not in lexicon.words("subordinators"):
        return False
    if any(w in PERSONAL or w in lexicon.words("third_person") for w in words):
        return False
    before = source.statements[core.index - 1]
    return before.sentence == core.sentence and before.speaker == core.speaker and before.third_person
