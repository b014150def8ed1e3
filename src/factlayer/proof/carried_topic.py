"""A thing talked about over several sentences: "I'm going to need some new shoes. | Glad my encouragement helped!
These are amazing - like walking on clouds! | They look comfortable. Where did you get them? | I got them online."
Each sentence between that goes on about something by a pronoun ("these", "they", "them";
``lexicon/thing_pronouns.txt``) carries the topic on: the shoes are no further back for the last "them" than the
sentences between that say something else.

``proof.context`` reads a referent that far only

- for a thing, not a person (a person noun, a relation, a name the source says of someone): "a gift from my grandma
  … She gave it to me … like my hand-painted bowl. A friend made it" lends no grandma to the bowl;
- for a statement that denies nothing: "i did use iv drugs … | … but not as much as i used to" — a denial read
  through a referent that far back is not sure enough to contradict (nor to bear out a denial).
"""

from __future__ import annotations

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
    return sum(not carries_on(source, k) for k in said) < reach
