"""A time said before a clause's subject ("this morning i went running", "last night my knee swelled up",
"yesterday the plumber came", "on Monday, Jon quit": ``nlp.time_lead``) stays an adverbial: it moves after the
statement ("i went running this morning"), before a clause joined to it ("… this morning because …"). Read before
whom the clause is about (``clause_proposals``) and in the rewrite (``rewrite.rewrite_statement``): "this" and "that"
opening a clause are otherwise read as determiners ("that scar did widen" → "The scar did widen"), and "this
morning i went running" was written "The morning the patient went running." Only before a subject
(``lexicon/subject_openers.txt``, or a capitalised name): "this morning was rough", "last night's dinner" are
left as they are."""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.time_lead import lead_time
from factlayer.nlp.tokens import tokenize

__all__ = ["time_after"]

# Where the statement the time belongs to ends: a clause joined to it ("… because my knee hurt", "… and then …").
# "and", "but", "so" and "since" join a clause only after a comma ("up and down the stairs", "counseling and mental
# health", "so busy", "since the fall" are no clauses).
_JOINT = re.compile(
    r",?\s+(?:which|who|because|when|while|until|if|though|although)\b|,\s*(?:and|but|so|since)\b|\s*[;:]|\s+-+\s",
    re.IGNORECASE,
)


def time_after(clause: str) -> str:
    """``clause`` with a time said before its subject moved after the statement (module docstring); else as it is."""
    tokens = tokenize(clause)
    n = lead_time(tokens)
    if not n or n >= len(tokens):
        return clause
    subject = tokens[n]
    if subject.low.split("'")[0] not in lexicon.words("subject_openers") and not subject.text[:1].isupper():
        return clause  # "this morning was rough": the time is the subject
    lead = clause[: tokens[n - 1].end].rstrip(" ,")
    rest = clause[subject.start :]
    end = len(rest.rstrip(" .!"))
    joint = _JOINT.search(rest, 0, end)
    cut = joint.start() if joint else end
    return f"{rest[:cut]} {lead[:1].lower()}{lead[1:]}{rest[cut:]}"  # its words are time words: no name lowered
