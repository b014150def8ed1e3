"""Whose belief or report a clause is: the clause before it in the sentence may frame it ("but my husband thinks | we
should wait until spring", "the doctor said | I should rest"). A claim giving it to another holder ("Dana thinks they
should wait", "Dana wants to wait", said by Dana) is not borne out by it: the belief is the husband's."""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement

_AFTER_FRAME = frozenset({"that", "so"})  # "thinks that | …", "said so"


@cache
def _frame_verbs() -> frozenset[str]:
    """One-word verbs of believing and of saying (``believing.txt``, ``saying.txt``)."""
    return frozenset(w for name in ("believing", "saying") for w in lexicon.words(name) if " " not in w)


def framed_by_another(prop: Proposition, core: Statement, source: Source) -> str | None:
    """The claim has a holder ("Dana thinks …"), and the core is passed on by someone else (its teller), or the clause
    right before it in its sentence ends on a verb of believing or saying whose subject is known and someone else: why
    the claim is not borne out, else None."""
    if prop.holder is None or not prop.holder.known():
        return None
    if core.teller is not None and prop.holder.same(core.teller) is False:
        return f"holder: {core.teller.describe()} passes it on, not {prop.holder.describe()}"  # "my therapist says I …"
    earlier = [st for st in source.statements_of_sentence(core.sentence) if st.index < core.index]
    if not earlier:
        return None
    frame = earlier[-1]
    words = [t.low for t in frame.tokens if t.is_word]
    while words and words[-1] in _AFTER_FRAME:
        words.pop()
    if not words or words[-1] not in _frame_verbs() or prop.holder.same(frame.subject) is not False:
        return None
    return f"holder: {frame.subject.describe()} {words[-1]} it, not {prop.holder.describe()}"
