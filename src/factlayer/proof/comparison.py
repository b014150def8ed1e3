"""Words whose order or opener carries the meaning.

- The two sides of a comparison: "I feel it more near my pinky than my thumb" does not say "more near his thumb
  than his pinky". A claim and the evidence that both compare ("… than …") must keep each word on its side: the
  claim's word just before "than" and its word just after it, found the other way round around the evidence's
  "than", is a conflict.
- The opener of a time: "I had surgery last year" does not say "this year". A period the claim opens with
  last/this/next (``time_openers.txt``) said in the evidence with another of them is a conflict.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.normalise import stem
from factlayer.nlp.tokens import Token
from factlayer.proof.claim import claim_tokens

_REACH = 5  # content words looked at on each side of "than"
_COMPARATIVES = frozenset({"more", "less", "better", "worse", "rather", "other", "else", "fewer"})


def _sides(tokens: Sequence[Token]) -> tuple[list[str], list[str]] | None:
    """The content-word stems before and after the first "than" (nearest first), or None without one."""
    at = next((i for i, t in enumerate(tokens) if t.low == "than"), None)
    if at is None:
        return None
    stop = lexicon.words("stopwords")

    def content(part: Sequence[Token]) -> list[str]:
        return [stem(t.low) for t in part if t.is_word and t.low not in stop and not t.low.endswith("'s")][:_REACH]

    before = list(reversed(tokens[:at]))
    if before and (before[0].low in _COMPARATIVES or before[0].low.endswith("er")):
        before = before[1:]  # "older than": what is compared is said before the comparative
    return content(before), content(tokens[at + 1 :])


def swapped_comparison(claim_text: str, evidence: Sequence[Token]) -> str | None:
    """A note when the evidence compares the claim's two words the other way round, else None."""
    claimed, said = _sides(claim_tokens(claim_text)), _sides(evidence)
    if claimed is None or said is None or not claimed[0] or not claimed[1]:
        return None
    first, second = claimed[0][0], claimed[1][0]
    if first != second and first in said[1] and second in said[0] and first not in said[0]:
        return f"order: the evidence puts {second!r} before 'than' and {first!r} after it"
    return None


_DEICTIC = frozenset({"last", "this", "next"})


def _timed(tokens: Sequence[Token]) -> dict[str, str]:
    """Period → its opener ("last year" → {"year": "last"}) for each last/this/next and period said together."""
    periods = {w for w, kind in lexicon.classes("time_openers").items() if kind == "period"}
    return {b.low: a.low for a, b in itertools.pairwise(tokens) if a.low in _DEICTIC and b.low in periods}


def other_time_opener(claim_text: str, evidence: Sequence[Token]) -> str | None:
    """A note when the evidence opens the claim's period with another of last/this/next, else None."""
    said = _timed(evidence)
    for period, opener in _timed(claim_tokens(claim_text)).items():
        if said.get(period, opener) != opener:
            return f"time: the claim says {opener!r} {period}, the evidence {said[period]!r} {period}"
    return None


def order_conflicts(claim_text: str, evidence: Sequence[Token]) -> list[str]:
    """The notes of :func:`swapped_comparison` and :func:`other_time_opener`."""
    notes = (swapped_comparison(claim_text, evidence), other_time_opener(claim_text, evidence))
    return [n for n in notes if n is not None]
