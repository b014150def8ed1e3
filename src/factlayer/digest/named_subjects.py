"""A clause about someone it names who is not in the conversation: "Jordan got the job at Google!", "Sam finished
the report." — the subject is who the words name, so no guess is made (seed 002's "skip over guessing" is about
pronouns and unnamed people, not names).

A capital at a sentence's start says nothing ("Dance is my stress relief", "Winning felt amazing"), so a word is
taken for a name only where the transcript itself writes it as one: capitalised inside a sentence at least once
("I told Jordan", "with Sam and Ben") and never in lower case (``mid_sentence_names``). The clause then opens on
that name (one or two capitalised words) and a verb follows (a finite or common verb, an irregular past, or a word
ending in -ed or -s). Lower-case transcripts name no one here; "Sam's car" (a possessive) neither.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.normalise import irregular_forms
from factlayer.nlp.titles import may_be_a_name

__all__ = ["mid_sentence_names", "named_third_party"]

_OPENING_NAME = re.compile(r"^(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(?P<next>[a-z]+)\b")
_INSIDE = re.compile(r"(?<=[a-z,;] )[A-Z][a-z]+\b")  # after a lower-case word or a comma: not a sentence's start
_LOWER = re.compile(r"\b[a-z]+\b")
_NOT_NAMES = ("stopwords", "number_words", "not_names", "greetings", "interjections")
_NOT_NAME_GROUPS = ("weekdays", "months")  # each line a name and its abbreviations


@cache
def _never_a_name() -> frozenset[str]:
    grouped = frozenset().union(*(lexicon.groups(n) for n in _NOT_NAME_GROUPS))
    return grouped.union(*(lexicon.words(n) for n in _NOT_NAMES))


@cache
def _verbs() -> frozenset[str]:
    past = {f for f, base in irregular_forms().items() if f != base}
    return lexicon.words("common_verbs") | lexicon.words("finite_verbs") | lexicon.words("auxiliaries") | past


def mid_sentence_names(texts: Iterable[str]) -> frozenset[str]:
    """The lower-cased words ``texts`` write capitalised inside a sentence and never in lower case."""
    capitalised: set[str] = set()
    lower: set[str] = set()
    for text in texts:
        capitalised.update(w.lower() for w in _INSIDE.findall(text))
        lower.update(_LOWER.findall(text))
    return frozenset(w for w in capitalised - lower if may_be_a_name(w) and w not in _never_a_name())


def named_third_party(clause: str, names: frozenset[str]) -> str | None:
    """The name a clause opens on as its subject ("Jordan got the job" → "Jordan"), if ``names`` holds it; else
    None."""
    m = _OPENING_NAME.match(clause.strip())
    if m is None or m.group("name").split()[0].lower() not in names:
        return None
    after = m.group("next")
    if after not in _verbs() and not after.endswith(("ed", "s")):
        return None  # "Sam and I …": no verb after the name
    return m.group("name")
