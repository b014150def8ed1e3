"""Word lists kept as data (``lexicon/*.txt``), loaded once.

Format: one entry a line, ``#`` starts a comment. :func:`words` reads each line as one entry (a word
or a phrase); :func:`groups` reads each line as words that stand for each other (the first is the
canonical one); :func:`classes` reads ``name: member member ...`` lines.

A file whose lines are not single entries (word groups, tables, classes) says so in a line of its own,
``# lines: structured``; :func:`words` and :func:`alternation` refuse it, so a line such as "april apr" is
never read as one phrase that no token can match (:func:`members` gives each of its words).
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

STRUCTURED = "# lines: structured"


def _text(name: str) -> str:
    return resources.files("factlayer.nlp").joinpath("lexicon", f"{name}.txt").read_text(encoding="utf-8")


def structured(name: str) -> bool:
    """Does ``name.txt`` mark its lines as structured (groups, tables, classes) rather than entries?"""
    return any(line.strip() == STRUCTURED for line in _text(name).splitlines())


def _entries(name: str) -> list[str]:
    if structured(name):
        raise ValueError(f"lexicon {name!r}: its lines are structured; read it with members(), groups() or rows()")
    return _lines(name)


def _lines(name: str) -> list[str]:
    text = _text(name)
    out = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip().lower()
        if line:
            out.append(line)
    return out


@cache
def words(name: str) -> frozenset[str]:
    """Every entry of ``name.txt`` (words or phrases)."""
    return frozenset(_entries(name))


@cache
def union(*names: str) -> frozenset[str]:
    """Every entry of every ``name.txt`` of ``names``, as one set (plain word lists, as :func:`words` reads them)."""
    return frozenset().union(*(words(name) for name in names))


@cache
def members(name: str) -> frozenset[str]:
    """Every word of every line of ``name.txt`` (a file of word groups or forms, ``# lines: structured``)."""
    return frozenset(word for line in _lines(name) for word in line.split())


@cache
def groups(name: str) -> dict[str, str]:
    """Each word of ``name.txt`` → the first word of its line."""
    out: dict[str, str] = {}
    for line in _lines(name):
        members = line.split()
        for member in members:
            out.setdefault(member, members[0])
    return out


@cache
def synonym_sets(name: str) -> dict[str, frozenset[str]]:
    """Each word of ``name.txt`` → every word that shares a line with it (a word may sit on several lines)."""
    out: dict[str, set[str]] = {}
    for line in _lines(name):
        members = set(line.split())
        for member in members:
            out.setdefault(member, set()).update(members)
    return {k: frozenset(v) for k, v in out.items()}


@cache
def classes(name: str) -> dict[str, str]:
    """Each member of a ``class: members`` file → its class."""
    out: dict[str, str] = {}
    for line in _lines(name):
        label, _, members = line.partition(":")
        for member in members.split():
            out.setdefault(member, label.strip())
    return out


@cache
def of_class(name: str, label: str) -> frozenset[str]:
    """The members of one class of a ``class: members`` file (:func:`classes`)."""
    return frozenset(w for w, kind in classes(name).items() if kind == label)


@cache
def table(name: str) -> dict[str, tuple[str, ...]]:
    """First word of each line → the rest of the line's words."""
    return {parts[0]: tuple(parts[1:]) for parts in (line.split() for line in _lines(name))}


@cache
def pairs(name: str) -> dict[str, frozenset[str]]:
    """Each word of a two-words-a-line file → the words it is paired with (both ways)."""
    out: dict[str, set[str]] = {}
    for line in _lines(name):
        a, _, b = line.partition(" ")
        out.setdefault(a, set()).add(b.strip())
        out.setdefault(b.strip(), set()).add(a)
    return {k: frozenset(v) for k, v in out.items()}


@cache
def scores(name: str) -> tuple[tuple[str, float], ...]:
    """``phrase: score`` lines, in file order."""
    out = []
    for line in _lines(name):
        phrase, _, value = line.rpartition(":")
        out.append((phrase.strip(), float(value)))
    return tuple(out)


@cache
def rows(name: str) -> tuple[tuple[str, ...], ...]:
    """Each line's words, in file order."""
    return tuple(tuple(line.split()) for line in _lines(name))


@cache
def alternation(name: str) -> str:
    """The entries of ``name.txt`` as one regex group, ``(?:…|…)``, longest first (so a phrase wins over its
    first word), spaces matching any run of whitespace; for patterns that hold a word list."""
    entries = sorted(_entries(name), key=lambda e: (-len(e), e))
    return "(?:" + "|".join(r"\s+".join(re.escape(w) for w in e.split()) for e in entries) + ")"


@cache
def nested(name: str) -> frozenset[frozenset[str]]:
    """The {whole, part} pairs of a ``whole: part part ...`` file (``part_of.txt``)."""
    out: set[frozenset[str]] = set()
    for line in _lines(name):
        whole, _, parts = line.partition(":")
        out.update(frozenset((whole.strip(), part)) for part in parts.split())
    return frozenset(out)


def rivals(word: str, category: str | None, of: str, categories: dict[str, str]) -> bool:
    """Is ``word`` another member of ``category`` (``categories``) than ``of``, neither a part of the other
    (``lexicon/part_of.txt``)? In one slot two members conflict ("knee" / "shoulder"); a part and its whole do not
    ("the knee pain" and "a straight leg brace": the one names where on the other)."""
    same_class = category is not None and categories.get(word) == category
    return same_class and word != of and frozenset((word, of)) not in nested("part_of")


@cache
def phrase_groups(name: str) -> dict[str, str]:
    """Each phrase of a ``phrase, phrase, ...`` file → the first phrase of its line (the canonical one)."""
    out: dict[str, str] = {}
    for line in _lines(name):
        phrases = [" ".join(p.split()) for p in line.split(",") if p.strip()]
        for phrase in phrases:
            out.setdefault(phrase, phrases[0])
    return out
