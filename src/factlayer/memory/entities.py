"""People and things of one namespace, each with its aliases, and the rules that link a mention to them.

A mention (a speaker label, the extractor's ``subject_name``, a name in a self-introduction) is linked
to an entity by these rules, in this order; the first that decides wins:

1. ``exact``: the normalised mention (lower case, titles such as Dr./Mrs. dropped, spaces collapsed)
   is an alias of exactly one entity.
2. ``first_name``: a one-word mention is the first name of exactly one known full name
   ("Mel" does not match "Melanie": no nicknames are guessed).
3. ``full_name``: a full name whose first name is exactly one entity known only by that first name
   ("John" known, "John Smith" arrives) — the full name becomes an alias of that entity.
4. ``role``: "<owner>'s <role>" ("Caroline's sister") is an alias like any other; a fact that
   introduces the role with a name ("my sister Anna") makes both aliases of one entity.
5. ``self_introduction``: "my name is X", "I'm X", "call me X" said under a generic speaker label
   ("Speaker 1", "Patient") links that label, in that transcription only, to X.

Two or more candidates at any step → **ambiguous: the mention is not linked** (seed 002: a wrong
attribution is worse than a missing one). No candidate → a new entity. Generic labels are never
names: "Patient" in one transcription is not "Patient" in the next, so they are keyed by the
transcription.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

Rule = Literal["exact", "first_name", "full_name", "role", "self_introduction", "new"]

TITLES = frozenset({"dr", "mr", "mrs", "ms", "miss", "prof", "sir", "madam"})
# Words that make a speaker label a role, not a name (one list, here).
GENERIC_LABEL_WORDS = frozenset(
    {
        "speaker", "patient", "doctor", "nurse", "interviewer", "interviewee", "user", "assistant", "agent",
        "customer", "client", "host", "guest", "participant", "unknown", "caller", "operator", "moderator",
        "student", "teacher", "grad", "professor", "manager", "chair", "member", "clinician", "physician",
        "a", "b", "c", "d", "me", "you",
    }
)  # fmt: skip
ROLE_WORDS = frozenset(
    {
        "sister", "brother", "mother", "father", "mom", "mum", "dad", "son", "daughter", "wife", "husband",
        "partner", "boyfriend", "girlfriend", "friend", "boss", "colleague", "doctor", "dog", "cat",
        "grandmother", "grandfather", "grandma", "grandpa", "aunt", "uncle", "cousin", "niece", "nephew",
        "kids", "kid", "child", "children", "neighbor", "neighbour", "therapist", "mentor",
    }
)  # fmt: skip
_NAME = r"([A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})"
SELF_INTRODUCTION = re.compile(rf"\b(?:my name is|name's|call me|I am|I'm|this is)\s+{_NAME}\b")
ROLE_INTRODUCTION = re.compile(rf"\bmy\s+(?P<role>[a-z]+),?\s+(?P<name>{_NAME[1:-1]})\b")


def normalise(mention: str) -> str:
    words = re.findall(r"[\w'-]+", mention.lower())
    while words and words[0].rstrip(".") in TITLES:
        words = words[1:]
    return " ".join(words)


def is_generic_label(label: str) -> bool:
    words = normalise(label).split()
    return not words or any(w in GENERIC_LABEL_WORDS or w.isdigit() for w in words)


def self_introduced_name(text: str) -> str | None:
    """The name a speaker gives for themself in ``text``, if any ("Hi, my name is John Smith")."""
    match = SELF_INTRODUCTION.search(text)
    if match is None:
        return None
    name = match.group(1)
    first = name.split()[0].lower()
    return None if first in GENERIC_LABEL_WORDS or first in ROLE_WORDS else name


def role_introduction(text: str) -> tuple[str, str] | None:
    """("sister", "Anna") from "my sister Anna ..."."""
    match = ROLE_INTRODUCTION.search(text)
    if match is None or match["role"] not in ROLE_WORDS:
        return None
    return match["role"], match["name"]


def role_alias(owner_name: str, role: str) -> str:
    return normalise(f"{owner_name}'s {role}")


@dataclass(frozen=True)
class Resolution:
    entity_id: str | None  # None: ambiguous (skip) or a new entity is needed (rule == "new")
    rule: Rule
    new_aliases: tuple[str, ...] = ()
    candidates: tuple[str, ...] = ()

    @property
    def ambiguous(self) -> bool:
        return self.entity_id is None and self.rule != "new"


@dataclass
class EntityDirectory:
    """The aliases of one namespace: normalised alias → entity ids."""

    aliases: dict[str, set[str]] = field(default_factory=dict)

    def add(self, alias: str, entity_id: str) -> None:
        self.aliases.setdefault(normalise(alias), set()).add(entity_id)

    def _full_names(self) -> dict[str, set[str]]:
        return {a: ids for a, ids in self.aliases.items() if len(a.split()) >= 2 and "'s" not in a}

    def resolve(self, mention: str) -> Resolution:
        key = normalise(mention)
        exact = self.aliases.get(key, set())
        if len(exact) == 1:
            return Resolution(next(iter(exact)), "exact")
        if len(exact) > 1:
            return Resolution(None, "exact", candidates=tuple(sorted(exact)))
        words = key.split()
        if len(words) == 1:
            owners = {e for alias, ids in self._full_names().items() if alias.split()[0] == key for e in ids}
            if len(owners) == 1:
                return Resolution(next(iter(owners)), "first_name", new_aliases=(key,))
            if owners:
                return Resolution(None, "first_name", candidates=tuple(sorted(owners)))
        elif len(words) >= 2 and "'s" not in key:
            first = self.aliases.get(words[0], set())
            if len(first) == 1:
                entity = next(iter(first))
                other_surnames = any(
                    entity in ids and alias.split()[0] == words[0] for alias, ids in self._full_names().items()
                )
                if not other_surnames:
                    return Resolution(entity, "full_name", new_aliases=(key,))
            if len(first) > 1:
                return Resolution(None, "full_name", candidates=tuple(sorted(first)))
        return Resolution(None, "new")
