"""Words that only address a clause before what it says: a name called ("Anna, | email the client", "Okay Anna, |
…", "Mrs. Lee, | stop the ibuprofen") or a heading ("Next steps: | book the room"; "Manager: | email the client" on a
line no transcript reads as a turn). ``nlp.modality`` reads what follows them as a clause of its own, so a command
there is one (round 48 probes: "Tom: Anna, email the client" proved "Anna emailed the client")."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.calls import BEFORE_A_CALL
from factlayer.nlp.tokens import Token

__all__ = ["addressed_from"]

_LEADS = BEFORE_A_CALL | lexicon.words("call_openers")
_TITLES = lexicon.words("name_titles")
_HEADING_WORDS = 4  # "Action items for Tom:", not a clause that runs on to a colon


def addressed_from(tokens: Sequence[Token]) -> int:
    """Where the clause goes on after an opening call or heading (the module docstring), or 0."""
    colon = next((k for k, t in enumerate(tokens[: _HEADING_WORDS + 1]) if t.low == ":"), None)
    if colon and all(t.is_word for t in tokens[:colon]) and colon + 1 < len(tokens):
        return colon + 1
    k = 0
    while k < len(tokens) and (tokens[k].low in _LEADS or tokens[k].low == ","):
        k += 1  # "Okay, Anna, …", "So Anna, …"
    while k < len(tokens) and (tokens[k].low in _TITLES or tokens[k].low == "."):
        k += 1  # "Mrs. Lee, …"
    name = k
    while k < len(tokens) and k - name < 2 and tokens[k].is_word and tokens[k].text[:1].isupper():
        k += 1
    return k + 1 if name < k < len(tokens) - 1 and tokens[k].low == "," else 0
