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
from typing import Literal

from factlayer.nlp import lexicon
from factlayer.nlp.subjects import aliases
from factlayer.proof.claim import Proposition
from factlayer.proof.source import Source

__all__ = ["Naming", "absent_name_part", "naming"]

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
    for pattern in (_ROLE_FIRST, _NAME_FIRST):
        match = pattern.match(text)
        if match is None or not (mine := _speakers_named(match["role"], source)):
            continue
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


def absent_name_part(prop: Proposition, source: Source) -> str | None:
    """A name of the claim's subject, owner or holder with a word the source never says ("Andrew Smith has joint
    pain" where the source only ever says "andrew"; a surname a summariser invented): a person the source does not
    name, so nothing there is about them."""
    roles = lexicon.groups("speakers")  # "the patient", "the doctor": a role, no name
    said: set[str] | None = None
    for who in (prop.subject, prop.holder):
        if who is None or not who.names:
            continue
        full = max(who.names, key=len)
        unsaid = [w for w in full.split() if w not in source.words and w not in roles and len(w) > 1]
        if not unsaid:
            continue
        if said is None:  # built only when a name word is not plainly said: the folded words of the whole source
            words = source.words | {word for name in source.speaker_names_full() for word in name.split()}
            said = {_folded(word.removesuffix("'s").removesuffix("’s")) for word in words}  # "Bo's sister"
        if not all(_folded(word) in said for word in unsaid):
            return full
    return None


def _folded(word: str) -> str:
    """ "andré" → "andre": a name with its accents dropped, as a claim may write it."""
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))
