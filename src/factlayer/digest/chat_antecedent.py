"""The thing a chat's "it" stands for when the clause just before it, in the same turn, is about one thing.

"Pottery is a big part of my life - it helps me express my emotions" → "Mel says pottery helps them express
their emotions."; "My garden is my happy place. It keeps me calm." → "… Mel's garden keeps them calm." Read only
when all of these hold, else there is no antecedent and the fact is not stored (``antecedent.self_contained``):

- the pronoun clause opens on "it" ("it has", "it's made"), an optional adverb, a verb by which a thing acts on
  the speaker (``lexicon/affecting_verbs.txt``) and "me"/"us"; or on "it's"/"it is"/"it was"/"it's been" and a
  noun phrase ("a great way to relax", "my way of …", "one of …"), "about …", "like a …", "what …" or "where …" —
  never an adjective ("it's hard" is as often a dummy), nor a noun of the extraposed "it's a shame to/that …"
  (``lexicon/extraposed_nouns.txt``); the dummy, extraposed and cleft "it" is no pronoun already (``pointing``),
  and what "it is" may stand for only one thing: the clause before it has no comma or dash;
- the clause before it in the same turn (back to the last sentence end, dash or semicolon; its own clause's "but"
  or "and" too: "Taking risks is scary but it's the only way to grow") opens on its own subject: "my"/"the" and at
  most two more words, a gerund and at most two words after it ("Creating art"), one word the source also writes in
  lower case (a common noun, not a name), or a quoted title ('"Brave" by Sara Bareilles') — followed by
  "is"/"was"/"has"/"has been" or a verb of ``affecting_verbs`` ("Art gives me …");
- that subject is a thing: no person word, no speaker's name, no plural.

The proof engine still decides: the rewritten fact is stored only when it is VERIFIED, citing the antecedent.
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

from .contracted_s import s_auxiliary
from .pointing import alternation
from .rewrite import Reference, swap_people

__all__ = ["it_of_the_turn"]

_FORMS = sorted(lexicon.members("affecting_verbs"), key=len, reverse=True)
_AFFECTING = "|".join(_FORMS)
_ADVERB = r"(?:(?:really|also|just|always|definitely|totally|truly|still|even)\s+)?"
_IT_ACTS = re.compile(
    r"^\W*it(?:'s|\s+has)?\s+" + _ADVERB + r"(?:" + _AFFECTING + r")\s+(?:me|us)\b",
    re.IGNORECASE,
)  # fmt: skip
_EXTRAPOSED = alternation(lexicon.words("extraposed_nouns"))
# "it's a great way to relax", "it was my way of …", "it's about …": what the thing is (module docstring).
_IT_IS = re.compile(
    r"^\W*it(?:'s|\s+is|\s+was|'s\s+been|\s+has\s+been)\s+" + _ADVERB
    + r"(?!(?:a|an|the|my|our|such\s+a|one\s+of)\s+(?:[\w-]+\s+){0,3}?" + _EXTRAPOSED + r"\b)"
    r"(?:(?:a|an|the|my|our|such\s+a|one\s+of|like\s+an?)\s+[\w-]+|about|what|where)\b",
    re.IGNORECASE,
)  # fmt: skip
_BOUNDARY = re.compile(r"[.!?;]+\s+|\s+[-–—]+\s+|[—–]|,?\s+(?:but|and)\s+(?=it\b)")
_LABEL = re.compile(r"^[^:\n]{1,40}:\s+")
_LEAD = re.compile(r"^(?:(?:and|but|so|plus|yeah|oh|also|honestly|actually),?\s+)+", re.IGNORECASE)
_SUBJECT = re.compile(
    r"^(?P<np>(?P<det>(?i:my|the))\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*|(?P<ger>[A-Za-z][a-z]+ing)(?:\s+[a-z][\w-]*){0,2}?"
    r"|(?P<title>\"[^\"\n]{1,60}\"(?:\s+by(?:\s+[A-Z][\w.'-]*){1,3})?)|[A-Za-z][a-z-]+)(?:\s+(?:is|was|has\s+been|has)"
    r"|'s|\s+(?:" + _AFFECTING + r"))\s",
)


def _thing(np: str, det: str | None, gerund: str | None, source: str, names: set[str]) -> bool:
    """The subject names a thing, not a person, one of them (module docstring)."""
    words = np.lower().split()
    head = words[-1]
    if np.startswith('"'):  # a quoted title: a song, a book
        return True
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
    said = source[clause[0] : clause[1]]
    if pro.group("pro").lower() != "it" or pro.group("tail") not in ("", "'s"):
        return None
    acts = _IT_ACTS.match(said) is not None
    if not (acts or _IT_IS.match(said)):
        return None
    window = source[turn : clause[0]]
    label = _LABEL.match(window)
    offset = label.end() if label else 0
    cuts = [m.end() for m in _BOUNDARY.finditer(window, offset) if window[m.end() :].strip()]
    begin = max(cuts, default=offset)
    lead = _LEAD.match(window, begin)
    begin = lead.end() if lead else begin
    m = _SUBJECT.match(window[begin:])
    if not acts and re.search(r",|\s[-–—]", window[begin:]):
        return None  # "Store's going good, just been keeping up with …. It's been a lot of work": which of the two?
    names = {w for w in re.split(r"\W+", speaker.name.lower()) if w}
    if m is None or not _thing(m.group("np"), m.group("det"), m.group("ger"), source, names):
        return None
    words = m.group("np").split()
    words[0] = words[0] if m.group("title") else words[0].lower()  # it opened its sentence
    if not swap_people(words, speaker, None, {speaker.name}):
        return None
    at = (turn + begin, turn + begin + len(m.group("np")))
    rest = fact[pro.end("tail") :]
    verb = " " + s_auxiliary(rest) if pro.group("tail") else ""
    return fact[: pro.start("pro")] + " ".join(words) + verb + rest, at
