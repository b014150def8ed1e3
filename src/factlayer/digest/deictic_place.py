"""A fact that rests on a place only the conversation names: "Caroline dives there every winter." (said after "I love
Lake Tahoe"), "The patient has been going there for years." A reader of the fact alone cannot tell where "there" is,
so the fact is not self-contained and is not stored (``not_self_contained``), as one resting on a pronoun it cannot
be read without (``antecedent``). Not the existential "there" ("There is no swelling.", "there's been some
improvement", "there will be a follow-up") nor an idiom (``lexicon/place_idioms.txt``: "hang in there", "out
there"); nor "there" after the fact has named its place itself ("the doctor saw a report in the emergency room that
the patient's blood pressure was high there as well", "Caroline went to Lake Tahoe and swam there every morning"): a
determiner or a capitalised name after "in/at/to/from/into" (not a time, ``lexicon/time_nouns.txt``; not "a lot of
…"), or an image or test the fact names ("the patient's chest x-ray looks fine, so there is no pneumonia there")."""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

from .pointing import alternation
from .proposals import Proposal
from .skipped import Extraction, Skipped

__all__ = ["points_at_a_place", "without_pointed_places"]

_ADVERBS = r"(?:\s+(?:really|also|still|always|just|actually|definitely|certainly|probably|usually|often|not|never))*"
_EXISTENTIAL = (
    r"(?:['’](?:s|re|ll|d|ve)\b|" + _ADVERBS + r"\s+(?:is|are|was|were|isn't|aren't|wasn't|weren't|will|won't|would|"
    r"wouldn't|has|have|had|hasn't|haven't|hadn't|seems?|seemed|appears?|appeared|used|must|might|may|could|should|"
    r"can|can't|cannot|remains?|remained|exists?|existed|ain't|be|being|been|goes|comes|came)\b)"
)
_THERE = re.compile(r"\bthere\b(?!" + _EXISTENTIAL + r")", re.IGNORECASE)
_TIMES = (
    frozenset(lexicon.classes("time_nouns")) | frozenset(lexicon.groups("weekdays")) | lexicon.groups("months").keys()
)
# A place the fact names: "in the emergency room", "to Lake Tahoe", "at my mom's" — not when a word of the three after
# the determiner is a time ("in the summer") or "of" ("in a lot of pain", "in the middle of …"); or a test or an
# image (what it shows is "there").
_NAMED_PLACE = re.compile(
    r"\b(?:in|at|to|from|into|inside)\s+(?:(?:the|a|an|my|your|his|her|their|our)\s+"
    r"(?P<words>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})|(?P<name>[A-Z]\w+))\b"
    r"|\b(?P<test>" + alternation(lexicon.words("test_nouns")) + r")\b",
)


def points_at_a_place(fact: str) -> bool:
    """Does ``fact`` say "there" of a place it does not name (module docstring)?"""
    said = fact  # each idiom blanked out, at its place
    for phrase in lexicon.words("place_idioms"):
        said = re.sub(re.escape(phrase), lambda m: " " * len(m.group()), said, flags=re.IGNORECASE)
    there = _THERE.search(said)
    return there is not None and not _named_before(fact[: there.start()])


def _named_before(words: str) -> bool:
    """Do ``words`` (a fact up to its "there") name a place (``_NAMED_PLACE``)?"""
    return any(
        m.group("test") or not set((m.group("words") or m.group("name") or "").lower().split()) & (_TIMES | {"of"})
        for m in _NAMED_PLACE.finditer(words)
    )


def without_pointed_places(proposals: list[Proposal], out: Extraction) -> list[Proposal]:
    """``proposals`` without those that point at a place (``points_at_a_place``), each recorded as skipped."""
    kept = []
    for p in proposals:
        if points_at_a_place(p.text):
            out.skipped.append(Skipped(p.quote, p.quote_start, p.quote_start + len(p.quote), "not_self_contained",
                                       p.speaker))  # fmt: skip
        else:
            kept.append(p)
    return kept
