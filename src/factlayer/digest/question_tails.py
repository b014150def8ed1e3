"""A question run into a clause of an unpunctuated transcript is cut off, and the statement before it kept:
"your tonsils are swollen too now has anyone else been sick …" → "your tonsils are swollen too now", "you're never
really pain free is that what i'm hearing" → "you're never really pain free". Where the question starts is
``inversion.question_start``; the clause must ask by ``inversion.asks_inside`` read on its normalised words
(``salience.norm``: "i 'll have you check …" is a plan, not a question), and keep at least three words.

The same in a punctuated sentence that states before it asks, after a comma (``stated_before``): "I started the new
job last week, do you like yours?" states "I started the new job last week" — the sentence ends on "?" only for the
question after it. Not when the part before opens on a condition or a time ("when you walk around, do you get chest
pain?": the condition of what is asked), asks itself, or the question after it points back at it ("…, is that
correct?", "…, does that make sense?": assent sought for the statement, read by ``answer_facts.confirmed``).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.questions import FILLERS, is_question_punctuated

from .inversion import asks_inside, question_start
from .salience import norm

__all__ = ["asked_off", "stated_before"]


def asked_off(text: str, clauses: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Each clause ``text[start:end]`` up to a question run into it (module docstring)."""
    out = []
    for start, end in clauses:
        clause = text[start:end]
        at = question_start(clause) if asks_inside(norm(clause)) else None
        kept = at is not None and len(clause[:at].split()) >= 3
        out.append((start, start + at) if kept and at is not None else (start, end))
    return out


_BREAK = re.compile(r"\s*[,;:]\s+|\s+[-–—]+\s+")
_WORD = re.compile(r"[a-z][a-z'’]*")
# The question's second word pointing back at the statement ("is that correct", "does that sound ok", "am i right")
_POINTING_BACK = frozenset({"that", "this", "it", "i"})


def _words(part: str) -> list[str]:
    words = _WORD.findall(part.lower().replace("’", "'"))
    while words and words[0] in FILLERS:
        words = words[1:]
    return words


def stated_before(text: str, start: int, end: int) -> int | None:
    """Where the statement before a question of the "?"-ended sentence ``text[start:end]`` ends, or None (module
    docstring): the first comma, semicolon or dash after which a question opens, the part before at least three
    words that neither ask nor open on a condition or a time."""
    sentence = text[start:end]
    openers = frozenset().union(
        *(lexicon.words(n) for n in ("subordinators", "condition_openers", "temporal_conditions"))
    )
    for m in _BREAK.finditer(sentence):
        before, after = sentence[: m.start()], sentence[m.end() :].rstrip(" ?!.\"'”’)")
        asked = _words(after)
        if not is_question_punctuated(after) or (len(asked) > 1 and asked[1] in _POINTING_BACK):
            continue
        said = _words(before)
        if len(said) < 3 or said[0] in openers or is_question_punctuated(before):
            return None  # the first question is what the sentence asks; what comes before it states nothing alone
        return start + m.start()
    return None
