"""The one stemmer: the comparable form of a word on both sides of every comparison (the proof's and the
grounding aligner's, ``nlp.forms``): Snowball English, after the irregular forms of ``lexicon/irregular.txt``
and ``irregular_plurals.txt`` ("went" → "go"), the derived forms of ``lexicon/derived_forms.txt`` ("allergic" →
"allergy") and the American spelling ("colour" → "color"); a Latin singular in -sis is read as its plural in -ses
("diagnosis" as "diagnoses"), and the plural or possessive of an irregular form as that form ("thoughts" as
"thought", "children's" as "children").
"""

from __future__ import annotations

import threading
from functools import lru_cache
from typing import Any

import snowballstemmer

from factlayer.nlp import lexicon

_LOCAL = threading.local()  # a Snowball stemmer keeps state while it works: one per thread


def _stemmer() -> Any:
    stemmer = getattr(_LOCAL, "stemmer", None)
    if stemmer is None:
        stemmer = _LOCAL.stemmer = snowballstemmer.stemmer("english")
    return stemmer


@lru_cache(maxsize=1)
def irregular_forms() -> dict[str, str]:
    """Each irregular form of ``lexicon/irregular.txt`` (verbs) and ``irregular_plurals.txt`` → its base ("heard" →
    "hear", "took" → "take", "children" → "child")."""
    out: dict[str, str] = {}
    for name in ("irregular", "irregular_plurals"):
        for base, forms in lexicon.table(name).items():
            for form in forms:
                out[form] = base
    return out


@lru_cache(maxsize=1)
def _derived_forms() -> dict[str, str]:
    """Each derived form of ``lexicon/derived_forms.txt`` → its base ("allergic" → "allergy")."""
    return {form: base for base, forms in lexicon.table("derived_forms").items() for form in forms}


@lru_cache(maxsize=1)
def irregular_past_forms() -> frozenset[str]:
    """Irregular past forms of verbs ("spoke", "taught", "hid"), not the base, the -s or the -ing forms, nor an
    irregular plural ("children", "people": ``irregular_forms`` holds both tables)."""
    forms = lexicon.table("irregular").items()
    return frozenset(f for base, fs in forms for f in fs if f != base and "'" not in f and not f.endswith(("s", "ing")))


@lru_cache(maxsize=1)
def _spellings() -> tuple[tuple[str, str], ...]:
    """(British ending, American ending), longest first (``lexicon/spellings.txt``)."""
    pairs = [(row[0], row[1]) for row in lexicon.rows("spellings") if len(row) == 2]
    return tuple(sorted(pairs, key=lambda pair: -len(pair[0])))


_MIN_BEFORE_ENDING = 3


def american(low: str) -> str:
    """``colour`` → ``color``, ``organised`` → ``organized``, ``centre`` → ``center``; other words unchanged."""
    for ending, replacement in _spellings():
        if low.endswith(ending) and len(low) - len(ending) >= _MIN_BEFORE_ENDING:
            return low[: -len(ending)] + replacement
    return low


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The stem both sides of every comparison use: ``went`` → ``go``, ``knees`` → ``knee``, ``colour`` →
    ``color``, ``allergic`` → ``allergy`` (``lexicon/derived_forms.txt``), ``thoughts`` → ``think``,
    ``children's`` → ``child``, ``diagnosis`` → ``diagnos`` (as ``diagnoses``)."""
    low = word.lower().replace("’", "'")
    base = irregular_forms().get(_irregular_form(low)) or _derived_forms().get(low, low)
    base = "-".join(american(part) for part in base.split("-")) if base.isascii() else base
    if "-" in base:
        return "-".join(_snowball(part) for part in base.split("-"))
    return _snowball(base)


def word_stem(low: str) -> str:
    """The stem a claim word and the evidence's are compared by, past a possessive "'s"."""
    return stem(low.removesuffix("'s"))


def _irregular_form(low: str) -> str:
    """The irregular form ``low`` is, or is the plural or possessive of ("thoughts", "children's", "childrens" →
    "thought", "children"): the form itself stems to its base, so its plural does too. Only the form plus "s" or
    "'s": "range" is no form of "ring" though Snowball stems it "rang"."""
    forms = irregular_forms()
    if low in forms:
        return low
    bare = low.removesuffix("'s")
    if bare == low:
        bare = low.removesuffix("s")
    return bare if bare in forms else low


_MIN_LATIN_SINGULAR = 6  # "diagnosis", "sepsis"; not "basis", "oasis" (Snowball reads "bases" as "base")


def _snowball(part: str) -> str:
    """Snowball's stem of one word, a Latin singular in -sis read as its plural in -ses ("diagnosis" and
    "diagnoses" both "diagnos", "crisis" and "crises" both "crise")."""
    if part.endswith("sis") and len(part) >= _MIN_LATIN_SINGULAR:
        part = part[:-2] + "es"
    return str(_stemmer().stemWord(part))


def inflected(word: str) -> bool:
    """A verb or noun form that is not the bare one: "-ed", "-ing", "-s" ("takes"; not "-ss"), or an irregular
    form (``lexicon/irregular.txt``: "took", "taken", "went"). "take", "use", "cut" are bare, and so is the base
    of an irregular verb ("bring", "feed", "sing"), whatever it ends in."""
    low = word.lower().replace("’", "'")
    if low in _irregular_bases():
        return False
    if low.endswith(("ed", "ing")) or (low.endswith("s") and not low.endswith("ss")):
        return True
    return irregular_forms().get(low, low) != low


@lru_cache(maxsize=1)
def _irregular_bases() -> frozenset[str]:
    return frozenset(lexicon.table("irregular"))
