"""A "no" denies what a yes/no question asks about, not the words of its modifier.

"Has he ever had a rash on the painful area?" — "No." denies the rash; the pain the question takes for granted is
not denied ("The boy has had pain for two months" is neither contradicted nor borne out by it). "Do you have any
swelling in the sore knee?" — "No." says nothing of a sore knee. The question's focus is its first content word
(not a pronoun, auxiliary, light or common verb, nor a question word); its modifier runs from the first
preposition after the focus (``modifier_prepositions.txt``; not "of"). When every claim word the answered question
holds lies in that modifier, the "no" is about something else. "Any pain with walking?" — "No." still denies
"has pain": the pain is the focus.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.source import Statement


@cache
def _not_focus() -> frozenset[str]:
    names = ("stopwords", "auxiliaries", "light_verbs", "common_verbs", "question_words", "fillers", "yes", "no")
    return frozenset().union(*(lexicon.words(n) for n in names))


def modifier_start(core: Statement) -> int | None:
    """The index of the preposition that opens the modifier of the question's focus in ``core``, or None."""
    skip = _not_focus()
    focus = next((k for k, t in enumerate(core.tokens) if t.is_word and t.low not in skip), None)
    if focus is None:
        return None
    preps = lexicon.words("modifier_prepositions")
    return next((k for k in range(focus + 1, len(core.tokens)) if core.tokens[k].low in preps), None)


def denies_another_focus(core: Statement, matches: Sequence[Match]) -> bool:
    """Is ``core`` a "no" to a yes/no question whose claim words all lie in the modifier of what it asks about?"""
    if not (core.answered and core.negated):
        return False
    held = [m.token for m in matches if m.statement == core.index]
    start = modifier_start(core)
    return bool(held) and start is not None and all(k > start for k in held)
