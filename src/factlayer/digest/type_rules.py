"""Seed 001's type rules, one small rule each, with the reason code a rejection carries.

A candidate that breaks a rule of its type is rejected (HIGH) with that rule's code. Word lists live
in ``nlp/lexicon/*.txt``; every phrase is matched as whole words, lower case.

**USER_FACT** needs an explicit, current, factual statement:

* ``hypothetical`` — a wish or a hypothetical, not a current fact: a phrase of ``wishes.txt`` ("would
  like to try", "wish", "someday"), or the claim opens with a word of ``hypotheticals.txt`` ("if", "suppose").
* ``vague_preference`` — a degree word of ``vague_degrees.txt`` right before a preference word of
  ``preferences.txt`` ("kind of likes jazz"), not after a copula ("which is kind of like a spermicide" likens).
* ``opinion_not_fact`` — "is/are/was/were (the) <verdict>" with a verdict of ``evaluatives.txt`` ("X is
  the best pasta"), unless the claim is about health (a symptom, a measurement, a medication: "the pain is
  the worst in the morning" is a report, not an opinion).

**USER_PATTERN** needs a behaviour that repeats (and, as before, the extractor types a habit a pattern
only when it was said twice; the score gives a pattern seen once too little to pass):

* ``one_off_not_pattern`` — a word of ``one_off.txt`` ("once", "this time") not followed by a period ("once
  a week" is a frequency).
* ``passing_mood`` — a mood of ``moods.txt`` ("tired", "upset") and no frequency word: a state, not a tendency.

**SHARED_NARRATIVE** is warmth, never authority:

* ``narrative_factual_claim`` — carries the other side's factual claim (``told_facts.txt``: "you told me").
* ``narrative_authority`` — an authority assertion (``authority.txt``: "you're an expert").
* ``narrative_promise`` — binding future behaviour (``promises.txt``: "you promised").

**Wording strength** (``wording_strength``, used by ``scoring``): the first phrase of
``wording_strength.txt`` ("love" 0.95, "favorite" 0.85, "really like" 0.75, "enjoy" 0.65) in the claim
sets a USER_FACT's base score. It does not count after a negation ("doesn't really like": the ladder
grades liking, not disliking). A plain "like" is not on the seed's ladder and stays ungraded.

**Every type** — ``nonsense``: four or more words with not one function word (``stopwords.txt``: the, a,
my, is, to, I, she, …) and none of its words used anywhere else in the conversation ("purple monkey
dishwasher runs"): no grammar a reader can parse and no context to read it in. Words of three letters or more count,
and a capitalised two-letter name ("Bo went hiking yesterday." in a chat where Bo speaks).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from factlayer.models.fact import FactType
from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem

from .fact_kinds import category_of, is_habitual

__all__ = ["RULES", "TypeRule", "broken_rule", "is_nonsense", "phrase_pattern", "wording_strength"]


@cache
def phrase_pattern(name: str) -> re.Pattern[str]:
    """Any entry of ``name.txt`` as whole words (longest first, so "a little" beats "a")."""
    entries = sorted(lexicon.words(name), key=len, reverse=True)
    alternatives = "|".join(r"\s+".join(re.escape(w) for w in e.split()) for e in entries)
    return re.compile(rf"(?<![\w'])(?:{alternatives})(?![\w'])", re.IGNORECASE)


def _low(text: str) -> str:
    """Lower case, straight apostrophes, "I'd love to" read as "I would love to"."""
    return re.sub(r"(?<=\w)'d\b", " would", text.replace("’", "'").lower())


def _has(name: str, text: str) -> bool:
    return phrase_pattern(name).search(_low(text)) is not None


_OPENS_WITH = re.compile(r"^\W*(\w+(?:\s+\w+)?)")
_HEALTH = frozenset({"symptom", "measurement", "medication"})


def _hypothetical(text: str) -> bool:
    if _has("wishes", text):
        return True
    opening = _OPENS_WITH.match(_low(text))
    return opening is not None and phrase_pattern("hypotheticals").match(opening.group(1)) is not None


@cache
def _vague_preference() -> re.Pattern[str]:
    degree, preference = phrase_pattern("vague_degrees").pattern, phrase_pattern("preferences").pattern
    # not after a copula: "is kind of like a spermicide" likens, it states no preference
    return re.compile(rf"(?<!\bis\s)(?<!\bwas\s)(?<!\bare\s)(?<!'s\s){degree}\s+{preference}", re.IGNORECASE)


@cache
def _verdict() -> re.Pattern[str]:
    return re.compile(rf"(?:\bis|\bare|\bwas|\bwere|'s)\s+(?:the\s+)?{phrase_pattern('evaluatives').pattern}")


def _opinion(text: str) -> bool:
    return _verdict().search(_low(text)) is not None and category_of(text) not in _HEALTH


_PERIOD_AFTER = re.compile(r"\s+(?:a|an|per|every|each)\s+\w+")


def _one_off(text: str) -> bool:
    low = _low(text)
    return any(
        _PERIOD_AFTER.match(low, m.end()) is None for m in phrase_pattern("one_off").finditer(low)
    ) and not is_habitual(text)


def _passing_mood(text: str) -> bool:
    return _has("moods", text) and not is_habitual(text)


@dataclass(frozen=True, slots=True)
class TypeRule:
    code: str  # the rejection reason
    types: frozenset[FactType]  # the types it applies to
    explanation: str  # what a reader is told
    broken: Callable[[str], bool]


_FACT = frozenset({FactType.USER_FACT})
_PATTERN = frozenset({FactType.USER_PATTERN})
_NARRATIVE = frozenset({FactType.SHARED_NARRATIVE})
RULES: tuple[TypeRule, ...] = (
    # Whatever type a wish was given (an unknown speaker's clause falls back to SHARED_NARRATIVE), it is not a
    # current fact, a habit or shared context.
    TypeRule(
        "hypothetical", _FACT | _PATTERN | _NARRATIVE, "a wish or a hypothetical, not a current fact", _hypothetical
    ),
    TypeRule(
        "vague_preference",
        _FACT,
        "a vague preference ('kind of likes'), not an explicit one",
        lambda t: _vague_preference().search(_low(t)) is not None,
    ),
    TypeRule("opinion_not_fact", _FACT, "an opinion stated as a fact ('the best …')", _opinion),
    TypeRule("one_off_not_pattern", _PATTERN, "a one-off action, not a repeated behaviour", _one_off),
    TypeRule("passing_mood", _PATTERN, "a passing mood or state, not a behavioural tendency", _passing_mood),
    TypeRule(
        "narrative_factual_claim",
        _NARRATIVE,
        "a narrative that carries a factual claim ('you told me …')",
        lambda t: _has("told_facts", t),
    ),
    TypeRule(
        "narrative_authority",
        _NARRATIVE,
        "an authority assertion ('you're an expert'), not shared context",
        lambda t: _has("authority", t),
    ),
    TypeRule(
        "narrative_promise",
        _NARRATIVE,
        "a binding promise ('you promised …'), not shared context",
        lambda t: _has("promises", t),
    ),
)


def broken_rule(text: str, fact_type: FactType) -> TypeRule | None:
    """The first rule of ``fact_type`` that ``text`` breaks, or None."""
    return next((r for r in RULES if fact_type in r.types and r.broken(text)), None)


_WORD = re.compile(r"[a-z][a-z']*")


def is_nonsense(text: str, rest_of_source: str) -> bool:
    """Four or more words, no function word, and no word the rest of the source uses (module docstring)."""
    words = _WORD.findall(_low(text))
    if len(words) < 4 or any(w in lexicon.words("stopwords") for w in words):
        return False
    rest = {stem(w) for w in _WORD.findall(_low(rest_of_source))}
    names = {w.lower() for w in re.findall(r"\b[A-Z][a-z]\b", text)}  # "Bo went hiking": a two-letter name counts
    return not any(stem(w) in rest for w in words if len(w) >= 3 or w in names)


def _negated(low: str, start: int) -> bool:
    """A negation among the three words before ``start``."""
    return any(w in lexicon.words("negations") or w.endswith("n't") for w in _WORD.findall(low[:start])[-3:])


def wording_strength(text: str) -> tuple[str, float] | None:
    """The wording ladder's (phrase, base score) for ``text``, or None when it has no graded wording."""
    low = _low(text)
    for phrase, score in lexicon.scores("wording_strength"):
        words = r"\s+".join(re.escape(w) for w in phrase.split())
        for m in re.finditer(rf"(?<![\w']){words}(?![\w'])", low):
            if not _negated(low, m.start()):
                return phrase, score
    return None
