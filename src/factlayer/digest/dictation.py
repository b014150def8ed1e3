"""A clinician's dictation in a visit: what they say to the record or to the speech system, not to the patient.

- **Dictation about the patient** (``dictation``): a clinician's sentence that addresses no one — no "you"/"your"
  — in a turn that names no other person up to it (no relation word, no "Dr."; the extractor passes the turn up to
  the sentence's end: a long dictation that names "dr. alice davis" late keeps its "he" the patient's before her
  name, not after it). A leading "he"/"she"/"his"/"her" is the
  patient ("his index finger rests in a 10-degree flexed position", "her lisinopril has been increased":
  ``dictated_patient``), also after a short section phrase closed by a comma, which moves to the end ("under her
  hirsutism, her androgen levels were normal" → "the patient's androgen levels were normal under her hirsutism").
- **An order dictated to the speech system** ("dragon, order a refill of lisinopril …", ``dictated_order``): the
  clinician's own order, cited from "order" (``lexicon/dictated_orders.txt``).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.sentences import looks_like_predicate

__all__ = ["dictated_order", "dictated_patient", "dictation"]

_YOU = re.compile(r"\b(?:you|your|you're|you've|you'll|yours|yourself)\b", re.IGNORECASE)
_DOCTOR_NAMED = re.compile(r"\bdr\b\.?|\bdoctor\s+[a-z]", re.IGNORECASE)
_DICTATED_LEAD = re.compile(r"^(?:(?P<subject>he|she)(?P<be>'s)?|(?P<own>his|her))\s+(?=\w)", re.IGNORECASE)
# Section phrases before the pronoun: "under her hirsutism, her …", "under the plan, under her hirsutism, her …"
# (two at most, six words each).
_SECTION = re.compile(
    r"^(?P<section>(?:[\w'-]+\s+){0,5}[\w'-]+(?:\s*,\s*(?:[\w'-]+\s+){0,5}[\w'-]+)?)\s*,\s+(?=(?:he|she|his|her)\b)",
    re.IGNORECASE,
)


def dictation(sentence: str, turn_text: str) -> bool:
    """Does a clinician's sentence read as dictation about the patient (module docstring)? It addresses no one,
    and ``turn_text`` (its turn, or the turn up to it) names no other person."""
    if _YOU.search(sentence) or _DOCTOR_NAMED.search(turn_text):
        return False
    relations = lexicon.groups("relations")
    return not any(w.strip(",.?!;:'") in relations for w in turn_text.lower().split())


def dictated_patient(body: str) -> str | None:
    """ "his index finger rests …" → "the patient's index finger rests …", "she's 71" → "the patient is 71",
    "under her hirsutism, her androgen levels were normal" → "the patient's androgen levels were normal under
    her hirsutism"; None when the clause does not open on such a pronoun."""
    section = _SECTION.match(body)
    if section is not None and not _subordinate(section.group("section")):
        moved = dictated_patient(body[section.end() :])
        return f"{moved.rstrip(' .!')} {section.group('section')}" if moved else None
    m = _DICTATED_LEAD.match(body)
    if m is None:
        return None
    lead = "the patient's " if m.group("own") else ("the patient is " if m.group("be") else "the patient ")
    return lead + body[m.end() :]


def _subordinate(phrase: str) -> bool:
    """A phrase with a verb or opening a condition ("when she came in", "if needed") is no section heading."""
    first = phrase.split()[0].lower()
    conditions = lexicon.words("subordinators") | lexicon.words("conditionals")
    return first in conditions or looks_like_predicate(phrase)


def _words_of(cls: str) -> str:
    return "|".join(w for w, c in lexicon.classes("dictated_orders").items() if c == cls)


_DICTATED_ORDER = re.compile(
    rf"^(?:hey\s*,?\s+)?(?:{_words_of('system')})\s*,?\s+(?=(?:{_words_of('verb')})\b)", re.IGNORECASE
)


def dictated_order(clause: str) -> int:
    """ "dragon, order a refill of lisinopril …", said by a clinician to the speech system: where their order
    starts ("order …", which is then theirs: "The doctor orders a refill of lisinopril …"); 0 if it is not one."""
    m = _DICTATED_ORDER.match(clause)
    return m.end() if m else 0
