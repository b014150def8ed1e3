"""Whether what a statement says is over by now or taken back, and whether a claim speaks of the past.

"I had a fever last week but not anymore" bears out "the patient had a fever last week", not "the patient has
a fever": a present-tense claim reads a state the same turn says is over (``lexicon/ended.txt``) as denied.
The phrase that ends it must stand in the statement itself or in a short clause of its own right after it, in
the same turn ("but not anymore", "it's gone now"); a later clause with its own content ("the cough is gone
now") ends that, not this. A plan or intent taken back in the next short clause ("I was going to start
running but I didn't"; ``lexicon/undone.txt``) denies both the deed and the plan, unless the claim speaks of the
plan as it was ("the patient was going to start running").
"""

from __future__ import annotations

from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.modality import find_phrase
from factlayer.nlp.tokens import words
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source, Statement

_AFTER = 2  # clauses after the statement that may end it
_LIGHT = frozenset({"it", "it's", "that", "that's", "this", "they", "they're", "those", "these", "them", "now", "but"})


def is_past(prop: Proposition) -> bool:
    """The claim speaks of the past: a past marker, or a word in -ed among its terms ("resolved", "stopped")."""
    markers = lexicon.words("past_markers")
    return any(w in markers for w in words(prop.text)) or any(
        t.low.endswith("ed") and len(t.low) > 4 for t in prop.terms
    )


def _light(low: str) -> bool:
    return low in lexicon.words("stopwords") or low in lexicon.words("fillers") or low in _LIGHT


@cache
def _ending_words() -> frozenset[str]:
    return frozenset(w for name in ("ended", "undone") for phrase in lexicon.words(name) for w in phrase.split())


def _content_free(st: Statement) -> bool:
    ended = _ending_words()
    return all(_light(t.low) or t.low in ended or not t.is_word for t in st.tokens)


def _over_in(core: Statement, matched: list[int]) -> bool:
    """The statement itself ends what the claim's words say: an ending phrase after them, with only light words
    or a time between ("a fever last week but not anymore"; not "a fever, and the rash is gone now")."""
    lows = [t.low for t in core.tokens]
    at = find_phrase(lows, "ended")
    if at is None or not matched or at < max(matched):
        return False
    timed = {k for v in core.values for k in range(v.first, v.last + 1)}
    between = range(max(matched) + 1, at)
    return all(_light(lows[k]) or k in timed or not core.tokens[k].is_word for k in between)


def _following(core: Statement, source: Source) -> list[Statement]:
    """Short clauses without content right after ``core`` in its turn ("but not anymore", "but I didn't")."""
    turn = source.sentences[core.sentence].turn
    return [
        st
        for st in source.statements[core.index + 1 : core.index + 1 + _AFTER]
        if not st.answered
        and source.sentences[st.sentence].turn == turn
        and st.sentence <= core.sentence + 1
        and _content_free(st)
    ]


def is_over(core: Statement, source: Source, matched: list[int]) -> bool:
    """The core statement (``matched``: the tokens the claim's words matched), or a content-free clause right
    after it in the same turn, says it is over."""
    if _over_in(core, matched):
        return True
    return any(find_phrase([t.low for t in st.tokens], "ended") is not None for st in _following(core, source))


def is_undone(core: Statement, source: Source) -> bool:
    """A plan or intent the next short clause takes back ("I was going to start running | but I didn't")."""
    return any(find_phrase([t.low for t in st.tokens], "undone") is not None for st in _following(core, source))


def of_a_plan_as_it_was(prop: Proposition) -> bool:
    """The claim speaks of a past plan ("The patient was going to start running"), which a plan taken back
    still bears out."""
    return is_past(prop) and any(w in lexicon.words("plans") for w in words(prop.text))
