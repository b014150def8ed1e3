"""A model's statement that joins two claims, cut into one candidate per claim.

A small model joins what it read ("The doctor is going to tell the front desk six months and the doctor will
revisit those scars.") or copies a run-on turn whole ("The doctor can prescribe you some oxycodone … for pain and
you can continue to take tylenol …"). The digest refuses such a statement as ``not_atomic``, or refuses all of
it when one part is not borne out, so its true parts were lost. Here it is cut where the atomicity check cuts it
(``nlp.clauses.compound_parts``: at "and", "but", "while", "whereas" between parts with their own predicate), and
each part is a candidate of its own, proven like any other. A part that starts with its verb takes the first
part's subject ("The patient smokes and drinks." → "The patient drinks."): the model's own words, distributed over
the conjunction. A statement someone is said to say ("The doctor says …") is not cut: its frame holds every part.
Nor is one whose first part frames what follows — a modal, a wish or attempt ("wants to", "should", "will"), a
question asked ("asked whether"), a condition ("If the pain gets worse, … and the doctor will order an MRI"): a later
part would lose the frame or the condition, or take a subject the frame's content does not have ("wants to quit
smoking and start running" is no "The patient start running").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from factlayer.nlp import lexicon
from factlayer.nlp.clauses import compound_parts
from factlayer.nlp.parse import Word, parse
from factlayer.nlp.persons import FIRST_PERSON, THIRD_PERSON

__all__ = ["Claims", "claims_of"]

_ENDS = ".!?"
# A later part about "it", "they", "she", "everything": what it names was in the model's context, not in the part.
_POINTING = lexicon.words("anaphors") | THIRD_PERSON | lexicon.words("vague")
_UNIVERSAL = re.compile(r"(?:every|any|no|some)(?:thing|one|body)")


def _subject_word(clause: str) -> tuple[tuple[Word, ...], Word] | None:
    words = parse(clause)
    root = next((w for w in words or () if w.dep == "ROOT"), None)
    subject = next((w for w in words or () if w.dep == "nsubj" and root is not None and w.head == root.i), None)
    return (words, subject) if words is not None and subject is not None else None


def _subject(clause: str) -> str | None:
    """The subject phrase of ``clause``'s main verb ("The doctor", "Dr. Kim's nurse"), None when it has none."""
    found = _subject_word(clause)
    if found is None:
        return None
    words, subject = found
    first = min(w.start for w in words if _under(words, w, subject.i))
    return clause[first : subject.end]


def _pointing(clause: str) -> bool:
    """Whether ``clause``'s subject points back ("it", "they", "she", "everything"), not "I"/"you"/"we"."""
    found = _subject_word(clause)
    low = found[1].low if found else ""
    return bool(low) and low not in FIRST_PERSON and (low in _POINTING or _UNIVERSAL.fullmatch(low) is not None)


def _under(words: tuple[Word, ...], word: Word, top: int) -> bool:
    """Whether ``word`` is ``top`` or hangs from it."""
    seen: set[int] = set()
    while word.i != top and word.head != word.i and word.i not in seen:
        seen.add(word.i)
        word = words[word.head]
    return word.i == top


def _frames_what_follows(parts: list[str], cut_off: bool) -> bool:
    """Whether the first part holds a condition, or a modal, a wish or attempt or a question asked that a later part
    led by its verb would fall under when lent the first part's subject (module docstring)."""
    lows = set(re.findall(r"[a-z']+", parts[0].lower()))
    if lows & lexicon.union("condition_openers", "conditionals"):
        return True  # "If the pain gets worse, the patient will call and the doctor will order an MRI"
    framed = bool(lows & lexicon.union("modal_heads", "asking_verbs", "wish_heads", "trying_planning"))
    later = parts[1:-1] if cut_off else parts[1:]  # an unfinished last part is left out anyway
    subject = _subject(parts[0]) if framed else None
    return subject is not None and any(_with_subject(subject, p.rstrip(_ENDS + ",; ")) is not None for p in later)


def _with_subject(subject: str, part: str) -> str | None:
    """``part`` led by ``subject`` when it starts with its verb ("drinks" → "The patient drinks"), else None."""
    if _subject(part) is not None:
        return None
    joined = f"{subject} {part}"
    first = next((w for w in parse(joined) or () if w.start == len(subject) + 1), None)
    return joined if first is not None and (first.tag.startswith("VB") or first.tag == "MD") else None


@dataclass(frozen=True, slots=True)
class Claims:
    """The claims a statement is cut into, and the parts left out (with why)."""

    kept: list[str]
    left: list[tuple[str, str]]


def claims_of(statement: str, *, cut_off: bool = False) -> Claims:
    """``statement`` cut into its claims (module docstring), or ``[statement]`` when it joins none. ``cut_off``: the
    model's answer stopped inside the statement (its length bound), so its last part is unfinished and left out.
    A part after the first whose subject points back ("it came a couple times") is left out: what it names is not
    in it."""
    parts = compound_parts(statement)
    if not parts or _frames_what_follows(parts, cut_off):
        return Claims([statement], [])
    end = statement.rstrip()[-1] if statement.rstrip()[-1:] in _ENDS else "."
    subject = _subject(parts[0])
    kept: list[str] = []
    left: list[tuple[str, str]] = []
    for i, part in enumerate(p.rstrip(_ENDS + ",; ") for p in parts):
        if not part:
            continue
        if cut_off and i == len(parts) - 1:
            left.append((part, "the model's statement was cut off at its length bound inside this part"))
            continue
        if i and _pointing(part):
            left.append((part, "its subject points back to something this part does not name"))
            continue
        part = (_with_subject(subject, part) if subject is not None else None) or part
        kept.append(part[:1].upper() + part[1:] + end)
    return Claims(kept, left)
