"""A fact that rests on a place only the conversation names: "Caroline dives there every winter." (said after "I love
Lake Tahoe"), "The patient has been going there for years." A reader of the fact alone cannot tell where "there" is,
so the fact is not self-contained and is not stored (``not_self_contained``), as one resting on a pronoun it cannot
be read without (``antecedent``). Not the existential "there" ("There is no swelling.", "there's been some
improvement", "there will be a follow-up") nor an idiom (``lexicon/place_idioms.txt``: "hang in there", "out
there")."""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

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


def points_at_a_place(fact: str) -> bool:
    """Does ``fact`` say "there" of a place it does not name (module docstring)?"""
    said = fact.lower()
    for phrase in lexicon.words("place_idioms"):
        said = said.replace(phrase, " ")
    return _THERE.search(said) is not None


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
