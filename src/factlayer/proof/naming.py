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
- no speaker is called by it: not borne out (a name said in passing identifies nobody);
- "the patient's husband is Ms. Hill.": a speaker's relation named by a name a speaker is called by is not borne
  out by the name (the greeting says whose name it is, not whose husband that is).

Any other shape of claim (or a subject that is no speaker: "Pamela is Ms. Cook.") is left to the usual check.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from factlayer.nlp import lexicon
from factlayer.nlp.persons import aliases
from factlayer.nlp.titles import is_title
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source

__all__ = ["Naming", "naming", "unsaid_name"]

_TITLE = r"(?:(?:mr|mrs|ms|miss|dr|prof|professor|doctor)\.?\s+)"
_NAME = rf"(?P<name>(?P<title>{_TITLE})?[\w'-]+(?:\s+[\w'-]+){{0,2}}?)"
_ROLE_FIRST = re.compile(  # "The doctor is Ms. Hill.", "the caller's name is tom berg"
    rf"^\s*(?:the\s+)?(?P<role>[\w ]+?)(?:'s\s+name)?\s+(?:is|was)\s+(?:called\s+|named\s+)?{_NAME}\s*[.!]?\s*$",
    re.IGNORECASE,
)
_RELATION = re.compile(  # "The patient's husband is Ms. Hill."
    rf"^\s*(?:the\s+)?(?P<role>[\w ]+?)'s\s+(?!name\s)[\w -]+?\s+(?:is|was)\s+(?:called\s+|named\s+)?"
    rf"{_NAME}\s*[.!]?\s*$",
    re.IGNORECASE,
)
_NAME_FIRST = re.compile(  # "Ms. Hill is the patient."
    rf"^\s*{_NAME}\s+(?:is|was)\s+(?:the\s+)?(?P<role>[\w ]+?)\s*[.!]?\s*$", re.IGNORECASE
)
_NAME_OF = re.compile(  # "Dr. Scott is the patient's doctor.": the speaker of that role in a visit of two
    rf"^\s*{_NAME}\s+(?:is|was)\s+(?:the\s+)?(?P<owner>[\w ]+?)'s\s+(?P<role>[\w ]+?)\s*[.!]?\s*$", re.IGNORECASE
)


@dataclass(frozen=True, slots=True)
class Naming:
    outcome: Literal["supports", "conflicts", "absent"]
    name: str
    owner: str | None  # the speaker label the name belongs to
    evidence: tuple[int, int] | None  # the first sentence that says the name


def _speakers_named(role: str, source: Source) -> set[str]:
    """The speakers a role or label written in a claim is ("the doctor", "Speaker 1", "Caroline"): the whole
    words must be one of the label's names — "the patient's husband" is not the patient."""
    key = " ".join(re.sub(r"[^\w ]", " ", role.lower()).split())
    return {label for label in source.speakers if key in aliases(label)}


def _called(forms: frozenset[str], source: Source) -> set[str]:
    full = {f for f in forms if " " in f} or set(forms)
    return {label for label, called in source.called.items() if called & full} or {
        label for label, called in source.called.items() if called & forms
    }


def _is_a_name(match: re.Match[str], owners: set[str]) -> bool:
    """A title ("ms. hill"), a name some speaker is called by ("tom berg"), or two capitalised words ("Tom Berg");
    one capitalised word no one is called ("The patient is Hispanic.") is left to the usual check, and so is a
    possessive ("Caroline is Melanie's friend.", "… Ms. Hill's daughter."): that names a relation, not a name."""
    words = match["name"].split()
    if any("'" in w or "’" in w for w in words):
        return False
    return bool(match["title"]) or bool(owners) or (len(words) > 1 and all(w[:1].isupper() for w in words))


def _said(name: str, source: Source) -> tuple[int, int] | None:
    words = [re.escape(w) for w in re.sub(r"[.]", " ", name).split()]
    pattern = re.compile(r"\b" + r"\W{0,3}\s*".join(words) + r"\b", re.IGNORECASE)
    for sentence in source.sentences:
        if pattern.search(source.text, sentence.start, sentence.end):
            return sentence.start, sentence.end
    return None


