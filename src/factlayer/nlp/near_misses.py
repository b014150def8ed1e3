"""Near misses: words that say a deed came close and did not happen ("almost", "nearly", "practically") or barely
happened at all ("hardly", "hardly ever", "barely ever") — ``lexicon/near_misses.txt``, read by proof/realis.py
before the deed's verb ("I almost quit", "I hardly ever had time") or before a verb and "to" ("I almost had to have
surgery")."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.numbers import is_number_word
from factlayer.nlp.phrases import find_phrase, phrases
from factlayer.nlp.stems import inflected

_NEAR_MISSES = phrases("near_misses")  # longest first
OPENERS = frozenset(p[0] for p in _NEAR_MISSES)  # the word a near miss opens on: "almost", "hardly", "barely"


def near_miss_at(lows: Sequence[str], end: int) -> int | None:
    """Where a near miss that ends at token ``end`` opens ("almost", "hardly ever"), or None."""
    for phrase in _NEAR_MISSES:
        start = end - len(phrase) + 1
        if start >= 0 and tuple(lows[start : end + 1]) == phrase and (phrase != _ALL_BUT or _verb_at(lows, end + 1)):
            return start
    return None


_ALL_BUT = ("all", "but")
_AUXILIARIES = lexicon.words("auxiliaries")
_ALL_WORDS = lexicon.of_class("scale_words", "all")
_OBJECT_PRONOUNS = lexicon.words("object_pronouns")
_SUBJECTS = lexicon.words("personal_subjects")
_SAME_PAST = lexicon.words("same_past")  # "quit", "cut": a past the same as its base
_NOT_AFTER_ALL = frozenset({"it", "them", "that", "this", "these", "those", "of"})  # "tried it all | but failed"


def near_miss_all_but(lows: Sequence[str], i: int) -> bool:
    """Token ``i`` is the "but" of "all but" before a verb of the past, after its subject: "I all but gave up", "the
    team all but quit", "the pain is all but gone", "we have all but finished" — a near miss, one clause; not "all but
    one of the pills" (a quantity), nor "we tried it all | but failed"."""
    return (
        lows[i] == "but"
        and i > 1
        and lows[i - 1] == "all"
        and lows[i - 2] not in _NOT_AFTER_ALL
        and (not inflected(lows[i - 2]) or lows[i - 2] in _AUXILIARIES)  # "tried all | but ..."; "has all but quit"
        and _verb_at(lows, i + 1)
    )


def excepting_all_but(lows: Sequence[str], i: int) -> bool:
    """Token ``i`` is the "but" of an exception to a word of all: "all but two of the items", "everyone but me" —
    one clause, the "but" no joint of two (not "we tried everything but they failed")."""
    if lows[i] != "but" or i == 0 or i + 1 >= len(lows) or lows[i - 1] not in _ALL_WORDS:
        return False
    if lows[i + 1] in _OBJECT_PRONOUNS:
        return True
    # a number taken from the whole ("all but two of the items", "all but two pills last week"), unless a clause of
    # its own goes on after it: "took them all | but two days later the rash came back", "answered everything | but
    # one question confused me" — a "later", a subject or a verb of the past after the number's noun
    after = lows[i + 2 : i + 6]
    clause = any(w == "later" or w in _SUBJECTS for w in after) or any(_verb_at(lows, k) for k in range(i + 3, i + 6))
    return is_number_word(lows[i + 1]) and not clause


def _verb_at(lows: Sequence[str], k: int) -> bool:
    """A verb of the past at ``k`` ("gave", "stopped", "quit"), not "one", "the", "two"."""
    if k >= len(lows):
        return False
    return lows[k] in _SAME_PAST or (inflected(lows[k]) and not lows[k].endswith(("s", "ing")))  # "all but quit"


def says_near_miss(lows: Sequence[str]) -> bool:
    """Some near miss stands among ``lows``."""
    return find_phrase(lows, "near_misses") is not None
