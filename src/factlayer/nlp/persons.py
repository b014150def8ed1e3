"""Who a word names: the persons' words ("I / my", "you / your", "he / she / they"), the comparable forms of a
speaker label or a name (``Dr. Smith`` is also ``smith`` and ``doctor``), and the :class:`Subject` a clause is about
(a person, a relation of someone, or unknown)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from factlayer.nlp import lexicon

# The persons' words, one list each in the lexicon: "I / my", "you / your", "he / she / they" (and their "his / her /
# their"): someone other than the one speaking or spoken to.
FIRST_PERSON = lexicon.words("first_person")
SECOND_PERSON = lexicon.words("second_person")
THIRD_PERSON = lexicon.words("third_person")
THIRD_PERSON_WORDS = THIRD_PERSON | lexicon.words("third_person_possessives")
_TITLES = lexicon.words("name_titles")


@lru_cache(maxsize=1)
def _first_person_pattern() -> re.Pattern[str]:
    return re.compile(rf"\b{lexicon.alternation('first_person')}\b", re.IGNORECASE)


def first_person(text: str) -> bool:
    """Whether the text has the speaker's own words for themself ("I", "my", "me"; ``lexicon/first_person``)."""
    return _first_person_pattern().search(text.replace("’", "'")) is not None


@lru_cache(maxsize=4096)
def aliases(name: str) -> frozenset[str]:
    """Comparable forms of a speaker label or a name written in a claim."""
    cleaned = re.sub(r"[\[\]():\"'“”.]", " ", name.lower()).replace("_", " ").replace("-", " ")
    words = cleaned.split()
    if not words:
        return frozenset()
    roles = lexicon.groups("speakers")
    out = {" ".join(words)}
    out.update(w for w in words if len(w) > 2 and w not in _TITLES and not w.isdigit())
    out.update(roles[w] for w in words if w in roles)
    lettered = len(words) > 1 and len(words[-1]) == 1 and words[-1] != "s"  # "Grad A", not "Tom Berg's"
    if ("speaker" in words and any(w.isdigit() for w in words)) or lettered:
        out = {" ".join(words)}  # "Speaker 2", "Grad A", "Professor B": the role word alone names none of them
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class Subject:
    kind: Literal["person", "relation", "unknown"]
    names: frozenset[str] = frozenset()  # the person, or the relation's owner (empty: any owner)
    relation: str | None = None

    def known(self) -> bool:
        return self.kind != "unknown"

    def same(self, other: Subject) -> bool | None:
        """True: the same; False: someone else; None: cannot tell (either is unknown)."""
        if not self.known() or not other.known():
            return None
        if self.kind != other.kind:
            return False
        if self.kind == "relation":
            if self.relation != other.relation:
                return None if _one_holds_the_other(self.relation, other.relation) else False
            return True if not self.names or not other.names else bool(self.names & other.names)
        return bool(self.names & other.names)

    def describe(self) -> str:
        name = sorted(self.names, key=len, reverse=True)[0] if self.names else "someone"
        if self.kind == "relation":
            return f"{name}'s {self.relation}"
        return name if self.kind == "person" else "unknown"


UNKNOWN = Subject("unknown")


def _one_holds_the_other(a: str | None, b: str | None) -> bool:
    """Does one relation name a group of kin the other is one of ("parent" and "father": ``lexicon/kin_groups``)?"""
    rows = _kin_groups()
    return b in rows.get(a or "", ()) or a in rows.get(b or "", ())


@lru_cache(maxsize=1)
def _kin_groups() -> dict[str, frozenset[str]]:
    return {row[0]: frozenset(row[1:]) for row in lexicon.rows("kin_groups")}


def person(label: str | None) -> Subject:
    return Subject("person", aliases(label)) if label else UNKNOWN


def grammatical_person(words: Sequence[str]) -> int | None:
    """1 for a clause or claim about the one speaking ("I", "my", "the speaker"), 2 for the one spoken to
    ("you", "your", "the listener"), None otherwise — the first such word decides."""
    for k, w in enumerate(words[:6]):
        if w in FIRST_PERSON or (w == "speaker" and k > 0 and words[k - 1] == "the"):
            return 1
        if w in SECOND_PERSON or (w in ("listener", "addressee") and k > 0 and words[k - 1] == "the"):
            return 2
    return None
