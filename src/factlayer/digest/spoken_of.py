"""A visit about someone who does not speak (``nlp.spoken_of``): a clinician asks a parent or a relative about "she"
or "he", and no one is labelled patient. That "she" is the patient — "Doctor: Does she smoke? / Parent: No." →
"The patient does not smoke."; "Parent: She quit last year." → "The patient quit last year."; "Doctor: Any fever? /
Parent: Some chills at night." → "The patient has some chills at night." — only when the transcript says "he" in no
form beside "she" (or the other way round) and the words of the turn and the question before it name no one else
(a relative, a person noun, a title, a name). Otherwise nothing is written in: skip over guessing. The proof engine
bears the patient out the same way (``proof.proxies.spoken_of_patient``)."""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.spoken_of import names_someone, patient_spoken_of, speaks_for_another, visit_names_someone

from .contracted_s import written_out
from .entities import Entity, Participants

__all__ = ["as_patient", "asked_of_you", "patient_clause", "spoken_patient"]

_AUX = {"do": "do", "does": "do", "did": "did", "is": "are", "was": "were", "has": "have", "have": "have",
        "can": "can", "could": "could", "will": "will", "would": "would"}  # fmt: skip
_ASKED = re.compile(r"^(?P<lead>(?:[a-z']+\s+){0,3}?)(?P<aux>" + "|".join(_AUX) + r")\s+(?P<pro>she|he)\b(?P<rest>.*)$")
_OPENING = re.compile(r"^(?P<pro>she|he|her|his)(?P<tail>'s|'d|'ll|\b)(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)


def spoken_patient(text: str, speaker: str | None, around: list[str], people: Participants) -> Entity | None:
    """The patient as an entity of their own when ``speaker`` answers for them in a visit about them and the words
    ``around`` (the turn and the question before it) name no one else; else None."""
    if patient_spoken_of(text) is None or not speaks_for_another(speaker) or names_someone(around):
        return None
    if visit_names_someone(text):
        return None  # the visit names someone else somewhere: "she" may be them (as ``proof.proxies`` reads it)
    if "patient" not in people.topics:
        people.topics["patient"] = Entity("patient:spoken-of", "The patient", "patient")
    return people.topics["patient"]


def _gender(word: str) -> str | None:
    return lexicon.groups("gendered_pronouns").get(word.lower())


def asked_of_you(question: str, text: str) -> str | None:
    """ "does she smoke" → "do you smoke", "how long has he had the cough" → "how long have you had the cough": a
    question about the patient as if asked of them (the question forms of ``answers`` read "you"); None when it asks
    of no "she"/"he", or says another one after it."""
    m = _ASKED.match(question.lower().rstrip(" ?."))
    if m is None or _gender(m.group("pro")) != patient_spoken_of(text):
        return None
    rest = m.group("rest").split()
    for i, w in enumerate(rest):
        if w in ("she", "he", "she's", "he's"):
            return None  # "does she know if she is …": a second clause of its own
        if w in ("his", "her"):
            rest[i] = "your" if w == "his" or (i + 1 < len(rest) and rest[i + 1] not in _ENDS) else "you"
        elif w in ("him", "himself", "herself"):
            rest[i] = "you" if w == "him" else "yourself"
    return " ".join([*m.group("lead").split(), _AUX[m.group("aux")], "you", *rest])


_ENDS = lexicon.words("stopwords")  # "give her a shot": an object


def as_patient(body: str, text: str) -> str | None:
    """ "she quit last year" → "the patient quit last year", "her cough is worse" → "the patient's cough is worse":
    a clause opening on the patient's pronoun, with them named; None for any other clause."""
    m = _OPENING.match(body)
    if m is None or _gender(m.group("pro")) != patient_spoken_of(text):
        return None
    pro, tail, rest = m.group("pro").lower(), m.group("tail").lower(), m.group("rest")
    if pro in ("her", "his"):
        return None if tail or not rest.strip() else f"the patient's{rest}"
    return f"the patient{written_out(tail, rest)}{rest}"


_LABEL = re.compile(r"(?m)^[ \t]*(?:\[[^\]\n]*\]|[A-Z][\w .'-]{0,40}:)")


def patient_clause(
    text: str, speaker: str | None, window: str, body: str, people: Participants
) -> tuple[str, Entity] | None:
    """A clause of one who answers for the patient, opening on the patient's pronoun ("she quit last year"), with
    the patient named, and the patient; None when it is no such clause or ``window`` (the turn before and this one,
    to the clause's end) names anyone else."""
    named = as_patient(body, text)
    patient = spoken_patient(text, speaker, [_LABEL.sub(" ", window)], people) if named else None
    return (named, patient) if named and patient else None
