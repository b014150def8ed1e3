"""A clinician's stated intention to act is the plan: "I'm going to order an MRI", "I want to increase your
metformin", "we need to repeat the echo" → "… will order / increase / repeat …" (``rewrite.rewrite_statement``).

The proof engine reads a wish ("want to", "would like to") as the plan only when it is for the listener ("increase
your metformin", ``proof.frame_unit``): "I want to continue on the metformin" written "will continue" is refused.
``literal`` keeps such a wish for no listener a wish ("wants to continue on the metformin", without its "go ahead
and"): the fact's more literal fallback, assessed when the plan is refused (``assessment``).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

__all__ = ["as_plan"]

_PLAN_VERBS = "|".join(lexicon.classes("plan_verbs"))  # every verb after a stated intention (``lexicon/plan_verbs``)
_INTENT = re.compile(
    r"\b(?P<who>i|we)(?:'m|\s+am|'re|\s+are|'d|\s+would)?\s+(?:(?:also|just|really|do|still)\s+)*"
    r"(?:going\s+to|(?P<wish>want|like)\s+to|plan\s+to|need\s+to)\s+(?:(?:also|just|go\s+ahead\s+and)\s+)*"
    r"(?=(?:" + _PLAN_VERBS + r")\b)",
    re.IGNORECASE,
)
_FOR_LISTENER = re.compile(r"\b(?:you|your|yourself)\b", re.IGNORECASE)
_GO_AHEAD = re.compile(r"\s+go\s+ahead\s+and\b", re.IGNORECASE)


def as_plan(text: str, *, literal: bool = False) -> str:
    """A clinician's (tidied) clause with its stated intention written "will" (module docstring)."""
    own = literal and _FOR_LISTENER.search(text) is None  # a wish for no listener, literally: a wish
    return _INTENT.sub(lambda m: _GO_AHEAD.sub("", m.group()) if m["wish"] and own else f"{m['who']} will ", text)
