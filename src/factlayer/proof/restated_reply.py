"""A yes that the reply then takes back for the question's own words: "Any nausea or vomiting with the headaches?
Any vision changes?" — "Yeah, it's been pretty consistent. No vision changes." The "yeah" answers the first
question (or the talk before); the reply's next sentence names what the last question asked and denies it, so the
question read through the "yeah" says nothing — the denial is a statement of its own."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.negation import negated
from factlayer.nlp.stems import stem
from factlayer.nlp.tokens import Token

__all__ = ["yes_taken_back"]

_ASKING = frozenset({"any", "anything", "ever", "some", "other"})


def _asked_words(question: Sequence[Token]) -> frozenset[str]:
    stopwords = lexicon.words("stopwords") | lexicon.words("second_person") | _ASKING
    return frozenset(stem(t.low) for t in question if t.is_word and t.low not in stopwords)


def yes_taken_back(question: Sequence[Token], later: Sequence[Sequence[Token]]) -> bool:
    """Does a later sentence of the reply hold every content word of ``question`` and deny it (module docstring)?"""
    asked = _asked_words(question)
    if not asked:
        return False
    return any(negated(s) and asked <= {stem(t.low) for t in s if t.is_word} for s in later)
