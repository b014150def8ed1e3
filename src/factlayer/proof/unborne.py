"""Reasons a window that holds every word of a claim, read against a long source, still does not bear it out:
an earlier instance asked after and denied (``proof.earlier_denied``), a relative the window never names
(``proof.relation_pronouns.relation_unnamed``), a passive verb of saying the source says only in the active
(``proof.passive_saying``)."""

from __future__ import annotations

from factlayer.proof.claim import Proposition
from factlayer.proof.earlier_denied import earlier_denied
from factlayer.proof.passive_saying import said_actively
from factlayer.proof.relation_pronouns import relation_unnamed
from factlayer.proof.source import Source, Statement

__all__ = ["unborne"]


def unborne(prop: Proposition, core: Statement, source: Source) -> str | None:
    """Why the window around ``core`` does not bear out ``prop``, or None."""
    return earlier_denied(prop, core, source) or relation_unnamed(prop, core, source) or said_actively(prop, core)
