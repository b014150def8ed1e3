"""Does a written fact end as a sentence ends? ``cut_off``: not when its last word needs a continuation — an
article, a preposition, a conjunction ("… a fever since Monday, but."), or a question word ("… rises today to address
what.", "… is just deciding which.", "… would like to know why.": what it asks or names is said elsewhere, or nowhere).

A preposition a relative clause leaves at the end is no cut: "… the program they applied for.", "… this chronic back
pain that the doctor has been dealing with." — the preposition's object is the noun the clause is about. It is one
only when the words before it are a verb (after at most three auxiliaries), its subject (a pronoun or "the X"), an
optional "that"/"which"/"who"/"whom", and a noun before them. After a verb of saying or thinking ("Leo says they went
to.", "… knows that the patient was waiting for.") there is no such noun: cut off; so is a free "what" ("The patient
sees what the doctor is talking about.": most often a remark on the talk)."""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

from .token_forms import wordset

__all__ = ["PREPOSITIONS", "cut_off"]

PREPOSITIONS = wordset("on for with to at about from by")
# Words no written sentence ends on. Not "in", "on": they end phrasal verbs ("put the cast on", "checked in").
_DANGLING = wordset("""
    a an the my your his her our their to of at for from with by about and or but so because 'cause cuz if when than
    as what which why how where who whom whose whether""")
_AUXILIARIES = lexicon.words("auxiliaries") | wordset("be been being")
_SUBJECT = re.compile(r"(?:i|we|you|he|she|they)(?:'(?:ve|re|m|s|d|ll))?")
_RELATIVES = wordset("that which who whom")
_DETERMINERS = lexicon.words("determiners")
# Words that cannot be the noun a relative clause is about: the dangling words, verbs ("knows that …") and pronouns.
_NOT_NOUNS = (
    _DANGLING
    | _AUXILIARIES
    | frozenset(
        w for name in ("common_verbs", "saying", "believing", "telling") for row in lexicon.rows(name) for w in row
    )
    | lexicon.words("personal_subjects")
)
_NOT_NOUNS_BUT_VERBS = _NOT_NOUNS - lexicon.words("common_verbs")  # "… that we've been dealing with": a verb may be


def cut_off(fact: str) -> bool:
    """Does a written fact end on a word that cannot end a sentence (an article, preposition, conjunction or question
    word)? Not a preposition left by a relative clause (module docstring)."""
    words = re.findall(r"[\w']+", fact.lower())
    return bool(words) and words[-1] in _DANGLING and not _relative_strand(words)


def _relative_strand(words: list[str]) -> bool:
    """Do ``words`` end on a preposition stranded by a relative clause: noun (that) subject (auxiliaries) verb PREP?"""
    if len(words) < 4 or words[-1] not in PREPOSITIONS or words[-2] in _NOT_NOUNS_BUT_VERBS:
        return False
    i = len(words) - 3  # before the verb the preposition goes with
    for _ in range(3):
        if i >= 0 and words[i] in _AUXILIARIES:
            i -= 1
    if i >= 0 and _SUBJECT.fullmatch(words[i]):
        i -= 1
    elif i >= 1 and words[i - 1] == "the" and words[i] not in _NOT_NOUNS:
        i -= 2  # "the doctor", "the patient": a pronoun as the fact writes it
    else:
        return False
    if i >= 0 and words[i] in _RELATIVES:
        i -= 1
    return i >= 0 and (words[i] not in _NOT_NOUNS or (i >= 1 and words[i - 1] in _DETERMINERS))  # "the report"
