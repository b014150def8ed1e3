"""A "no" that gives the value instead: "Are you on the 300 megabit plan?" — "No, the 500 one." says the answerer is
on the 500 megabit plan; "Do you take 20 milligrams?" — "No, 40." that they take 40. The question's words are read
with the reply's value in the place of its own (:func:`other_value`). Strict: the question holds one number, the
reply opens on a "no" set off by a comma (``lexicon/leading_no``, the answers of ``lexicon/no``) and says one number
with nothing of its own but determiners, "one" and words of the question ("No, 40 milligrams.")."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.modality import leading_no
from factlayer.nlp.tokens import Token

__all__ = ["other_value"]

_FILLERS = frozenset({"the", "a", "an", "one", "it's", "its", "it", "is", "that's", "actually", "just", "only"})


def other_value(question: Sequence[Token], reply: Sequence[Token]) -> tuple[Token, ...] | None:
    """The question's tokens with the reply's number in the place of its own, or None (module docstring)."""
    start = leading_no(reply)
    if start == 0 or reply[0].low not in lexicon.words("no"):
        return None
    asked = [k for k, t in enumerate(question) if t.is_number]
    given = [t for t in reply[start:] if t.is_number]
    if len(asked) != 1 or len(given) != 1 or given[0].low == question[asked[0]].low:
        return None
    words = {t.low for t in question if t.is_word}
    if any(t.is_word and t.low not in _FILLERS and t.low not in words for t in reply[start:]):
        return None  # "No, the 500 one is too slow": a clause of its own
    k = asked[0]
    return (*question[:k], given[0], *(t for t in question[k + 1 :] if t.low != "?"))
