"""Why a window that holds every word of a claim about a person still does not bear it out, read from word order: the
person is the one the evidence's deed is done to (``proof.object_person``), or the claim's thing is read through a
"them" that may stand for another (``proof.them_referent``), or the claim's visit is of someone else than the one taken
to it (``proof.escorted``), or the claim's subject is not the one who does, or is done, the deed in the evidence's voice
(``proof.voice``), or the event the claim's subject has is another's ("my father's heart attack":
``proof.event_owner``), or the thing the claim gives an owner is nobody's there ("a car": ``proof.unowned``), or the
claim's subject only frames the clause of its words ("my manager thinks | I should lead": ``proof.framer_not_doer``).
Refused: neither support nor conflict."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.proof.align import Match
from factlayer.proof.claim import Proposition
from factlayer.proof.escorted import visit_of_the_taken
from factlayer.proof.event_owner import owned_by_another
from factlayer.proof.framer_not_doer import framer_as_doer
from factlayer.proof.object_person import subject_as_object
from factlayer.proof.source import Statement
from factlayer.proof.them_referent import lent_through_them
from factlayer.proof.unowned import unowned_thing
from factlayer.proof.voice import other_party

__all__ = ["not_by_order", "not_by_roles"]


def not_by_roles(prop: Proposition, core: Statement, window: list[Statement], matches: list[Match]) -> str | None:
    """The note refusing the window (module docstring), or None."""
    return not_by_order(prop, core, matches, window) or lent_through_them(prop, core, window, matches)


def not_by_order(
    prop: Proposition, core: Statement, matches: list[Match], statements: Sequence[Statement] = ()
) -> str | None:
    """The note refusing the window for its word order alone (its "them" read already: ``proof.lent_words``);
    ``statements``: the source's, or the window's (the core's sentence may open in the one before it)."""
    if visit_of_the_taken(prop, core, matches) is False:  # "my husband took me to see Dr. Patel": not his visit
        return "roles: the evidence has another one taken to it"
    return (
        subject_as_object(prop, core, matches)
        or other_party(prop, core, matches, statements)
        or owned_by_another(prop, core, matches)
        or unowned_thing(prop, core, statements)  # "a car hit my bike" is no "the patient's car"
        or framer_as_doer(prop, core, matches)  # "my manager thinks I should lead" is no "the manager should lead"
    )
