"""A clause cut that a filler made: "you know" and "i mean" are no clause of their own.

The clause splitter (``nlp.sentences.split_clauses``) cuts at a comma before a subject ("…, you went"), so a
parenthetical "you know" cuts a clause in two: "on your lower extremity exam , i do appreciate , you know , 1 to 2+
pitting edema in your legs" became "… i do appreciate" (stored, and saying nothing) and "you know , 1 to 2+ pitting
edema …" (a fragment). A piece that opens on such a filler, and has no subject of its own after it, is read with
the clause before it (``rejoined``):

- cut at a bare comma: the two pieces are one clause again ("i do appreciate , you know , 1 to 2+ pitting edema");
- cut at a connector ("i wanna go ahead and , you know , increase the norvasc"): the piece starts after the filler
  ("increase the norvasc …"), so the subject before the connector carries to it as to any bare verb
  (``clause_subject.with_subject``).

A piece whose filler is followed by a subject ("…, you know, i take it at night") stays a clause of its own.

**A subject of two nouns** ("Their love and help have been so important"): the splitter reads a noun that is also a
verb ("love", "work", "support") as a predicate and cut the subject at its "and", storing "help have been so
important" (ungrammatical, and whose help was lost). A piece of a possessive or an article and one word, cut from the
next only by "and"/"or", is a noun phrase, not a clause: the two are one again (``noun_pairs``). "This"/"that" are
left out: "that works and …" is a clause.

**A cheer after a dash** ("You've come a long way - keep it up!", "You'll do great, just keep going"): an order to
the listener (``lexicon/imperatives.txt``) after a spaced dash, or after ", just", is no part of the statement before
it — it was stored inside it ("X is proud of the progress Y has made - keep it up."). The statement ends before it
(``commands_off``); the order is dropped (read as a clause, it took the subject before it: "X says Y is keep going").
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.sentences import split_clauses

__all__ = ["commands_off", "joined_clauses", "noun_pairs", "rejoined"]

_FILLER = re.compile(r"(?:you\s+know|i\s+mean)\s*,\s*", re.IGNORECASE)
# The subjects the splitter cuts before (``split_clauses``): after the filler, one of them opens a clause.
_SUBJECT = re.compile(r"(?:i|you|he|she|we|they|it|there|my|his|her|our|their)\b[\s'’]", re.IGNORECASE)


def rejoined(text: str, clauses: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``clauses`` (offsets into ``text``) with the cuts a leading "you know ," / "i mean ," made undone (module
    docstring)."""
    out: list[tuple[int, int]] = []
    for start, end in clauses:
        filler = _FILLER.match(text, start, end)
        if filler is None or filler.end() >= end or _SUBJECT.match(text, filler.end(), end):
            out.append((start, end))
        elif out and not re.search(r"\w", text[out[-1][1] : start]):
            out[-1] = (out[-1][0], end)  # cut at a bare comma: one clause
        else:
            out.append((filler.end(), end))  # cut at a connector (or first): the clause after the filler
    return out


def noun_pairs(text: str, clauses: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``clauses`` with a piece of a possessive or article and one word joined to the next across a bare "and"/"or"
    (module docstring: "Their love | and | help have been …" is one clause)."""
    openers = lexicon.words("possessive_determiners") | {"the", "a", "an"}
    out: list[tuple[int, int]] = []
    for start, end in clauses:
        if out:
            words = text[out[-1][0] : out[-1][1]].lower().split()
            np = len(words) == 2 and words[0] in openers and words[1].isalpha()
            if np and text[out[-1][1] : start].strip().lower() in ("and", "or"):
                out[-1] = (out[-1][0], end)
                continue
        out.append((start, end))
    return out


_COMMAND = re.compile(
    r"(?:\s[-–—]+|,)\s+(?:just\s+)?(?=(?:" + lexicon.alternation("imperatives") + r")\b)", re.IGNORECASE
)


def commands_off(text: str, clauses: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``clauses`` with an order after a spaced dash or ", just" cut off the statement before it (module docstring)."""
    out: list[tuple[int, int]] = []
    for start, end in clauses:
        m = _COMMAND.search(text, start, end)
        just = m is not None and (m.group().lstrip().startswith(("-", "–", "—")) or "just" in m.group().lower())
        if m is not None and just and m.start() > start:
            out.append((start, m.start()))
        else:
            out.append((start, end))
    return out


def joined_clauses(text: str, start: int, end: int, *, chat: bool = False) -> list[tuple[int, int]]:
    """``split_clauses`` of ``text[start:end]``, ``rejoined``, with ``noun_pairs`` made whole and, in a ``chat``,
    ``commands_off`` (in a visit an order after a dash is the plan: "start the metformin - take it with food")."""
    clauses = noun_pairs(text, rejoined(text, split_clauses(text, start, end)))
    return commands_off(text, clauses) if chat else clauses
