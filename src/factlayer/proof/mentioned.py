"""A claim opening on a name the source says of someone ("Max can see …", said "this is Max"): the person it is about.

``subject_of`` reads a single capitalised word opening a clause as a name only when a speaker is called so; a claim
about someone else then had no subject, the name became a mere word to find, and another speaker's "I can see …"
bore out "Max can see …". A word the source writes as a name (``nlp.transcript_names``) opening the claim before a
verb (``nlp.verbs.verb_after_name``) is its subject; being no speaker, it is not borne out by a speaker's own "I …"
(``speaks_of_self``).

A name the source only calls ("Tom: Anna, I emailed the client", "Okay Anna, we …") is whom the speaker talks to:
opening a sentence before its "I"/"we" it is a name the source says (so a claim opening on it has that subject), and
the call is passed over when reading whom a statement is about (:func:`_after_call`): the speaker's "I"/"we" there is
no deed of the one called.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.calls import opening_call
from factlayer.nlp.titles import may_be_a_name
from factlayer.nlp.tokens import Token, tokenize
from factlayer.nlp.transcript_names import transcript_names
from factlayer.nlp.verbs import verb_after_name
from factlayer.proof.claim import Proposition
from factlayer.proof.claim_terms import content_terms
from factlayer.proof.source import Source, Statement

_I = lexicon.words("i_forms")
_SPEAKERS = _I | lexicon.words("we_subjects")  # after a call: "Anna, I …", "Okay Anna, we …"
_NOT_CALLED = (
    lexicon.words("question_words") | frozenset(lexicon.groups("weekdays")) | frozenset(lexicon.groups("months"))
)  # "Monday, I …" calls no one


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
    texts = [text[start:end] for start, end in spans]
    lower = {t.low for part in texts for t in tokenize(part) if t.is_word and t.text.islower()}
    called = {
        name.lower()
        for name in (_called_before_speaker(tokenize(part)) for part in texts)
        if name and name.lower() not in lower and may_be_a_name(name.lower()) and name.lower() not in _NOT_CALLED
    }
    return transcript_names(texts) | called


def _called_before_speaker(tokens: list[Token]) -> str | None:
    """The one word a sentence opens by calling right before the speaker's "I"/"we" ("Anna, I emailed …"), or None."""
    name = opening_call(tokens)
    rest = _after_call(tokens)
    if name is None or " " in name or not rest or rest[0].low not in _SPEAKERS:
        return None
    return name


def _after_call(tokens: Sequence[Token]) -> list[Token]:
    """The words after an opening call and its comma ("Okay Anna, | we booked …"); all of them when none opens."""
    words = list(tokens)
    name = opening_call(words)
    if name is None:
        return [t for t in words if t.is_word]
    at = next(k for k, t in enumerate(words) if t.text == name)
    return [t for t in words[at + 2 :] if t.is_word]


_OPENING = 3  # "So, England had …": the words a clause's subject may follow


def about_the_name(core: Statement, name: str) -> bool:
    """The statement's opening words say the claim's name ("Does Anna smoke?" — "No.", "Marco Diaz plays …"): it is
    about them, whoever says it."""
    return any(t.low in name.split() for t in _after_call(core.tokens)[:_OPENING])


def another_named(core: Statement, name: str, source: Source) -> str | None:
    """Another name the source says opening the statement before a verb ("So, England had a programme …", for
    "Wales had a programme …"): whom it is about, not the claim's name; None when its opening says the name."""
    if about_the_name(core, name):
        return None
    sentence = source.sentences[core.sentence]
    lead = tokenize(source.text[sentence.start : core.start])  # "Okay Priya," read apart from "we booked …"
    first = next((t.low for t in core.tokens if t.is_word), "")
    if core.speaker and lead and first in _SPEAKERS and _called_before_speaker([*lead, *core.tokens]):
        return core.speaker  # the one called did not do what the speaker's "we" did
    words = _after_call(core.tokens)
    for k, tok in enumerate(words[:_OPENING]):
        if k + 1 < len(words) and tok.low in _said(source) and verb_after_name(words[k + 1].low):
            return tok.text
    return None


def speaks_of_self(core: Statement) -> bool:
    """The statement opens on the speaker's "I" ("I can see a standard return …"): their own doing or perceiving,
    which bears out no claim about someone no speaker is called (its subject is left unknown only so that what is
    perceived stays borne out)."""
    words = [t.low for t in core.tokens if t.is_word]
    after = [t.low for t in _after_call(core.tokens)]
    called = len(after) < len(words)  # "Anna, I …", "Okay Anna, we …": the one called did not do it
    return core.speaker is not None and bool(after) and after[0] in (_SPEAKERS if called else _I)


def with_name_to_find(prop: Proposition, opening: frozenset[str]) -> Proposition:
    """The proposition about the opening name, with the name still a unit the evidence must say (as it was when no
    subject was read): being its subject adds a check, it lifts none."""
    if not opening or not opening & prop.subject.names or any(t.low in opening for t in prop.terms):
        return prop
    name = [t for t in tokenize(prop.text) if t.low in opening][:1]
    return replace(prop, terms=(*content_terms(name, set()), *prop.terms)) if name else prop
