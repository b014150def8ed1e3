"""A clause about a thing, kept as what its speaker says ("The patient says it hurts to bend over.").

**A thing named without a determiner** ("Family moments make life awesome", "Dance is my stress relief",
"Talking about inclusion is crucial", "Losing my job gave me the push", "even driving hurts"): a bare noun phrase
or a gerund (after a focus word: ``lexicon/focus_adverbs``) before a finite verb, with no person in it but the
speaker's own in a gerund — the clause is about that thing, and is kept as what its speaker says (``names_a_thing``,
``what_they_say``).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

from .predicate_shapes import opens_on_subject_and_verb, shows_own_thing
from .rewrite import Reference, finish, swap_people, tidy
from .token_forms import wordset

__all__ = ["names_a_thing", "what_they_say"]

_PERSONS = lexicon.words("pointing_words")
_FINITE = lexicon.alternation("finite_verbs")
_BARE_SUBJECT = re.compile(r"^(?P<np>(?:[a-z][\w'-]*,?\s+){0,5}?[a-z][\w-]*?)(?:'s\s|\s+" + _FINITE + r"\b)", re.I)
_GERUND = re.compile(
    r"^(?:" + lexicon.alternation("focus_adverbs") + r"\s+)?(?P<np>[a-z]{3,}ing\b[^,;]*?)\s+" + _FINITE + r"\b",
    re.IGNORECASE,
)  # "even driving hurts": a focus word before the act (``lexicon/focus_adverbs``)
_OWN = wordset("my me our myself to")
_NOT_GERUNDS = lexicon.words("not_gerunds")


def names_a_thing(body: str) -> bool:
    """Does the clause open on a thing it names without a determiner (module docstring)?"""
    m = _GERUND.match(body)
    if m is not None and m.group("np").split()[0].lower() in _NOT_GERUNDS:
        m = None
    m = m or _BARE_SUBJECT.match(body)
    if m is None:
        return False
    words = [w.strip(",").lower() for w in m.group("np").split()]
    imperative = words[0] in lexicon.words("imperatives") or words[0] in ("don't", "keep", "remember", "go", "make")
    own = _OWN if words[0].endswith("ing") else frozenset()  # "losing my job gave me the push": the speaker's act
    return not imperative and not any(w in _PERSONS and w not in own for w in words)


# "it hurts", "nothing really worked", "something popped in my knee": a thing the words do not name
_WE_SUBJECTS = frozenset(w for w in lexicon.words("we_forms") if w.startswith("we"))  # not a generic "us", "our"
_THING_PRONOUNS = wordset("it it's this that that's there there's everything nothing something")
_OURS = wordset("our")


def what_they_say(
    body: str, ref: Reference, listener: Reference | None, *, thing: bool = False, visit: bool = False
) -> str | None:
    """A clause about a thing the words do not name ("it hurts to bend over"), said by a labelled
    participant, is kept as what they say ("The patient says it hurts to bend over."): attributed to
    its speaker, with "it" left as said — never resolved by a guess. Persons ("he", "she", "they")
    are not, nor a subject "we": a fact must not read as being about the wrong person. ``thing``: the caller
    knows it is one.
    At least four words ("that sounds awesome" is a reaction) — three in a visit, where "it" is the complaint
    talked about ("it's still swollen"), or when a noun phrase and its verb open the clause (``predicate_shapes``:
    "Flowers bring joy"; a reaction opens on a pronoun)."""
    first = body.split(maxsplit=1)[0].lower().strip(",.") if body.strip() else ""
    thing = thing or first in _THING_PRONOUNS or names_a_thing(body) or shows_own_thing(body)  # "it hurts …"
    thing = thing or first in _OURS  # "our loved ones give us strength": the speaker's and others' (``rewrite``)
    # "the eagle symbolizes freedom …" (``predicate_shapes``); not "their support …": whose, the words do not say
    shaped = opens_on_subject_and_verb(body) and not re.match(
        lexicon.alternation("third_person_possessives") + r"\b", body, re.I
    )
    thing = thing or shaped
    if not thing or len(body.split()) < (3 if visit or (shaped and first not in _THING_PRONOUNS) else 4):
        return None
    words = tidy(body).split()
    if not swap_people(words, ref, listener, {ref.name}):  # "X says …": named already, then "they"/"them"
        return None
    if any(w.lower().strip(",.?!;:") in _WE_SUBJECTS for w in words):
        return None  # "… it looks like we've had you on prozac": who "we" are, the words do not say
    said = finish(words)
    return f"{ref.name} says {said[0].lower()}{said[1:]}" if said else None
