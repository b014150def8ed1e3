"""Whom a claim's "he", "she" or "they" may stand for. "The patient usually sees Dr. Xu, but he was not available":
the second clause is not about the patient, and which of the two it is about, the claim does not say.
"""

from __future__ import annotations

from factlayer.nlp.persons import THIRD_PERSON
from factlayer.nlp.titles import name_after_title
from factlayer.nlp.tokens import Token


def pronoun_of_another(tokens: list[Token], part: list[Token], subject_names: frozenset[str]) -> bool:
    """The clause opens on "he"/"she"/"they" (after a conjunction) and the claim names another person before it,
    by a name or a title, than its subject: the pronoun may be either."""
    words = [t for t in part if t.is_word]
    while words and words[0].low in ("but", "and", "so", "then", "yet"):
        words = words[1:]
    if not words or words[0].low not in THIRD_PERSON:
        return False
    before = [t for t in tokens if t.end <= part[0].start]
    return any(
        k > 0 and (name_after_title(before, k) is not None or (t.text[:1].isupper() and t.low not in subject_names))
        for k, t in enumerate(before)
        if t.is_word
    )
