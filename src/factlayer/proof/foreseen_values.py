"""A value foreseen is not a value had: "This is my fifth surgery. At this rate, I'm going to have ten by next year"
holds the "ten" of "Mister X has had ten surgeries" only under "going to have", and says he has had five. When every
value of the window that bears out one of the claim's values stands under a head that leaves it undone (a modal or
future, "to" after a verb of wanting or planning: :func:`factlayer.proof.realis.unrealised`), and the claim says
it as a fact (no plan, wish or future of its own), the window does not assert the claim. A time or date is not held
to this: "the next meeting's gonna be in thirty minutes" says when the meeting is ("The next meeting is in thirty
minutes"). Nor is a score under a verb it is given by ("I'd say a seven", "i would say it's about an eight":
``lexicon/rating_leads.txt``): the way a rating is given, not one foreseen.
"""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.value_forms import TIME_UNITS
from factlayer.proof.claim import Proposition
from factlayer.proof.realis import claim_unrealised, unrealised
from factlayer.proof.source import Statement

_WHEN = frozenset({"date", "time", "year"})
_RATING_LEADS = lexicon.words("rating_leads")


def only_foreseen(prop: Proposition, window: Sequence[Statement]) -> bool:
    """Some value of the claim is borne out in ``window`` only where the evidence says it will, would or should be."""
    if not prop.values or prop.modality != "asserted" or claim_unrealised(prop.text):
        return False
    for value in prop.values:
        if value.kind in _WHEN or value.unit in TIME_UNITS:
            continue  # "the next meeting's gonna be in thirty minutes": when the plan is, said of the plan itself
        found = [(st, v) for st in window for v in st.values if v.bears_out(value)]
        heads = [unrealised(st.tokens, v.first) for st, v in found]
        # a value is no verb a purpose or "and" holds; "I'd say a seven" gives a score, foresees none
        given = value.kind == "number" and value.unit is None
        if heads and all(h is not None and not h.loose and not (given and h.verb in _RATING_LEADS) for h in heads):
            return True
    return False
