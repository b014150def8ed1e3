"""A question inside a clause: an auxiliary before "you" after other words ("that looks really itchy and scaly
have you dyed your hair recently …", "so the results did you get them"), where an unpunctuated transcript ran a
question into the clause before it. The sentence reader (``nlp.questions.is_question_punctuated``) only sees a
question that opens its sentence; such a clause asks, states nothing, and is no fact. So does a clause that ends on an
asking tag ("… weaker on that left hand is that what you've noticed").

Not a question: the auxiliary after a subject, a modal, "to" or a verb of planning ("we did you know", "let's have
you come back"), "is/was/has/does you" (no question takes that form: "what we found is you have a fracture"), nor
"you know" after anything but "do"/"did" ("the results are you know normal").
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

__all__ = ["asks_inside", "question_start"]

_INVERTED = re.compile(
    r"(?<![\w'’])(?P<before>[\w'’]+)\s+(?P<aux>do|did|have|are|were|can|could|would|will|should)"
    r"\s+you(?:\s+(?P<next>[\w'’]+))?",
    re.IGNORECASE,
)
_NOT_BEFORE = frozenset(
    {"i", "we", "they", "he", "she", "it", "you", "to", "that", "this", "which", "who", "there", "what", "not"}
    # "let's have you come back", "i'll have you start …", "we'd like to have you …": a plan, not a question
    | {"let's", "let", "lets", "gonna", "going", "want", "wanna", "like", "need", "i'll", "we'll", "i'd", "we'd"}
)


# "… weaker on that left hand is that what you've noticed", "… pain free is that what i'm hearing", "… twice a day is
# that right": a tag that asks; "… wine too what's your favorite", "… swollen too now has anyone else been sick"
_TAG = re.compile(
    r"[\w'’]\s+(?P<q>(?:is|was)\s+that\s+(?:(?:right|correct|true)\s*[?.!]?\s*$|what\s+(?:you|i\b))|"
    r"what's\s+your\b|has\s+anyone\b)",
    re.IGNORECASE,
)


def asks_inside(clause: str) -> bool:
    """Does an inverted "auxiliary you" stand inside the clause after its first word, or an asking tag ("is that
    what …", "is that right") end it (module docstring)?"""
    return question_start(clause) is not None


def question_start(clause: str) -> int | None:
    """Where a question inside the clause starts — its inverted auxiliary, or an asking tag — or None."""
    found = [m.start("q") for m in _TAG.finditer(clause)]
    auxiliaries = lexicon.words("auxiliaries")
    for m in _INVERTED.finditer(clause):
        before, aux, after = m.group("before").lower(), m.group("aux").lower(), (m.group("next") or "").lower()
        if before in _NOT_BEFORE or before in auxiliaries:
            continue
        if after in ("know", "see") and aux not in ("do", "did"):
            continue  # "the results are you know normal": a filler
        if aux in ("have", "has") and after.endswith("ing"):
            continue  # "the pills have you feeling better": a causative
        wh = before in ("how", "what", "where", "when", "why", "who", "which")  # "… thanks how are you"
        found.append(m.start("before") if wh else m.start("aux"))
    return min(found, default=None)
