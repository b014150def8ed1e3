"""A "no" denies what a yes/no question asks about, not the words of its modifier.

"Has he ever had a rash on the painful area?" — "No." denies the rash; the pain the question takes for granted is
not denied ("The boy has had pain for two months" is neither contradicted nor borne out by it). "Do you have any
swelling in the sore knee?" — "No." says nothing of a sore knee. The question's focus is its first content word
after a determiner or "any" (not a pronoun, auxiliary, light or common verb, nor a question word); its modifier
runs from the first preposition after the focus (``modifier_prepositions.txt``; not "of") to the next mark,
conjunction, auxiliary or question word. When every claim word the answered question
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
    names = ("stopwords", "auxiliaries", "light_verbs", "common_verbs", "question_words", "yes", "no")
    return lexicon.union(*names)


def modifier(core: Statement) -> tuple[int, int] | None:
    """The span (preposition, end) of the modifier of the question's focus in ``core``, or None. The focus is the
    first content word after a determiner or "any"/"some" ("a rash", "any blood"); the modifier ends before a
    mark, a conjunction, an auxiliary or a question word ("any blood in your urine ... has it been darker": the
    second question is no modifier)."""
    skip = _not_focus()
    openers = lexicon.words("determiners") | _QUANTIFIERS
    tokens = core.tokens
    focus = next(
        (
            k
            for k in range(1, len(tokens))
            if tokens[k].is_word and tokens[k].low not in skip and tokens[k - 1].low in openers
        ),
        None,
    )
    if focus is None:
        return None
    preps = lexicon.words("modifier_prepositions")
    start = next((k for k in range(focus + 1, len(tokens)) if tokens[k].low in preps), None)
    if start is None:
        return None
    stops = lexicon.words("auxiliaries") | lexicon.words("question_words") | _QUANTIFIERS | _JOINS
    end = next((k for k in range(start + 1, len(tokens)) if not tokens[k].is_word or tokens[k].low in stops), None)
    return start, len(tokens) if end is None else end


_QUANTIFIERS = frozenset({"any", "some", "anything", "something"})
_JOINS = frozenset({"and", "or", "but"})


def denies_another_focus(core: Statement, matches: Sequence[Match]) -> bool:
    """Is ``core`` a "no" to a yes/no question whose claim words all lie in the modifier of what it asks about?"""
    if not (core.answered and core.negated):
        return False
    held = [m.token for m in matches if m.statement == core.index]
    span = modifier(core)
    return bool(held) and span is not None and all(span[0] < k < span[1] for k in held)
