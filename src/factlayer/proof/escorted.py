"""Who visits when someone is taken to visit: "my husband took me to see Dr. Patel" says the one taken ("me", the
patient) saw Dr. Patel (the purpose is reached with the taking: ``proof.unrealised_clauses.escorted``), not the
statement's subject, the husband. A claim whose verb is that visit is about the one taken: the statement's subject
is then no other subject of it, and a claim about anyone else (the husband, or whoever "her" is) is refused."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.object_person import claim_verb, subject_names
from factlayer.proof.source import Statement
from factlayer.proof.unrealised_clauses import escorted

__all__ = ["visit_of_the_taken"]


def visit_of_the_taken(prop: Proposition, core: Statement, matches: Sequence[Match]) -> bool | None:
    """None when the claim's verb is no visit a person is taken to in ``core``; else whether the claim's subject is
    the one taken (the speaker's "me" / "us", or the name said)."""
    verb = claim_verb(prop)
    tokens = core.tokens
    for m in matches:
        if verb is None or m.statement != core.index or m.term.low != verb.low or m.token < 3:
            continue
        if tokens[m.token - 1].low != "to" or not escorted(tokens, m.token - 1):
            continue
        taken = tokens[m.token - 2].low
        if taken in lexicon.words("speaker_objects"):
            return prop.subject.same(core.holder()) is True
        return taken in subject_names(prop)
    return None
