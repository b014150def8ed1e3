"""A clause said not to be known: "I don't remember that I took the pills", "I can't recall that I ever lost
consciousness", "I don't know that I have diabetes". A verb of knowing or recalling (``lexicon/doubted_knowing``)
denied in the present ("don't", "can't", "do not") before a clause of its own ("that …", or a subject of its own)
says nothing of that clause either way — neither that the pills were taken nor that they were not — so the statement
is held as hedged (proof/source.py), never as the content asserted or denied. Not a denied verb with no clause of
its own ("I don't remember the name", "I didn't know him"), nor an open question ("I don't remember if I took it":
asked already)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token

__all__ = ["says_not_known"]

_BETWEEN = frozenset({"really", "even", "actually", "honestly", "quite", "exactly", "ever"})
_NOW_DENIED = frozenset({"don't", "can't", "cannot"})  # and "do not" / "can not"; not the factive "didn't know"


def says_not_known(clause: Sequence[Token]) -> bool:
    """A present denial, then a verb of knowing ("really" may stand between), then "that" or a subject."""
    lows = [t.low for t in clause if t.is_word]
    knowing = lexicon.words("doubted_knowing")
    subjects = lexicon.words("personal_subjects")
    for k, low in enumerate(lows[:-1]):
        if low not in knowing:
            continue
        j = k - 1
        while j >= 0 and lows[j] in _BETWEEN:
            j -= 1
        now = j >= 0 and (lows[j] in _NOW_DENIED or (lows[j] == "not" and j > 0 and lows[j - 1] in ("do", "can")))
        if now and (lows[k + 1] == "that" or lows[k + 1] in subjects):
            return True
    return False
