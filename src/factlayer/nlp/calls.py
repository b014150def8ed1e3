"""A name called at the edge of a sentence: opening it ("Dana, you'll run five sessions", "Okay, Dana, …") or closing
it ("Impressed by your commitment, Gina."). One reading for every module that must pass over a call: the speaker
names (``vocatives``), a task given to the one called (``modality``), a clause's subject (``digest.clause_subject``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token

__all__ = ["BEFORE_A_CALL", "called_you", "closing_call", "opening_call"]

BEFORE_A_CALL = frozenset(
    {",", ".", "!", "?", "hi", "hello", "hey", "morning", "afternoon", "evening", "thanks", "you", "dear", "welcome"}
    | lexicon.words("acknowledgements")  # "Okay Alex, …" (``titles.greeted_name``)
)

_CLOSING_CALL = re.compile(r",\s*(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s*(?P<end>[.!?]*)\s*$")


def _opening_call_at(tokens: Sequence[Token]) -> int | None:
    """The offset of the name a sentence opens by calling, right before a comma (:func:`opening_call`), or None."""
    words = [t for t in tokens if t.is_word]
    i = 1 if words[:1] and words[0].low in BEFORE_A_CALL | lexicon.words("call_openers") else 0
    if len(words) <= i or not words[i].is_word or not words[i].text[:1].isupper():
        return None
    at = next(k for k, t in enumerate(tokens) if t is words[i])
    return at if at + 1 < len(tokens) and tokens[at + 1].low == "," else None


def opening_call(tokens: Sequence[Token]) -> str | None:
    """The name a sentence opens by calling, then a comma: "Dana, you'll run five sessions", "Okay, Dana, …", "So Dana,
    …" (after one word of a call's place, ``BEFORE_A_CALL``, or ``lexicon/call_openers``); None when it calls no
    one."""
    at = _opening_call_at(tokens)
    return None if at is None else tokens[at].text


def called_you(tokens: Sequence[Token]) -> int:
    """Where the words after an opening call and "you" start ("Chloe, you | handle the invitations"), or 0."""
    at = _opening_call_at(tokens)
    if at is None or at + 2 >= len(tokens) or tokens[at + 2].low != "you":
        return 0
    return at + 3


def closing_call(text: str) -> re.Match[str] | None:
    """A name called at the end of ``text``, after a comma ("Impressed by your commitment, Gina."): the match, its
    ``name`` and the ``end`` punctuation; None when the text ends on no call."""
    return _CLOSING_CALL.search(text)
