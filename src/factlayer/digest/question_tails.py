"""A question run into a clause of an unpunctuated transcript is cut off, and the statement before it kept:
"your tonsils are swollen too now has anyone else been sick …" → "your tonsils are swollen too now", "you're never
really pain free is that what i'm hearing" → "you're never really pain free". Where the question starts is
``inversion.question_start``; the clause must ask by ``inversion.asks_inside`` read on its normalised words
(``salience.norm``: "i 'll have you check …" is a plan, not a question), and keep at least three words.
"""

from __future__ import annotations

from .inversion import asks_inside, question_start
from .salience import norm

__all__ = ["asked_off"]


def asked_off(text: str, clauses: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Each clause ``text[start:end]`` up to a question run into it (module docstring)."""
    out = []
    for start, end in clauses:
        clause = text[start:end]
        at = question_start(clause) if asks_inside(norm(clause)) else None
        kept = at is not None and len(clause[:at].split()) >= 3
        out.append((start, start + at) if kept and at is not None else (start, end))
    return out
