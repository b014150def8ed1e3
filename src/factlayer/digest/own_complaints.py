"""A visit's clinician does not tell the visit about complaints of their own body.

"[doctor] my finger doesn't hurt at all", "[doctor] i've been having a lot of pain of my shoulder for the last three
weeks": in a visit (one participant labelled patient), a clinician's first-person clause about a part of their own
body (``categories.txt``: body_part) or a complaint they have (``complaints.txt``) is the patient's words under a
label swapped mid-transcript (ACI-Bench has such visits), or small talk — whose it is, the label does not tell. Stored,
it read "The doctor's finger doesn't hurt at all.": ``entities.subject_of`` leaves its subject unknown instead, and the
clause is skipped as ``ambiguous_subject`` (skip over guessing).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

from .pointing import alternation

__all__ = ["own_complaint"]

_BODY = alternation(frozenset(w for w, c in lexicon.classes("categories").items() if c == "body_part"))
_SIDE = r"(?:(?:" + alternation(lexicon.words("body_sides")) + r")\s+)?"
_AMOUNT = r"(?:(?:a|some|lots?|of|little|bit|real|really|bad|lot|terrible|severe|the)\s+)*"
_OWN = re.compile(
    r"^(?:my\s+"
    + _SIDE
    + _BODY
    + r"\b|i(?:'ve|\s+have|'m|\s+am)?\s+(?:been\s+)?(?:having|had|have|got|getting)\s+"
    + _AMOUNT
    + alternation(lexicon.words("complaints"))
    + r"\b)"
)


def own_complaint(clause: str) -> bool:
    """Does a clause open on the speaker's own body part or a complaint they have (module docstring)?"""
    return _OWN.match(clause.lower().replace("’", "'")) is not None
