"""An elliptical reply: a subject and an auxiliary with no verb of its own ("I do not", "yes I am", "my mother
does", "I do, on weekends", "my husband does though") — the answered question holds the predicate, so alone it
says nothing and is no fact (``lexicon/elliptical.txt``).

A "do"/modal auxiliary may be followed by particles and words of time or frequency ("I did last year", "I will
tomorrow"); "be" and "have" only by particles, since after them a value or an object is a predicate of its own
("my mother is 80", "I have two")."""

from __future__ import annotations

from factlayer.nlp import lexicon

_OWNERS = frozenset({"my", "your", "his", "her", "our", "their", "the"})
_STRICT = frozenset(
    w for w in lexicon.words("auxiliaries") if w.startswith(("is", "are", "was", "were", "have", "has", "had", "am"))
)


def _time_words() -> frozenset[str]:
    units = {w for entry in lexicon.words("units") for w in entry.split()}
    return (
        lexicon.words("value_glue")
        | lexicon.words("number_words")
        | lexicon.words("weekdays")
        | lexicon.words("months")
        | frozenset(units)
        | frozenset(w for w, role in lexicon.classes("elliptical").items() if role == "time")
    )


def _subject_end(words: list[str]) -> int:
    """The index after the reply's subject: a pronoun, or "my mother" / "the kids" (an owner and one or two words
    before the auxiliary); 0 if there is none."""
    role = lexicon.classes("elliptical")
    if words and role.get(words[0]) == "pronoun":
        return 1
    if words and words[0] in _OWNERS:
        aux = next((i for i, w in enumerate(words[1:4], 1) if w in lexicon.words("auxiliaries")), None)
        return aux if aux is not None and aux > 1 else 0
    return 0


def elliptical(words: list[str]) -> bool:
    """Is the reply (lower-case words, punctuation removed) a subject and an auxiliary with no verb of its own?"""
    role = lexicon.classes("elliptical")
    rest = [w for w in words if role.get(w) != "particle"]
    k = _subject_end(rest)
    if not k or k >= len(rest) or rest[k] not in lexicon.words("auxiliaries"):
        return False
    tail = rest[k + 1 :]
    if all(w in lexicon.words("auxiliaries") for w in tail):
        return len(rest) <= 4 or rest[0] in _OWNERS
    return rest[k] not in _STRICT and all(w in _time_words() for w in tail)
