"""Is a sentence one claim or several joined together?

The seed's rule ("reject any ' and '") rejects "salt and pepper" and "Johnson and Johnson".
The rule here: a sentence joins two claims when, split at a coordinating conjunction or a
semicolon, *both* sides carry their own predicate (a verb, or a subject pronoun starting a clause).
Noun-phrase coordination ("has a headache and nausea") is reported separately as a *list*: it is
one predicate over several objects, which the pipeline flags as a softer (MEDIUM) issue unless it
is a fixed binomial or a proper name pair.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from factlayer.text.lexicon import BINOMIALS, COMMON_VERBS, SUBJECT_PRONOUNS

_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_SPLIT = re.compile(r"\s*;\s*|\s*,?\s+\b(?:and|but|while|whereas)\b\s+", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Atomicity:
    compound: bool  # two (or more) predicates joined: not one fact
    noun_list: bool  # one predicate over coordinated objects ("headache and nausea")
    reason: str | None


def _words(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


def has_predicate(fragment: str) -> bool:
    """Does this fragment carry a verb of its own?"""
    words = _words(fragment)
    if not words:
        return False
    if words[0] in SUBJECT_PRONOUNS and len(words) > 1:
        return True
    for word in words:
        base = word.split("'")[0]
        if word in COMMON_VERBS or base in COMMON_VERBS:
            return True
        if "'" in word and word.endswith(("'s", "'re", "'ve", "'m", "'d", "'ll", "n't")) and base in SUBJECT_PRONOUNS:
            return True
    return False


def _is_binomial(text: str) -> bool:
    normalised = " ".join(_words(text))
    return any(b in normalised for b in BINOMIALS)


def _proper_pair(left: str, right: str) -> bool:
    left_words = left.split()
    right_words = right.split()
    return bool(left_words and right_words and left_words[-1][:1].isupper() and right_words[0][:1].isupper())


def analyse(text: str) -> Atomicity:
    parts = [p for p in _SPLIT.split(text.strip()) if p and p.strip()]
    if len(parts) < 2:
        return Atomicity(False, False, None)
    predicates = [has_predicate(p) for p in parts]
    if sum(predicates) >= 2:
        return Atomicity(True, False, "joins two claims, each with its own predicate; split them into separate facts")
    if ";" in text:
        return Atomicity(True, False, "joins statements with ';'")
    # One predicate with coordinated arguments.
    if _is_binomial(text):
        return Atomicity(False, False, None)
    lowered = text.lower()
    for match in re.finditer(r"\band\b", lowered):
        left, right = text[: match.start()], text[match.end() :]
        if _proper_pair(left.strip(), right.strip()):
            continue
        return Atomicity(False, True, "lists several items under one predicate; each may be a separate fact")
    return Atomicity(False, False, None)


def compound_claim_reason(text: str) -> str | None:
    """Reason text when ``text`` joins several claims, else None."""
    result = analyse(text)
    return result.reason if result.compound else None
