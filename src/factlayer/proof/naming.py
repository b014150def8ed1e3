"""Whose name it is: "The doctor is Ms. Hill." is decided by how the speakers name each other, not by the words.

A name in a speaker's turn is most often the *other* party's ("[doctor] hey, ms. hill" greets the patient), so
finding a claim's words in one turn says nothing about whom a name belongs to: the word-by-word check verified
"The doctor is Ms. Hill." and "The patient is Dr. James." from the greetings of a visit. For a claim of that
shape — a subject that is a speaker, "is" (or "'s name is", "is called"), a name and nothing else — the answer
comes from the names each speaker is called by (``Source.called``: greeted by the other party, or self-named:
"my name is …", "I'm …"):

- the name is one the subject's speaker is called by: supported, the sentence that says the name is the evidence;
- it is another speaker's: the name belongs to someone else (CONTRADICTED — the worst error is the name
  credited to the wrong person);
- no speaker is called by it: not borne out (a name said in passing identifies nobody).

Any other shape of claim (or a subject that is no speaker: "Pamela is Ms. Cook.") is left to the usual check.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from factlayer.nlp.subjects import Subject, aliases
from factlayer.proof.source import Source

__all__ = ["Naming", "naming"]

_TITLE = r"(?:(?i:mr|mrs|ms|miss|dr|prof|professor|doctor)\.?\s+)"
_IDENTITY = re.compile(
    r"^\s*(?P<subject>\S.*?)(?:'s\s+name)?\s+(?:is|was)\s+(?:called\s+|named\s+)?"
    rf"(?P<name>{_TITLE}?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){{0,2}})\s*[.!]?\s*$"
)


@dataclass(frozen=True, slots=True)
class Naming:
    outcome: Literal["supports", "conflicts", "absent"]
    name: str
    owner: str | None  # the speaker label the name belongs to
    evidence: tuple[int, int] | None  # the first sentence that says the name


def _capitalised(name: str) -> bool:
    """A name as a claim writes it: its last word capitalised ("Ms. Hill", not "the best")."""
    return name.split()[-1][:1].isupper()


def _speakers_of(subject: Subject, source: Source) -> set[str]:
    return {label for label in source.speakers if subject.names & aliases(label)}


def _said(name: str, source: Source) -> tuple[int, int] | None:
    words = [re.escape(w) for w in re.sub(r"[.]", " ", name).split()]
    pattern = re.compile(r"\b" + r"\W{0,3}\s*".join(words) + r"\b", re.IGNORECASE)
    for sentence in source.sentences:
        if pattern.search(source.text, sentence.start, sentence.end):
            return sentence.start, sentence.end
    return None


def naming(text: str, subject: Subject, source: Source) -> Naming | None:
    """The verdict on ``text`` as a claim of whose name it is, or None when it is no such claim."""
    match = _IDENTITY.match(text)
    if match is None or not _capitalised(match["name"]) or subject.kind != "person":
        return None
    mine = _speakers_of(subject, source)
    if not mine:
        return None
    name = match["name"]
    forms = aliases(name)
    full = {f for f in forms if " " in f} or forms
    owners = {label for label, called in source.called.items() if called & full} or {
        label for label, called in source.called.items() if called & forms
    }
    evidence = _said(name, source) or (_said(name.split()[-1], source) if owners else None)
    if owners & mine:
        return Naming("supports", name, next(iter(sorted(owners & mine))), evidence)
    if owners:
        return Naming("conflicts", name, sorted(owners)[0], evidence)
    return Naming("absent", name, None, evidence)
