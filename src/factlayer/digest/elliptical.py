"""An elliptical reply: a subject and an auxiliary with no verb of its own ("I do not", "yes I am", "my mother
does", "I do, on weekends", "my husband does though") — the answered question holds the predicate, so alone it
says nothing and is no fact. The reading is ``nlp.ellipsis`` (shared with the proof engine, which reads such a
reply with its question); read with the question it is a fact of its own subject (``elliptical_answers``)."""

from __future__ import annotations

from factlayer.nlp.ellipsis import elliptical

__all__ = ["elliptical"]
