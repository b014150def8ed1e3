"""A speaker's name as a fact, from their own introduction: "Hi, my name is Alex Kim" ⇒ "The caller's name is Alex
Kim."; "Alex Morgan." to "And your name?" ⇒ the same, citing the question and the answer; "this is Jamie", "I'm Dr.
Scott" say no "name" ⇒ "The agent is Jamie.".

The namings are the proof engine's (``nlp.vocatives`` through ``proof.source``), so the fact is what the proof reads
the source as saying. Only a speaker whom facts name by a role ("The caller", "The patient") gets one: one whose facts
already carry the name ("Speaker 2" renamed "Alex Kim") needs none, and a name said by someone else ("Hi Jamie") is no
introduction."""

from __future__ import annotations

import re

from factlayer.proof.source import build as proof_source

from .entities import Participants, as_written
from .proposals import Proposal, reference
from .salience import salience

__all__ = ["introductions"]


def introductions(text: str, people: Participants) -> list[Proposal]:
    """One fact per speaker who introduces themself, from the first introduction."""
    source = proof_source(text)
    out: list[Proposal] = []
    named: set[str] = set()
    for naming in source.namings:
        entity = people.speaker(naming.who)
        if not naming.own or entity is None or entity.id in named or not reference(entity).is_role:
            continue
        said = source.sentences[naming.sentence]
        written = as_written(text, naming.name, said.start, said.end)
        if written is None:
            continue
        name = written if written[:1].isupper() else written.title()  # "my name is anna kim" ⇒ "Anna Kim"
        asked = source.sentences[naming.asked] if naming.asked is not None else None
        spans: tuple[tuple[int, int], ...] = ((asked.start, asked.end),) if asked is not None else ()
        spans += ((said.start, said.end),)
        ref = reference(entity)
        fact = f"{ref.possessive} name is {name}." if _says_name(text, spans) else f"{ref.name} is {name}."
        quote = text[spans[0][0] : spans[-1][1]]
        out.append(Proposal(fact, quote, spans[0][0], spans, naming.who, entity, True, salience(fact), False))
        named.add(entity.id)
    return out


def _says_name(text: str, spans: tuple[tuple[int, int], ...]) -> bool:
    """ "my name is Alex Kim", "And your name?": the source says "name", so may the fact ("this is Jamie" ⇒ "The agent
    is Jamie.")."""
    return any(re.search(r"\bname(?:'s|’s)?\b", text[a:b], re.IGNORECASE) for a, b in spans)