def naming(text: str, source: Source) -> Naming | None:
    """The verdict on ``text`` as a claim of whose name it is, or None when it is no such claim."""
    relation = _RELATION.match(text)
    if (
        relation is not None
        and _speakers_named(relation["role"], source)
        and _called(aliases(relation["name"]), source)
    ):
        # a speaker's relation ("husband", "doctor") named by a name a speaker is called by: a greeting says whose
        # name it is, never whose husband that is
        return Naming("absent", relation["name"], None, None)
    for pattern in (_ROLE_FIRST, _NAME_FIRST, _NAME_OF):
        match = pattern.match(text)
        if match is None or not (mine := _speakers_named(match["role"], source)):
            continue
        if pattern is _NAME_OF and not (_speakers_named(match["owner"], source) - mine and len(source.speakers) == 2):
            continue  # "… is the patient's doctor": the doctor of the visit, the other of its two speakers
        name = match["name"]
        owners = _called(aliases(name), source)
        if not _is_a_name(match, owners):
            return None
        evidence = _said(name, source) or (_said(name.split()[-1], source) if owners else None)
        if owners & mine:
            return Naming("supports", name, sorted(owners & mine)[0], evidence)
        if owners:
            return Naming("conflicts", name, sorted(owners)[0], evidence)
        return Naming("absent", name, None, evidence)
    return None


def unsaid_name(prop: Proposition, source: Source, window: tuple[int, ...]) -> str | None:
    """A name the claim gives its subject, owner or holder (as the claim writes it) that does not name one person
    of the source for the window ``window``: a name of several words must be the names of one speaker (their
    label, the names they are called by: their introduction) or be said whole in the source ("andrew smith"), and a
    window bears out such a name no speaker goes by only when its turn (or the question it answers) says a word of
    it. "Andrew Smith" put together from the patient greeted as "andrew" and a "mr. smith" another speaker talks of
    names no one there, nor does a surname the source never says."""
    for full in prop.written_names:
        words = [w.removesuffix("'s").removesuffix("’s") for w in full.split()]
        words = [w for w in words if len(w) > 1 and w not in _ROLES and not is_title(w)]
        if not words:
            continue
        folded = [_folded(w) for w in words]
        if any(set(folded) <= _name_words(label, source) for label in source.speakers):
            continue  # every word a name of one speaker: their label, or what they are called
        if not _said_whole(tuple(folded), source.text):
            return " ".join(words)  # "andrew" said by one, "smith" by another (or never): the two are not one name here
        if len(words) > 1 and not set(folded) & _window_words(source, window):
            return " ".join(words)  # said whole somewhere, but this window says nothing of whom it is about
    return None


_ROLES = frozenset(lexicon.groups("speakers"))


def _name_words(label: str, source: Source) -> frozenset[str]:
    """The words of a speaker's label and of the names they are called by."""
    return _folded_name_words(label, source.called.get(label, frozenset()))


@lru_cache(maxsize=4096)
def _folded_name_words(label: str, called: frozenset[str]) -> frozenset[str]:
    """:func:`_name_words` of a label and the names it is called by: read once, not once per window checked."""
    return frozenset(_folded(w) for name in aliases(label) | called for w in name.split())


@lru_cache(maxsize=64)
def _folded_text(text: str) -> str:
    return _folded(text.lower())


def _said_whole(words: tuple[str, ...], text: str) -> bool:
    """The words said one after the other (a period or a comma between at most: "andrew . andrew smith")."""
    pattern = r"\b" + r"\W{0,3}\s*".join(re.escape(w) for w in words) + r"\b"
    return re.search(pattern, _folded_text(text)) is not None


def _window_words(source: Source, window: tuple[int, ...]) -> set[str]:
    """The folded words of the turns a window lies in ("patient is pamela cook . … she's a 36-year-old female": the
    turn introduces whom its "she" is), and of the question each of its sentences answers."""
    sentences = {source.statements[i].sentence for i in window}
    sentences |= {q for k in sentences if (q := source.question_of(k)) is not None}
    turns = {source.sentences[k].turn for k in sentences}
    sentences = {k for k, sentence in enumerate(source.sentences) if sentence.turn in turns}
    words = {t.low for st in source.statements if st.sentence in sentences for t in st.tokens if t.is_word}
    return {_folded(w.removesuffix("'s").removesuffix("’s")) for w in words}


def _folded(word: str) -> str:
    """ "andré" → "andre": a name with its accents dropped, as a claim may write it."""
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))
