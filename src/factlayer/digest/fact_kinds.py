"""A fact's type (seed 001) and category, by rules a reader can follow.

**Type** (the first rule that applies):

1. ``SHARED_NARRATIVE`` — the fact is about the conversation's shared history rather than one person: it
   says "we"/"our"/"together", or refers back to earlier talk ("we talked about", "last time", "since I
   last saw you", "as I mentioned"); or its subject is not a participant (a topic such as "the project").
2. ``USER_PATTERN`` — a habit of a participant: a frequency word ("usually", "always", "every day",
   "twice a week", "at night") *and* the same fact was said at least twice in the transcript (seed 001: a
   pattern needs consistency across messages; said once, a habit is a USER_FACT) — but not a plan ("will",
   "going to": a dose to be taken once a day is no habit yet).
3. ``USER_FACT`` — everything else: an explicit statement about a participant.

**Category** (the first that matches, in this order): ``reported`` (hearsay: what someone other than the
speaker says, thinks or noticed, passed on by the speaker — "The patient's wife says the patient snores."; the
proof does not take the reported words as asserted), ``medication`` (a drug name or dose, or "takes X
for/daily/…"), ``measurement`` (a number with a unit, a vital sign or a test value), ``symptom`` (pain, fever,
cough, …), ``plan`` (a decision or something to be done: "will", "going to", "plan", "schedule", "increase",
"refer", …), ``preference`` (likes, loves, prefers, favourite, enjoys, hates), ``relationship`` (family,
partner, friends), ``event`` (something that happened: past tense with a time, "yesterday", "last week", "in
May"), ``attribute`` (what someone is or has: age, job, home, history, condition); otherwise ``other``.

**Sensitivity** (seed 002: allergy, medical and health facts are critical): ``high`` when the fact is
about an allergy, a medication or health — a word of ``lexicon/sensitive.txt``, a drug or a condition of
``lexicon/categories.txt``, or the category ``medication``, ``symptom`` or ``measurement`` of a vital sign
or test (not a distance or a duration); ``low`` otherwise. ``sensitive_category_of`` names which of the three.
"""

from __future__ import annotations

import re

from factlayer.models.fact import FactType
from factlayer.nlp import lexicon

__all__ = ["CATEGORIES", "category_of", "is_habitual", "sensitive_category_of", "sensitivity_of", "type_of"]

CATEGORIES = (
    "reported",
    "medication",
    "measurement",
    "symptom",
    "plan",
    "preference",
    "relationship",
    "event",
    "attribute",
    "other",
)

