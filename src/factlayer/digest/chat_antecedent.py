"""The thing a chat's "it" stands for when the clause just before it, in the same turn, is about one thing.

"Pottery is a big part of my life - it helps me express my emotions" → "Mel says pottery helps them express
their emotions."; "My garden is my happy place. It keeps me calm." → "… Mel's garden keeps them calm." Read only
when all of these hold, else there is no antecedent and the fact is not stored (``antecedent.self_contained``):

- the pronoun clause opens on "it" (no "it's": "it's hard" is as often a dummy), an optional adverb, a verb by
  which a thing acts on the speaker (``lexicon/affecting_verbs.txt``) and "me"/"us";
- the clause before it in the same turn (back to the last sentence end, dash or semicolon) opens on its own
  subject: "my"/"the" and at most two more words, a gerund and at most two words after it ("Creating art"), or one
  word the source also writes in lower case (a common noun, not a name) — followed by "is"/"was"/"has been";
- that subject is a thing: no person word, no speaker's name, no plural.

The proof engine still decides: the rewritten fact is stored only when it is VERIFIED, citing the antecedent.
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

from .rewrite import Reference, swap_people

__all__ = ["it_of_the_turn"]

_FORMS = sorted({w for line in lexicon.words("affecting_verbs") for w in line.split()}, key=len, reverse=True)
_AFFECTING = "|".join(_FORMS)
_IT_ACTS = re.compile(
    r"^\W*it\s+(?:(?:really|also|just|always|definitely|totally|truly|still|even)\s+)?(?:" + _AFFECTING
    + r")\s+(?:me|us)\b",
    re.IGNORECASE,
)  # fmt: skip
_BOUNDARY = re.compile(r"[.!?;]+\s+|\s+[-–—]+\s+|[—–]")
_LABEL = re.compile(r"^[^:\n]{1,40}:\s+")
_LEAD = re.compile(r"^(?:(?:and|but|so|plus|yeah|oh|also|honestly|actually),?\s+)+", re.IGNORECASE)
_SUBJECT = re.compile(
    r"^(?P<np>(?P<det>(?i:my|the))\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*|(?P<ger>[A-Za-z][a-z]+ing)(?:\s+[a-z][\w-]*){0,2}?"
    r"|[A-Za-z][a-z-]+)(?:\s+(?:is|was|has\s+been)"
    r"|'s)\s",
)


def _thing(np: str, det: str | None, gerund: str | None, source: str, names: set[str]) -> bool:
    """The subject names a thing, not a person, one of them (module docstring)."""
    words = np.lower().split()
    head = words[-1]
    if gerund is not None:  # "Creating art was …": an activity
        return gerund.lower() not in lexicon.words("not_gerunds") and not (set(words) & names)
    people = lexicon.words("person_nouns") | lexicon.words("people_words") | set(lexicon.groups("relations"))
    if any(w in people or w in names for w in words) or lexicon.words("stopwords") & set(words[1:]):
        return False
    if head.endswith("s") and not head.endswith(("ss", "ics")):
        return False  # "my kids are …": "it" is not them
    if det is not None:
        return True
    if head.endswith("ing") and head not in lexicon.words("not_gerunds"):
        return True  # "Dancing is …"
    return head not in lexicon.words("stopwords") and re.search(rf"(?<![\w'-]){head}(?![\w'-])", source) is not None


def it_of_the_turn(
    fact: str, pro: re.Match[str], source: str, turn: int, clause: tuple[int, int], speaker: Reference
) -> tuple[str, tuple[int, int]] | None:
    """``fact`` with its "it" (``pro``, a ``pointing_subject`` match) replaced by the subject of the clause before it
    in the same turn, and that subject's span; None unless every rule of the module docstring holds."""
    if pro.group("pro").lower() != "it" or pro.group("tail") or not _IT_ACTS.match(source[clause[0] : clause[1]]):
        return None
    window = source[turn : clause[0]]
    label = _LABEL.match(window)
    offset = label.end() if label else 0
    cuts = [m.end() for m in _BOUNDARY.finditer(window, offset) if window[m.end() :].strip()]
    begin = max(cuts, default=offset)
    lead = _LEAD.match(window, begin)
    begin = lead.end() if lead else begin
    m = _SUBJECT.match(window[begin:])
    names = {w for w in re.split(r"\W+", speaker.name.lower()) if w}
    if m is None or not _thing(m.group("np"), m.group("det"), m.group("ger"), source, names):
        return None
    words = m.group("np").split()
    words[0] = words[0].lower()  # it opened its sentence
    if not swap_people(words, speaker, None, {speaker.name}):
        return None
    at = (turn + begin, turn + begin + len(m.group("np")))
    return fact[: pro.start("pro")] + " ".join(words) + fact[pro.end("tail") :], at
