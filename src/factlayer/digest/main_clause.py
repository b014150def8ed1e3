"""A more literal fact for when the proof refuses the whole one: its main clause, without the relative or causal
clause after it.

"The doctor will prescribe albuterol, which the patient use when the patient gets really short of breath." was
refused (misattributed: the relative clause is the patient's use), and the albuterol was lost with it; "The patient
ate some salty food which made them retain some fluid." (unsupported). The main clause alone ("The doctor will
prescribe albuterol.") is true to the source on its own, and the proof decides it as it decides any fact
(``assessment``: tried only when the whole fact is refused). Its wording is graded on that part of the quote only
(``main_part``, read by ``scoring``): "might" in "…, which might explain the pain" hedges the cut clause, not it.

Cut only before a relative ("which", "who") or a reason ("because", "'cause", ", so") — never before a
condition or a time ("if", "unless", "when", "while", "since", "until", "as": "The doctor will prescribe X if …" is no
"will prescribe X"), never after a clause that leads ("When …, the patient …"), and only where the main clause is
readable alone: four words or more, one of them a word of content besides the people's names, not cut off
(``salience.cut_off``), not leaning on a pronoun (``leaning``).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

from .leaning import leans_on_context
from .pointing import main_clause
from .rewrite import AMONG_THOSE_WHO
from .salience import OPEN_END, cut_off, norm

__all__ = ["main_clause_only", "main_part"]

_CUT = re.compile(r",?\s+(?:which|who|because|'cause)\b|,\s+so\s", re.IGNORECASE)
_MIN_WORDS = 4


def main_part(quote: str, fact: str) -> str:
    """The part of ``quote`` a fact with no relative or reason clause of its own says: up to the quote's first such
    cut set off by a comma ("you have a hernia" of "you have a hernia , which might explain the pain"); the whole
    quote otherwise."""
    cut = None if _CUT.search(fact) else _CUT.search(quote)
    if cut is None or cut.start() == 0 or not cut.group().lstrip().startswith(","):
        return quote  # "a friend who might be interested": a restrictive clause says which one; its hedge is the fact's
    return quote[: cut.start()]


def main_clause_only(fact: str, names: frozenset[str]) -> str | None:
    """The fact's main clause as a fact of its own (module docstring), or None when there is no such cut."""
    if AMONG_THOSE_WHO in fact.lower() or main_clause(fact)[0] > 0:
        return None  # "Mel was among those who …": the "who" clause is the main one; "When …, …": it leads
    cut = _CUT.search(fact)
    if cut is None:
        return None
    head = fact[: cut.start()].rstrip(" ,;:-")
    short = f"{head}."
    words = norm(head).split()
    stop = lexicon.words("stopwords")
    content = [w for w in words if len(w) > 3 and w not in stop and w not in OPEN_END and w not in names]
    if len(words) < _MIN_WORDS or not content or cut_off(short) or leans_on_context(short, names):
        return None
    return short
