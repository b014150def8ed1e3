"""Names a claim gives that the source never says, where the other checks let them pass:

- a name under a title of the other sex (:func:`other_sex_title`): "Mr. Patel" is not the "Mrs. Patel" the source
  speaks of. A couple, a parent and child share a surname, so where the source titles a surname only as
  Mrs./Ms./Miss, a claim about "Mr. <surname>" names someone it never spoke of (and the other way round). Where the
  source gives that surname no title, or both, nothing is decided here;
- a name's possessive that owns a thing (:func:`owner_never_named`): "Kim's Civic is broken" is about the Civic,
  and its owner was dropped with the subject's words, so "My Civic is broken" bore it out from a source that names
  no Kim. Whose thing it is, among the people the source does name, is ``proof/owners.py``'s to check."""

from __future__ import annotations

import re
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import tokenize
from factlayer.proof.claim import Proposition
from factlayer.proof.naming import unsaid_name
from factlayer.proof.source import Source

__all__ = ["absent_name", "other_sex_title", "owner_never_named"]

_SEX = {"mr": "male", "mrs": "female", "ms": "female", "miss": "female"}
_TITLED = re.compile(r"\b(mr|mrs|ms|miss)\b\.?\s+([A-Za-z][\w'’-]*)", re.IGNORECASE)


def _surname(word: str) -> str:
    return word.lower().removesuffix("'s").removesuffix("’s")


@lru_cache(maxsize=64)
def _titled_in(source_text: str) -> dict[str, frozenset[str]]:
    """Each surname the source titles → the sexes of its titles."""
    out: dict[str, set[str]] = {}
    for m in _TITLED.finditer(source_text):
        out.setdefault(_surname(m.group(2)), set()).add(_SEX[m.group(1).lower()])
    return {name: frozenset(sexes) for name, sexes in out.items()}


def other_sex_title(claim_text: str, source_text: str) -> str | None:
    """The claim's titled name ("Mr. Patel") whose surname the source titles only with the other sex's titles."""
    for m in _TITLED.finditer(claim_text):
        if not m.group(2)[:1].isupper():
            continue  # "miss work": no title; a claim is written with its names capitalised
        said = _titled_in(source_text).get(_surname(m.group(2)))
        if said and _SEX[m.group(1).lower()] not in said:
            surname = m.group(2).removesuffix("'s").removesuffix("’s")
            return f"{m.group(1)}. {surname} (the source titles {surname} as {' and '.join(sorted(said))} only)"
    return None


_CONTRACTED = lexicon.words("stopwords") | {"let"}


def owner_never_named(claim_text: str, source_words: frozenset[str], known_people: frozenset[str]) -> str | None:
    """A capitalised name's possessive in the claim ("Kim's") whose name the source never says and no speaker goes
    by. ``source_words``: the source's words in lower case (``Source.words``: tokens, and names without their
    possessive)."""
    people = known_people | {word for name in known_people for word in name.split()}
    for tok in tokenize(claim_text):
        name = tok.low.removesuffix("'s")
        if name == tok.low or not tok.text[:1].isupper() or name in _CONTRACTED:
            continue  # not a possessive, not a name, or "It's", "That's", "Let's"
        if name not in source_words and name not in people:
            return f"{tok.text[: len(name)]} (the source names no {tok.text[: len(name)]})"
    return None


def absent_name(prop: Proposition, source: Source, window: tuple[int, ...]) -> str | None:
    """A name the claim gives that names no one of the source for ``window``: ``proof.naming.unsaid_name``, a title
    of the other sex, or an owner the source never names."""
    return (
        unsaid_name(prop, source, window)
        or other_sex_title(prop.text, source.text)
        or owner_never_named(prop.text, source.words, source.known_people())
    )
