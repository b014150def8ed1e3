"""A short phrase set off by a comma before a speaker's own "I" / "my": "As for me, | I've been volunteering at a
shelter", "Besides writing, | I also enjoy reading", "In my downtime, | I still love to get lost in good books",
"Besides that, | my cousin had a tough time". Its verb comes after the comma: such a clause is no fragment
(``salience.junk_reason``), and the lead is then moved after the statement as any other
("Gina also enjoys reading … besides writing"). Not a lead that negates or qualifies what follows ("Not always, I can
forget").

Unpunctuated, a clinician's opening phrase naming an exam or a problem ("first of all on your heent exam", "on
bimanual exam", "on examination of your abdomen", ``lexicon/frame_nouns.txt``) before a subject is such a lead too
(``bare_frame``): the statement is what follows it, and the phrase moves to its end (digest/clause_subject)."""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.persons import FIRST_PERSON

__all__ = ["after_lead", "bare_frame"]

_NEGATING = lexicon.words("negations")
_MAX_LEAD_WORDS = 6  # "Speaking of special moments," / "Especially after the accident,"
_LEAD = re.compile(r"^\W*(?P<lead>[^,;:.!?]+?),\s+(?P<rest>\S.*)$", re.DOTALL)


def after_lead(clause: str) -> str | None:
    """The words after a lead of at most six words set off by a comma when they open on a first-person word (the
    module docstring); None otherwise."""
    m = _LEAD.match(clause)
    if m is None or len(m["lead"].split()) > _MAX_LEAD_WORDS:
        return None
    if {w.strip("'’").lower() for w in m["lead"].split()} & _NEGATING:
        return None  # "Not always, I can forget": the lead qualifies what follows, no phrase to set aside
    first = m["rest"].split()[0].lower().replace("’", "'").strip(",.!?")
    return m["rest"] if first in FIRST_PERSON and first not in ("me", "mine", "myself") else None


# The determiner is optional: dictation says "on exam", "on bimanual exam", "on examination" as often as "on your exam".
_FRAME = re.compile(
    r"^(?:(?:so|and|okay|now|first\s+of\s+all)\s+)*(?P<frame>(?:on|for|in|under|with|regarding)\s+(?:(?:your|my|the)\s+)?"
    r"(?:[\w'-]+\s+){0,3}?"
    + lexicon.alternation("frame_nouns")
    + r"(?:\s+of\s+(?:your|my|the)(?:\s+[\w'-]+){1,2}?)?)\s+"
    r"(?=(?:i|i'm|we|we're|you|you're|there|there's|it|it's|your|my)\s+\w)",
    re.IGNORECASE,
)


def bare_frame(clause: str) -> re.Match[str] | None:
    """An unpunctuated opening frame before a subject (module docstring): its match, group ``frame``; None if none."""
    return _FRAME.match(clause)
