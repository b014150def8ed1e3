"""A note's verb of a regimen or an order the evidence does not say: "tramadol , 50 milligrams , every six hours" is
"prescribes tramadol 50 milligrams every six hours" (moved out of proof/checks.py, unchanged)."""

from __future__ import annotations

import itertools

from factlayer.nlp import lexicon
from factlayer.nlp.persons import person
from factlayer.nlp.spoken_of import CARE_ROLES
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term, claim_tokens
from factlayer.proof.source import Statement


def note_verb_only(prop: Proposition, unexplained: list[Term], matches: list[Match], core: Statement) -> bool:
    """The one word missing is a verb a note writes for a regimen or an order (``lexicon/note_verbs.txt``), the
    evidence holds two other words of the claim and names them with no other verb than one of giving or getting
    (``regimen_verbs.txt``: not "a ct scan would be overkill"), and the claim is positive: what a negative claim
    denies must be its own verb ("do not use computers" is not "would not be so dependent on a computer")."""
    if _rated(prop, unexplained, matches, core):
        return True
    if not (
        len(unexplained) == 1
        and len(matches) >= 2
        and not prop.negated
        and unexplained[0].low in lexicon.words("note_verbs")
        and not _before_to(prop, unexplained[0])
    ):
        return False
    verbs = lexicon.words("auxiliaries") | lexicon.words("common_verbs") | lexicon.words("finite_verbs")
    mine = {m.token for m in matches if m.statement == core.index}
    allowed, start = lexicon.words("regimen_verbs"), 0
    if unexplained[0].low in lexicon.words("order_verbs") and prop.subject.names & CARE_ROLES and mine:
        # "… nausea and vomiting i wan na go ahead and get an ultrasound" for "The doctor orders an ultrasound": the
        # clinician's own intention, read from the last one before the claim's words (proof/frame_unit.py)
        first = min(mine)
        start = max((k for k in range(first) if core.tokens[k].low in _INTENTIONS), default=0)
        allowed = allowed | _INTENDING
    return not any(
        k not in mine
        and t.low not in allowed
        and (t.low in verbs or (len(t.low) > 4 and t.low.endswith(("ing", "ed"))))
        for k, t in enumerate(core.tokens[start:], start)
    )


def _rated(prop: Proposition, unexplained: list[Term], matches: list[Match], core: Statement) -> bool:
    """ "my pain is a three" for "The patient rates her pain a three": the one word missing is a verb of rating
    (``rating_verbs.txt``), the core statement is the claim's subject's own, holds another word of the claim and a
    value, and the claim a value (the value is checked as any other). So is a reply's ("How bad is your pain?" —
    "About a four.": the question read through its answer, held by the one who answers)."""
    return (
        len(unexplained) == 1
        and unexplained[0].low in lexicon.words("rating_verbs")
        and prop.negated == core.negated  # "without ibuprofen … my pain is a three": the same on both sides
        and core.speaker is not None
        and prop.subject.same(person(core.speaker)) is True  # the one who rates is the one who says the value
        and bool(prop.values)
        and bool(core.values)
        and any(m.statement == core.index for m in matches)
    )


# a clinician's own intention before the order ("i wan na go ahead and get", "i'd like to get", "let's get")
_INTENDING = lexicon.words("intending")
_INTENTIONS = lexicon.words("intentions")


def _before_to(prop: Proposition, term: Term) -> bool:
    """The word stands before "to" in the claim: "used to live in Oslo" says a time of life, no regimen's verb."""
    tokens = claim_tokens(prop.text)
    return any(t.low == term.low and n.low == "to" for t, n in itertools.pairwise(tokens))
