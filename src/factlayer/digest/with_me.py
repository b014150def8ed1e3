"""A clause whose subject is "<someone> and I": what the speaker did, with them.

"My kids and I just finished another painting", "some friends from church and I went camping" were skipped
(whom is it about? ``ambiguous_subject``) or written "The patient's wife and the patient walks …", which the proof
refuses. Read as the speaker's own act, done with the others — "i just finished another painting with my kids" →
"Melanie just finished another painting with their kids." — the fact stays the speaker's, and says no more than
they did (it says nothing of what the others did alone). Only a short phrase before "and I" ("my wife", "some
friends from church", "the two of us" is not one: no pronoun, no verb, no comma, at most six words), only before a
verb, and only in a statement (not "… and I think", a frame; not "… and I are", which needs a plural).
"""

from __future__ import annotations

import re

__all__ = ["with_speaker"]

_WITH = re.compile(
    r"^(?P<np>(?:my|our|some|a|an|the|two|three|a\s+few|\w+'s)\s+(?:[a-z'-]+\s+){0,5}?)and\s+i\s+"
    r"(?P<rest>(?:just\s+|also\s+|really\s+|finally\s+|both\s+|all\s+)*(?P<verb>[a-z'-]+)\b.*?)(?P<end>[.!]?)$",
    re.IGNORECASE | re.DOTALL,
)
_NOT_IN_PHRASE = re.compile(r"\b(?:i|me|you|he|she|we|they|it|is|are|was|were|and|or|but|that|who|which)\b", re.I)
# After "and I": a frame or a plural "be"/"have" (the words must still read with "I" alone)
_NOT_VERB = frozenset({"think", "guess", "believe", "feel", "are", "were", "have", "both", "each", "'ve", "'re"})


def with_speaker(body: str) -> str | None:
    """``body`` ("my kids and i just finished another painting") as the speaker's act with the others ("i just
    finished another painting with my kids"), or None when it is no such clause (module docstring)."""
    m = _WITH.match(body.strip())
    if m is None or "," in m.group("np") or _NOT_IN_PHRASE.search(m.group("np")):
        return None
    if m.group("verb").lower() in _NOT_VERB or re.search(r"\b(?:each other|together|both of us)\b", body, re.I):
        return None  # "my wife and i have …", "… saw each other": said of the two together, not of the speaker alone
    phrase = m.group("np").strip()
    phrase = phrase[0].lower() + phrase[1:]  # "My kids and I …": "… with my kids"
    return f"i {m.group('rest').rstrip()} with {phrase}{m.group('end')}"
