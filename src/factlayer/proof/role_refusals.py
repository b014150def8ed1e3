"""Why a window that holds every word of a claim about a person still does not bear it out, read from word order:
the person is the one the evidence's deed is done to (``proof.object_person``), or the claim's thing is read
through a "them" that may stand for another (``proof.them_referent``), or the claim's visit is of someone else than
the one taken to it (``proof.escorted``). Refused: neither support nor conflict."""

from __future__ import annotations

from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.escorted import visit_of_the_taken
from factlayer.proof.object_person import subject_as_object
from factlayer.proof.source import Statement
from factlayer.proof.them_referent import lent_through_them

__all__ = ["not_by_order", "not_by_roles"]


def not_by_roles(prop: Proposition, core: Statement, window: list[Statement], matches: list[Match]) -> str | None:
    """The note refusing the window (module docstring), or None."""
    return not_by_order(prop, core, matches) or lent_through_them(prop, core, window, matches)


def not_by_order(prop: Proposition, core: Statement, matches: list[Match]) -> str | None:
    """The note refusing the window for its word order alone (its "them" read already: ``proof.lent_words``)."""
    if visit_of_the_taken(prop, core, matches) is False:  # "my husband took me to see Dr. Patel": not his visit
        return "roles: the evidence has another one taken to it"
    return subject_as_object(prop, core, matches)
