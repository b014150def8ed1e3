"""A sentence about the event the sentence before it told, opening on "that"/"this" ("I ran a charity race last
Saturday. That was really rewarding." → "Caroline ran a charity race last Saturday, which was really rewarding."; "i
fell off a ladder on monday . that was when the pain started ." → "The patient fell off a ladder on monday, which
was when the pain started."), citing both sentences. It was skipped as resting on "that" (skip over guessing); it is
read only where the antecedent cannot be another: the sentence before, in the same turn, is one clause and made one
fact about a person, told as theirs, with no clause inside it ("… says …", "… glad … found something that …", "…
scared when …": ``_INNER``); the "that" sentence is one clause, "that"/"this" and an optional adverb before a verb
of ``lexicon/event_that_verbs.txt``, not a noun phrase after "is"/"was" ("I met John. That was my brother.": a thing
named), and no other pointing word after it ("that was when it started": which "it"?). The proof still decides: the
fact is stored only when VERIFIED against both spans; if it is refused, the fact before is tried alone (its
``literal``)."""

from __future__ import annotations

import re
from dataclasses import replace

from factlayer.nlp import lexicon

from .contracted_s import s_auxiliary
from .proposals import Proposal
from .rewrite import Reference, finish, swap_people

__all__ = ["with_event_that"]

_THAT = re.compile(
    r"^\W*(?:that|this)(?P<s>'s)?\s+(?:(?:really|definitely|just|also|truly|honestly)\s+)*(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
# Words opening a clause inside the fact before ("says", "thinks" report one): then "that" may be that clause's.
_INNER = lexicon.words("subordinators") | lexicon.words("believing") | lexicon.words("inner_clause_words")
_COPULAS = frozenset(["is", "was"])
_NOUN_OPENERS = lexicon.words("possessive_determiners") | {"a", "an", "the"}
_POINTING = re.compile(r"\b(?:it|it's|its|this|that|these|those|they|them|he|she|him|there)\b", re.IGNORECASE)


def with_event_that(before: Proposal, text: str, start: int, end: int, speaker: Reference) -> Proposal | None:
    """``before`` (the one fact of the sentence before) read with the "that" sentence ``text[start:end]`` as its
    "which" clause (module docstring); None when a rule does not hold."""
    m = _THAT.match(text[start:end])
    if m is None or len(before.spans) != 1 or _INNER & set(re.findall(r"[a-z']+", before.text.lower())):
        return None  # "John is glad Maria found something that …": a clause inside, another thing "that" may be
    rest = m.group("rest").strip().rstrip(".!")
    if m.group("s"):
        rest = f"{s_auxiliary(' ' + rest)} {rest}"  # "that's huge" → "which is huge"
    elif rest.split()[0].lower() not in lexicon.words("event_that_verbs"):
        return None
    words = rest.split()
    if len(words) < 2 or _POINTING.search(" ".join(words[1:])) or "?" in rest:
        return None
    if words[0].lower() in _COPULAS and words[1].lower() in _NOUN_OPENERS:
        return None  # "I met John. That was my brother.": a thing named, not the event
    if not swap_people(words, speaker, None, {speaker.name}):
        return None
    which = finish(["x", "which", *words])[2:]  # "x" stands for the fact before: its capital and stop
    fact = f"{before.text.rstrip('.')}, {which}"
    return replace(
        before,
        text=fact,
        quote=text[before.spans[0][0] : end],
        quote_start=before.spans[0][0],
        spans=(before.spans[0], (start, end)),
        literal=before.text,  # refused, the fact before is tried alone
    )
