"""A "no" that gives the value instead: "Are you on the 300 megabit plan?" — "No, the 500 one." says the answerer is
on the 500 megabit plan; "Do you take 20 milligrams?" — "No, 40." that they take 40; "… two years in Antarctica,
right?" — "Eighteen months, actually." that they spent eighteen months there. The question's words are read with the
reply's value in the place of its own (:func:`other_value`). Strict: the question says one value; the reply opens on a
"no" set off by a comma (``lexicon/leading_no``, the answers of ``lexicon/no``) — or, with no yes, says "actually" —
and says one other value with nothing of its own but determiners, "one", units and words of the question."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.negation import leading_no
from factlayer.nlp.normalise import values
from factlayer.nlp.tokens import Token

__all__ = ["other_value"]

_CORRECTING = frozenset({"actually", "rather"})
_FILLERS = frozenset({"the", "a", "an", "one", "it's", "its", "it", "is", "that's", "just", "only"})


def other_value(question: Sequence[Token], reply: Sequence[Token]) -> tuple[Token, ...] | None:
    """The question's tokens with the reply's value in the place of its own, or None (module docstring)."""
    if not reply:
        return None
    start = leading_no(reply)
    if start == 0 or reply[0].low not in lexicon.words("no"):
        start = 0  # "Eighteen months, actually.": a value alone corrects too, never after a yes
        if reply[0].low in lexicon.words("yes") or not any(t.low in _CORRECTING for t in reply):
            return None
    asked, given = values(list(question)), values(list(reply[start:]))
    if len(asked) != 1 or len(given) != 1:
        return None
    q, r = asked[0], given[0]
    if (q.amount == r.amount and r.unit in (None, q.unit)) or (None not in (r.unit, q.unit) and r.kind != q.kind):
        return None
    units = frozenset(lexicon.groups("units"))
    said = reply[start + r.first : start + r.last + 1]
    known = {t.low for t in question if t.is_word} | _CORRECTING | _FILLERS | units
    if any(t.is_word and t.low not in known for t in reply[start:] if t not in said):
        return None  # "No, the 500 one is too slow": a clause of its own
    last = q.last
    if r.unit is None and q.unit is not None:  # "20 milligrams?" — "No, 40.": the question's unit stays
        if question[q.last].low not in units:
            return None
        last = q.last - 1
    return (*question[: q.first], *said, *(t for t in question[last + 1 :] if t.low != "?"))