_SHARED = re.compile(
    r"\b(?:we|we've|we're|we'll|our|ours|together|last time|talked about|spoke about|mentioned|as i said|"
    r"since i(?:'ve)? last saw|since we|remember when)\b",
    re.IGNORECASE,
)
_FREQUENCY = re.compile(
    r"\b(?:usually|always|often|never|regularly|every\s+(?:day|night|morning|week|month|year|time)|daily|weekly|"
    r"nightly|(?:once|twice|\w+\s+times)\s+(?:a|per)\s+(?:day|week|month|year)|at\s+night|in\s+the\s+mornings?|"
    r"each\s+(?:day|night|week)|most\s+days|tend\s+to|tends\s+to)\b",
    re.IGNORECASE,
)
_RULES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern, re.IGNORECASE))
    for name, pattern in (
        (
            "reported",  # hearsay: someone else's words, passed on ("The patient's wife says the patient snores.")
            r"^(?:according\s+to\b|(?:the\s+)?[\w-]+(?:'s|s')\s+(?:[\w-]+\s+){0,3}?"
            r"(?:says?|said|tells?|told|thinks?|thought|believes?|believed|mentioned|claims?|claimed|noticed|"
            r"reckons?)\b)",
        ),
        (
            "medication",
            r"\b(?:\w+(?:pril|olol|statin|sartan|formin|cillin|mycin|azole|dipine|prazole|oxetine|triptan|tidine)|"
            r"medications?|medicines?|pills?|tablets?|doses?|dosage|mg|milligrams?|insulin|aspirin|ibuprofen|tylenol|"
            r"advil|motrin|lasix|inhaler|antibiotics?|prescription|vitamins?|supplements?|steroids?)\b|"
            r"\b(?:takes?|taking|took|prescribed)\s+(?!(?:the|a|an|my|their|his|her|care|time|place|part|off|over)\b)"
            r"\w+\s+(?:for|daily|twice|once|every|at\s+night|\d)",
        ),
        (
            "measurement",
            r"\b(?:\d+(?:\.\d+)?\s*(?:%|percent|kg|kilos?|pounds?|lbs?|degrees?|mmhg|bpm|cm|inches|feet|miles?|km|"
            r"hours?|minutes?)|blood\s+pressure\s+(?:is|was|of)|ejection\s+fraction|a1c|heart\s+rate|temperature|"
            r"oxygen|saturation|weighs?|\d+\s+over\s+\d+|cholesterol|glucose|sugar\s+(?:is|was|level))\b",
        ),
        (
            "symptom",
            r"\b(?:pain|pains|painful|ache|aches|aching|hurts?|hurting|sore|cough\w*|fever|nausea|nauseous|vomit\w*|"
            r"swelling|swollen|dizz\w+|tired|fatigue|rash|headaches?|short(?:ness)?\s+of\s+breath|bleeding|numb\w*|"
            r"tingl\w+|itch\w*|congestion|diarrhea|constipat\w+|insomnia|anxious|anxiety|depress\w+|stress\w*)\b",
        ),
        (
            "plan",
            r"\b(?:will|'ll|going\s+to|gonna|plans?|planning|planned|schedul\w+|decid\w+|agreed|want\s+to|wants\s+to|"
            r"would\s+like\s+to|increase|decrease|start|stop|continue|refer\w*|order|prescribe|follow\s+up|next\s+"
            r"(?:week|month|time|year)|tomorrow|deadline|should)\b",
        ),
        ("preference", r"\b(?:likes?|loves?|loved|prefers?|preferred|favou?rite|enjoys?|enjoyed|hates?|fan\s+of)\b"),
        (
            "relationship",
            r"\b(?:wife|husband|partner|son|daughter|kids?|children|child|mother|father|mom|dad|sister|brother|"
            r"family|friends?|married|divorced|girlfriend|boyfriend|grand\w+|parents?)\b",
        ),
        (
            "event",
            r"\b(?:yesterday|last\s+(?:week|month|year|night|weekend|time)|ago|in\s+(?:january|february|march|april|"
            r"may|june|july|august|september|october|november|december|\d{4})|went|got|had|took|came|moved|started|"
            r"bought|visited|fell|broke|adopted|joined|attended|\w+ed)\b",
        ),
        ("attribute", r"\b(?:is|are|was|has|have|works?|lives?|years?\s+old|year-old|history|diagnosed)\b"),
    )
)


def category_of(text: str) -> str:
    """The first category whose rule matches the fact text (see the module docstring)."""
    for name, pattern in _RULES:
        if pattern.search(text):
            return name
    return "other"


# A plan is not a habit: "The doctor will prescribe meloxicam 15 milligrams once a day" (said, then dictated).
_FUTURE = re.compile(r"\b(?:will|going\s+to)\b", re.IGNORECASE)


def type_of(text: str, *, about_participant: bool, mentions: int) -> FactType:
    """Seed 001's type by the rules in the module docstring."""
    if not about_participant or _SHARED.search(text):
        return FactType.SHARED_NARRATIVE
    if mentions >= 2 and _FREQUENCY.search(text) and not _FUTURE.search(text):
        return FactType.USER_PATTERN
    return FactType.USER_FACT


def is_habitual(text: str) -> bool:
    """Does the text say how often (a frequency word: "usually", "every day", "twice a week")?"""
    return _FREQUENCY.search(text) is not None


_HEALTH_MEASURE = re.compile(
    r"\b(?:blood\s+pressure|ejection\s+fraction|a1c|heart\s+rate|temperature|oxygen|saturation|cholesterol|"
    r"glucose|sugar|bpm|mmhg|weighs?|\d+\s+over\s+\d+)\b",
    re.IGNORECASE,
)
_WORDS = re.compile(r"[a-z][a-z'-]*")


def sensitive_category_of(text: str) -> str | None:
    """``allergy``, ``medication`` or ``health`` when the fact is about one of them (module docstring)."""
    words = set(_WORDS.findall(text.lower().replace("’", "'")))
    listed = lexicon.classes("sensitive")
    named = {listed[w] for w in words if w in listed}
    if "allergy" in named:
        return "allergy"
    closed = lexicon.classes("categories")
    category = category_of(text)
    if "medication" in named or category == "medication" or any(closed.get(w) == "drug" for w in words):
        return "medication"
    if (
        "health" in named
        or category == "symptom"
        or any(closed.get(w) == "condition" for w in words)
        or _HEALTH_MEASURE.search(text)
    ):
        return "health"
    return None


def sensitivity_of(text: str) -> str:
    """``high`` for an allergy, medication or health fact; ``low`` otherwise."""
    return "high" if sensitive_category_of(text) else "low"
