"""A word and the same word under a negative prefix ("lawful" / "unlawful"): opposites, whatever their spelling
distance says (``lexicon/negative_prefixes.txt``)."""

from __future__ import annotations

from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem

_MIN_BASE = 4  # "in" + "fact" is no opposite of "fact" with fewer letters ("un" + "it")


@lru_cache(maxsize=65536)
def prefixed_opposites(word: str) -> frozenset[str]:
    """The forms of ``word`` with a negative prefix added or taken off: "lawful" → {"unlawful", "inlawful", …},
    "unlikely" → {"likely"}."""
    low = word.lower()
    prefixes = lexicon.words("negative_prefixes")
    added = {p + low for p in prefixes} if len(low) >= _MIN_BASE else set()
    removed = {low[len(p) :] for p in prefixes if low.startswith(p) and len(low) - len(p) >= _MIN_BASE}
    return frozenset(added | removed)


def opposite_by_prefix(a: str, b: str) -> bool:
    """Is one of the two words the other under a negative prefix?"""
    return b.lower() in prefixed_opposites(a)


def prefixed_form(a: str, b: str) -> bool:
    """Is one of the two words the other with letters put before it ("abnormal" / "normal", "atypical" /
    "typical", "asymmetric" / "symmetric")? A prefix makes another word (often the opposite), never a misspelling:
    a misheard or mistyped word keeps its start ("ibuprofin")."""
    low_a, low_b = a.lower(), b.lower()
    short, long = sorted((low_a, low_b), key=len)
    return len(short) >= _MIN_BASE and len(long) > len(short) and long.endswith(short)


def opposite_stems(a_stem: str, b: str) -> bool:
    """Is one word's stem the other's under "un", another form of either ("changes" / "unchanged", "control" /
    "uncontrolled")? Only "un": "dis" and "in" before a stem make other words as often ("charge" / "discharge",
    "form" / "inform")."""
    low = b.lower()
    if not (low.startswith("un") or a_stem.startswith("un")):
        return False  # asked of every word of every window: no stem without an "un" to compare (the tables map no
        # word to an "un-" word, nor does Snowball or the spelling rule add one)
    short, long = sorted((a_stem, stem(low)), key=len)
    return len(short) >= _MIN_BASE and long == "un" + short
