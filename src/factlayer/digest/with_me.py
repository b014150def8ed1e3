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

from factlayer.nlp import lexicon

__all__ = ["we_named", "with_speaker"]

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


_WE = re.compile(r"\b(?:we|we're|we've|we'll|we'd)\b", re.IGNORECASE)
_NP = r"(?:[a-z'-]+\s+){0,3}?[a-z'-]+"
# "my family and I", "me and my wife": the group a later "we" of the turn is
_GROUP = re.compile(rf"\b(?P<a>(?:my|our)\s+{_NP})\s+and\s+(?:i|me)\b|\bme\s+and\s+(?P<b>my\s+{_NP})\b", re.I)
_WITH_WHOM = re.compile(rf"\b[Ww]ith\s+(?P<np>(?i:(?:my|our|the|some|a|two|three|all)\s+{_NP})|[A-Z][a-z]+)")


def _people(phrase: str) -> bool:
    """Does the phrase name people ("my family", "the kids", "some friends", "Tom")?"""
    words = {w.lower().removesuffix("s") for w in re.findall(r"[A-Za-z'-]+", phrase)}
    known = frozenset(lexicon.groups("relations")) | lexicon.words("collectives") | lexicon.words("people_words")
    return bool(words & {w.removesuffix("s") for w in known}) or phrase[:1].isupper()


def we_named(body: str, source: str, turn: int, start: int) -> tuple[str, tuple[int, int] | None] | None:
    """A clause saying "we" with the group named: as it is when it names the others itself ("we went to the beach
    with the kids"), or with the one group its turn (``source[turn:start]``) named before it ("my family and I …"),
    "with my family" added, and where that group is said (cited too); None when whom "we" holds is not said — never
    the speaker alone. A clause without "we" is returned as it is."""
    we = _WE.search(body)
    if we is None:
        return body, None
    if (m := _WITH_WHOM.search(body, we.end())) and _people(m.group("np")):
        return body, None
    found = {(g.group("a") or g.group("b")).lower(): g for g in _GROUP.finditer(source, turn, start)}
    if len(found) != 1 or not _people(group := next(iter(found))):
        return None
    bare = body.rstrip(" .!")
    return f"{bare} with {group}{body[len(bare) :]}", found[group].span("a" if found[group].group("a") else "b")
