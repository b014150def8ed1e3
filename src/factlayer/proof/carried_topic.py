"""A thing talked about over several sentences: "I'm going to need some new shoes. | Glad my encouragement helped!
These are amazing - like walking on clouds! | They look comfortable. Where did you get them? | I got them online."
Each sentence between that goes on about something by a pronoun ("these", "they", "them";
``lexicon/thing_pronouns.txt``) carries the topic on: the shoes are no further back for the last "them" than the
sentences between that say something else.

``proof.context`` reads a referent that far only

- for a thing, not a person (a person noun, a relation, a name the source says of someone): "a gift from my grandma
  … She gave it to me … like my hand-painted bowl. A friend made it" lends no grandma to the bowl;
- for a statement that denies nothing: "i did use iv drugs … | … but not as much as i used to" — a denial read
  through a referent that far back is not sure enough to contradict (nor to bear out a denial);
- for an "it", over sentences that bring in no other thing: "Ann: My sister bought a kayak. | Ben: I have a canoe. Do
  you take it out on weekends?" — after "a canoe" the "it" may be either ("them" is no one thing brought in;
  ``lexicon/indefinite_measures.txt``: "a lot", "once a week" bring in nothing).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.proof.source import Source, Statement


def carries_on(source: Source, sentence: int) -> bool:
    """Does the sentence go on about something said before, by a pronoun?"""
    pronouns = lexicon.words("thing_pronouns")
    return any(t.low in pronouns for st in source.statements_of_sentence(sentence) for t in st.tokens)


def _person(source: Source, low: str) -> bool:
    words = lexicon.words("person_nouns") | frozenset(lexicon.groups("relations"))
    return low in words or low in source.known_people()


def within_carried_reach(source: Source, said: Sequence[int], core: Statement, low: str, reach: int) -> bool:
    """Are fewer than ``reach`` of the sentences ``said`` between a referent ``low`` and ``core`` ones that do not
    carry the topic on, ``low`` a thing and ``core`` no denial (module docstring)?"""
    if core.negated or _person(source, low):
        return False
    if _says_it(core) and any(_brings_in_a_thing(source, k) for k in said):
        return False  # "I have a canoe. Do you take it out …": the "it" may be the canoe
    return sum(not carries_on(source, k) for k in said) < reach


def _says_it(core: Statement) -> bool:
    """Does the statement stand for one thing ("it"), which a thing brought in with "a" could be ("them" could not)?"""
    return any(t.low in ("it", "it's", "its") for t in core.tokens)


def _brings_in_a_thing(source: Source, sentence: int) -> bool:
    """Does the sentence say "a" / "an" before a word that is no measure ("I have a canoe")?"""
    measures = lexicon.words("indefinite_measures")
    for st in source.statements_of_sentence(sentence):
        lows = [t.low for t in st.tokens]
        if any(w in ("a", "an") and nxt.isalpha() and nxt not in measures for w, nxt in itertools.pairwise(lows)):
            return True
    return False
