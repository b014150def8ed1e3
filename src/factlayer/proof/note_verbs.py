"""A note's verb of a regimen or an order the evidence does not say: "tramadol , 50 milligrams , every six hours" is
"prescribes tramadol 50 milligrams every six hours" (moved out of proof/checks.py, unchanged)."""

from __future__ import annotations

import itertools

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition, Term, claim_tokens
from factlayer.proof.source import Statement


def note_verb_only(prop: Proposition, unexplained: list[Term], matches: list[Match], core: Statement) -> bool:
    """The one word missing is a verb a note writes for a regimen or an order (``lexicon/note_verbs.txt``), the
    evidence holds two other words of the claim and names them with no other verb than one of giving or getting
    (``regimen_verbs.txt``: not "a ct scan would be overkill"), and the claim is positive: what a negative claim
    denies must be its own verb ("do not use computers" is not "would not be so dependent on a computer")."""
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
    return not any(
        k not in mine
        and t.low not in lexicon.words("regimen_verbs")
        and (t.low in verbs or (len(t.low) > 4 and t.low.endswith(("ing", "ed"))))
        for k, t in enumerate(core.tokens)
    )


def _before_to(prop: Proposition, term: Term) -> bool:
    """The word stands before "to" in the claim: "used to live in Oslo" says a time of life, no regimen's verb."""
    tokens = claim_tokens(prop.text)
    return any(t.low == term.low and n.low == "to" for t, n in itertools.pairwise(tokens))
