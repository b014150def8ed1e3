"""The clause a written fact reports, without its frame: "Caroline says | conversations about X and Y are necessary".

The atomicity check (``clauses.analyse``) splits a fact at "and" and counts the parts with a verb of their own; the
frame's verb ("says", ``lexicon/frame_verbs.txt``) made the first part of a coordinated subject look like a clause
of its own, so "Caroline says conversations about X and Y are necessary" was two claims. It reads the clause after
the frame instead — unless the frame is said again later, or anything but "and" joins the parts.
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

__all__ = ["reported_clause"]


def reported_clause(text: str) -> str:
    """The clause a fact reports, without its frame ("Caroline says | conversations about X and Y are necessary"):
    the frame's verb is no predicate of a coordinated subject. Kept whole when the frame is said again later
    ("John says hi and Mary says bye": two reports), or when anything but "and" joins ("life's tough but …")."""
    frame = _FRAME.match(text)
    if frame is None:
        return text
    rest = text[frame.end() :]
    return text if _FRAME_VERB.search(rest) or _OTHER_JOINS.search(rest) else rest


_FRAME_VERBS = r"(?:" + "|".join(sorted(lexicon.words("frame_verbs"))) + r")"
_FRAME = re.compile(
    r"^(?:the\s+)?[\w'’.-]+(?:\s+[\w'’.-]+){0,2}?\s+(?:also\s+|really\s+|still\s+)?" + _FRAME_VERBS
    + r"\s+(?:that\s+)?(?=\S)",
    re.IGNORECASE,
)  # fmt: skip
_OTHER_JOINS = re.compile(r"\b(?:but|while|whereas)\b|[;—–]|--|\s-\s", re.IGNORECASE)  # only "and" joins a subject
_FRAME_VERB = re.compile(r"\b" + _FRAME_VERBS + r"\b", re.IGNORECASE)
