"""A claim opening on a name the source says of someone ("Max can see …", said "this is Max"): the person it is about.

``subject_of`` reads a single capitalised word opening a clause as a name only when a speaker is called so; a claim
about someone else then had no subject, the name became a mere word to find, and another speaker's "I can see …"
bore out "Max can see …". A word the source writes as a name (``nlp.transcript_names``) opening the claim before a
verb (``nlp.verbs.verb_after_name``) is its subject; being no speaker, it is not borne out by a speaker's own "I …"
(``speaks_of_self``).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import tokenize
from factlayer.nlp.transcript_names import transcript_names
from factlayer.nlp.verbs import verb_after_name
from factlayer.proof.claim import Proposition
from factlayer.proof.claim_terms import content_terms
from factlayer.proof.source import Source, Statement

_I = lexicon.words("i_forms")


def opening_name(claim: str, source: Source) -> frozenset[str]:
    """The name opening ``claim`` before a verb, if the source writes it as a name and no speaker goes by it (module
    docstring); else empty."""
    words = [t for t in tokenize(claim) if t.is_word]
    if len(words) < 2 or not words[0].text[:1].isupper() or words[0].low in source.known_people():
        return frozenset()
    if not words[1].text.islower() or not verb_after_name(words[1].low):
        return frozenset()
    return frozenset({words[0].low}) & _said(source)


def _said(source: Source) -> frozenset[str]:
    return _said_in(source.text, tuple((s.start, s.end) for s in source.sentences))


@lru_cache(maxsize=64)
def _said_in(text: str, spans: tuple[tuple[int, int], ...]) -> frozenset[str]:
    return transcript_names(text[start:end] for start, end in spans)


_OPENING = 3  # "So, England had …": the words a clause's subject may follow


def about_the_name(core: Statement, name: str) -> bool:
    """The statement's opening words say the claim's name ("Does Anna smoke?" — "No.", "Marco Diaz plays …"): it is
    about them, whoever says it."""
    return any(t.low in name.split() for t in [t for t in core.tokens if t.is_word][:_OPENING])


def another_named(core: Statement, name: str, source: Source) -> str | None:
    """Another name the source says opening the statement before a verb ("So, England had a programme …", for
    "Wales had a programme …"): whom it is about, not the claim's name; None when its opening says the name."""
    if about_the_name(core, name):
        return None
    words = [t for t in core.tokens if t.is_word]
    for k, tok in enumerate(words[:_OPENING]):
        if k + 1 < len(words) and tok.low in _said(source) and verb_after_name(words[k + 1].low):
            return tok.text
    return None


def speaks_of_self(core: Statement) -> bool:
    """The statement opens on the speaker's "I" ("I can see a standard return …"): their own doing or perceiving,
    which bears out no claim about someone no speaker is called (its subject is left unknown only so that what is
    perceived stays borne out)."""
    words = [t.low for t in core.tokens if t.is_word]
    return core.speaker is not None and bool(words) and words[0] in _I


def with_name_to_find(prop: Proposition, opening: frozenset[str]) -> Proposition:
    """The proposition about the opening name, with the name still a unit the evidence must say (as it was when no
    subject was read): being its subject adds a check, it lifts none."""
    if not opening or not opening & prop.subject.names or any(t.low in opening for t in prop.terms):
        return prop
    name = [t for t in tokenize(prop.text) if t.low in opening][:1]
    return replace(prop, terms=(*content_terms(name, set()), *prop.terms)) if name else prop
