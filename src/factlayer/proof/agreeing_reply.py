"""Whether a reply agrees with, or disagrees with, the statement it answers — read by ``proof.taken_up`` ("Lee agreed
that P") and ``proof.agreeing_turns`` ("Ann agreed.").

A reply agrees when, after any yes or opener, it is words of agreeing (``lexicon/agreeing.txt``: "yes, I agree",
"exactly", "you're right") and nothing more than a tail that keeps the whole statement agreed ("with you", a
speaker's name: ``lexicon/agreeing_reply.txt``), and the rest of the replier's turn takes none of it back (no "but",
"only", "except", no negation). "Yes, I agree with most of that, but not the cut", "Good point, but it's a terrible
idea", "You're right that we need to talk about it", "Exactly, by twenty percent" agree with something else than the
statement, or with part of it: none bears out that the replier agreed with the statement.
"""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.negation import is_negation_word
from factlayer.nlp.phrases import phrases
from factlayer.proof.source import Source, Statement

__all__ = ["agrees", "disagrees"]


def _opening(reply: Statement, skip: frozenset[str]) -> list[str]:
    words = [t.low for t in reply.tokens if t.is_word]
    while words and (words[0] in skip or words[0] in lexicon.of_class("agreeing_reply", "opener")):
        words = words[1:]
    return words


def _turn_after(reply: Statement, source: Source) -> list[Statement]:
    """The replier's statements after ``reply`` in the same turn."""
    out: list[Statement] = []
    for st in source.statements[reply.index + 1 :]:
        if st.speaker != reply.speaker:
            break
        out.append(st)
    return out


def _takes_back(statements: list[Statement]) -> bool:
    contrast = lexicon.of_class("agreeing_reply", "contrast")
    return any(st.negated or any(t.low in contrast or is_negation_word(t.low) for t in st.tokens) for st in statements)


def agrees(reply: Statement, source: Source) -> bool:
    """``reply`` agrees with the whole statement it answers (module docstring)."""
    if reply.negated:
        return False
    words = _opening(reply, lexicon.words("bare_yes"))
    phrase = next((p for p in phrases("agreeing") if tuple(words[: len(p)]) == p), None)
    if phrase is None:
        return False
    allowed = lexicon.of_class("agreeing_reply", "tail") | source.speaker_names
    if any(word not in allowed for word in words[len(phrase) :]):
        return False
    return not _takes_back([reply, *_turn_after(reply, source)])


def disagrees(reply: Statement) -> bool:
    """``reply`` opens, after any no or opener, on words of disagreeing (``lexicon/disagreeing.txt``)."""
    words = _opening(reply, lexicon.words("no"))
    return any(tuple(words[: len(p)]) == p for p in phrases("disagreeing"))
