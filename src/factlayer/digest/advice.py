"""Advice to the listener, written as advice: "you can stop the ibuprofen" → "i advise you to stop the
ibuprofen" (then third person: "The doctor advises the patient to stop the ibuprofen.").

A permission or a suggestion ("you can keep using the gel", "you should ice it") asserts no deed: the proof
reads it as a request (``nlp.modality``) and refuses "The patient can keep using the gel." as a report. What it
does bear out is what the speaker advises. The opening phrases are ``lexicon/advice_openers.txt``; the clause
must read as a request to the same modality reader the proof uses ("you can see the swelling" does not).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.modality import modality
from factlayer.nlp.tokens import tokenize

__all__ = ["as_advice"]

_OPENER = re.compile(r"^(?:" + lexicon.alternation("advice_openers") + r")\s+", re.IGNORECASE)
_LEAD = re.compile(r"^(?:(?:go\s+ahead\s+and|just|also|definitely|still)\s+)+", re.IGNORECASE)


def as_advice(clause: str) -> str | None:
    """``clause`` (tidied, first person) as "i advise you to …" when it advises the listener, else None."""
    opener = _OPENER.match(clause)
    if opener is None or modality(tokenize(clause)) != "requested":
        return None
    rest = _LEAD.sub("", clause[opener.end() :])
    if len(rest.split()) < 2:
        return None  # "you can just go": nothing advised a reader could keep
    return f"i advise you to {rest}"
