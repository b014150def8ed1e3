"""Whether the word after a subject reads as its finite verb: "Sam *finished* it", "Marco *hasn't* approved it".

Both readers know the auxiliaries and the irregular past forms ("hid", "rode"); they differ on purpose, in how far
they trust a word's ending:

* ``verb_after_name(word)`` (``digest/named_subjects``): after a word the transcript writes as a name, which is
  already known to be someone, so any -s form ("Marco wants", not "-ss"/"-us") and any -ed form is a verb.
* ``listed_verb(low)`` (``proof/named_doer``): whether a statement's first word is a doer at all hangs on it, so
  only a listed verb (``lexicon/common_verbs``, ``finite_verbs``) or an -ed/-es form of four letters or more;
  ``listed_verbs()`` is also what is no doer.

``regular_past(word)`` is the one reading of a regular past form ("-ed", not ``lexicon/ed_not_verbs``).
"""

from __future__ import annotations

import re
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.stems import irregular_past_forms

__all__ = ["listed_verb", "listed_verbs", "regular_past", "verb_after_name"]

_SUFFIXED = re.compile(r"[a-z]+(?<![su])s|[a-z]+ed")  # "wants", "approved"; not "boss", "status"


def verb_after_name(word: str) -> bool:
    """A finite verb after a name: an auxiliary, an -s or -ed form, or an irregular past form ("Tom hid …")."""
    return (
        word in lexicon.words("auxiliaries") or _SUFFIXED.fullmatch(word) is not None or word in irregular_past_forms()
    )


@cache
def listed_verbs() -> frozenset[str]:
    """The verbs the lexicon lists: common and finite verbs, auxiliaries, irregular past forms."""
    verbs = lexicon.words("common_verbs") | lexicon.words("finite_verbs") | lexicon.words("auxiliaries")
    return verbs | irregular_past_forms()


def listed_verb(low: str) -> bool:
    """A listed verb, or an -ed/-es form of four letters or more ("shipped", "finishes")."""
    return low in listed_verbs() or (len(low) > 3 and low.endswith(("ed", "es")))


def regular_past(word: str, *, states: bool = False, shortest: int = 5) -> bool:
    """``word`` (lower case) reads as a regular past form: it ends in "-ed", has ``shortest`` letters or more, and is
    no listed -ed word that is no verb (``lexicon/ed_not_verbs``: "hundred", "need") — nor, with ``states``, a
    feeling in -ed whose tense the words do not give (``lexicon/ed_states``: "excited", "tired")."""
    if len(word) < shortest or not word.endswith("ed") or word in lexicon.words("ed_not_verbs"):
        return False
    return not (states and word in lexicon.words("ed_states"))
