"""A short phrase set off by a comma before a speaker's own "I" / "my": "As for me, | I've been volunteering at a
shelter", "Besides writing, | I also enjoy reading", "In my downtime, | I still love to get lost in good books",
"Besides that, | my cousin had a tough time". Its verb comes after the comma: such a clause is no fragment
(``salience.junk_reason``), and the lead is then moved after the statement as any other
("Gina also enjoys reading … besides writing"). Not a lead that negates or qualifies what follows ("Not always, I can
forget")."""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.persons import FIRST_PERSON

__all__ = ["after_lead"]

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
