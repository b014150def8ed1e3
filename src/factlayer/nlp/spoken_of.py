"""A visit about someone who does not speak: a clinician and one who answers for the patient ("Parent:",
"Guest_family:"; ``lexicon/proxy_speakers.txt``), no one labelled patient, and a clinician asking of "he" or "she"
("Does she smoke?"). There the "she" both of them say is the patient — the one the visit is about — when it is the
only third person: the transcript says "he" in no form if it says "she" (``lexicon/gendered_pronouns.txt``), and the
words around a statement name no one else (``names_someone``: a relative, a person noun, a name). The extractor
writes such a "she" as "the patient" (``digest.spoken_of``) and the proof engine bears it out the same way
(``proof.proxies.spoken_of_patient``); anywhere else "the patient" names a speaker labelled so, or no one."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache, lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.persons import aliases
from factlayer.nlp.transcript import parse_turns, sentences

__all__ = ["CARE_ROLES", "names_someone", "patient_spoken_of", "speaks_for_another", "visit_names_someone", "words_of"]

CARE_ROLES = lexicon.words("care_roles")
_WORD = re.compile(r"[a-z][a-z'’]*", re.IGNORECASE)
_CAPITAL = re.compile(r"(?<=[a-z,;]\s)[A-Z][a-z]+")  # a capital word inside a sentence: a name


def speaks_for_another(label: str | None) -> bool:
    """Is ``label`` a speaker who answers for someone else ("Guest_family", "Mother", "Parent")?"""
    return bool(label) and bool(aliases(label or "") & lexicon.words("proxy_speakers"))


def words_of(text: str) -> list[str]:
    """The lower-case words of ``text``."""
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


@lru_cache(maxsize=64)
def patient_spoken_of(text: str) -> str | None:
    """The pronoun ("he" or "she") the patient goes by in the visit ``text`` when it is about them (module
    docstring), or None."""
    said_by = [s for turn in parse_turns(text) for s in sentences(turn)]
    roles = {s.speaker: s.role for s in said_by if s.speaker is not None}
    care = {label for label, role in roles.items() if role in CARE_ROLES}
    proxies = {label for label in roles if label not in care and speaks_for_another(label)}
    if not care or not proxies or len(care) + len(proxies) != len(roles) or "patient" in roles.values():
        return None
    genders = lexicon.groups("gendered_pronouns")
    said = {genders[w] for s in said_by for w in words_of(s.text) if w in genders}
    if len(said) != 1:
        return None  # "she" and "he": two people, or more
    pronoun = next(iter(said))
    asked = any(
        s.is_question and s.speaker in care and genders.get(w) == pronoun for s in said_by for w in words_of(s.text)
    )
    return pronoun if asked else None


@cache
def _people() -> frozenset[str]:
    return (
        frozenset(lexicon.groups("relations"))
        | lexicon.words("person_nouns")
        | lexicon.words("other_people")
        | frozenset(w for w in lexicon.groups("speakers") if w != "patient")
    )


def names_someone(texts: Iterable[str]) -> bool:
    """Do the ``texts`` name a person the pronoun may stand for instead: a relative ("my husband"), a person noun
    ("the surgeon"), a title or a name (a capital word inside a sentence)?"""
    for text in texts:
        if _CAPITAL.search(text) or re.search(r"\b(?:dr|mr|mrs|ms|miss)\b\.?", text, re.IGNORECASE):
            return True
        if any(w.removesuffix("'s") in _people() for w in words_of(text)):
            return True
    return False


@lru_cache(maxsize=64)
def visit_names_someone(text: str) -> bool:
    """Do the sentences of the visit ``text`` (their words, not the speaker labels) name anyone a "she"/"he" may stand
    for instead of the patient (:func:`names_someone`)? Read once per text: the proof asks it for every window."""
    return names_someone(s.text for turn in parse_turns(text) for s in sentences(turn))
