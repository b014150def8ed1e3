"""A chat's clause opening on "he" or "she" after its speaker named one person: that person's name written in.

"It was Marco Diaz, he is so talented!" made no fact (whom "he" is, the clause does not say: ``ambiguous_subject``);
now the clause reads "Marco Diaz is so talented!", citing "Marco Diaz" and the clause. Only in a chat (not a visit:
``person_pronouns`` reads "your son" there), and only when all of these hold, else the clause stays as it was —
skipped over a guess:

- the speaker's own turn before the clause and the turn before it name exactly one person, in the speaker's own
  turn. A name is a run of capitalised words ("Marco Diaz") none of which the source also writes in lower case or
  is a word that names no one ("Thanks", "How", "Wow": ``stopwords``, ``question_words``, ``interjections`` …);
  one opening a sentence only if the parse tags it a proper noun and it is no gerund ("Biscuit's my hamster", not
  "Gardening's …", "Veggies are …"; without the parse extra, any such word may be a name). A participant of the
  chat, and anyone called by name ("Thanks, Rav!", "Hey Mel,": the one spoken to) is not counted;
- neither turn says a title, a singular person word ("my friend", "the coach": ``lexicon/person_nouns.txt``,
  ``other_people.txt``, ``people_words.txt``, ``relations.txt``; "my kids" cannot be "he") or the other pronoun
  ("came with her. He …": two people);
- the name is no more than 120 characters before the clause.

Whether the name is a man's or a woman's the transcript does not say, so "he" and "she" are read alike; with one
person named and no other, the pronoun has no one else to stand for. The proof engine still decides, and a clause
the extractor cannot attribute even with the name in ("Oliver hid his bone …") is still not stored.
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.parse import parse

from .contracted_s import written_out

__all__ = ["chat_person", "named_in"]

_PRONOUN = re.compile(r"^(?P<pro>he|she)(?P<tail>'s|'d|'ll|\b)(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
_LABEL = re.compile(r"(?m)^[ \t]*([A-Z][\w .'-]{0,40}):")
_NAME = re.compile(r"\b[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){0,2}\b")
_TITLE = re.compile(r"\b(?:dr|mr|mrs|ms|miss|mx)\b\.?", re.IGNORECASE)
_WORD = re.compile(r"[a-z]+", re.IGNORECASE)
_OTHER = {
    "he": re.compile(r"\b(?:she|her|hers|herself)\b", re.IGNORECASE),
    "she": re.compile(r"\b(?:he|him|his|himself)\b", re.IGNORECASE),
}
NEAR = 120
_OPENS = re.compile(r"(?:^|[.!?]|\s[-–—]+)\s*$")
_VOCATIVE = re.compile(r"\s*[,!?.]")  # "… Mel!", "… Mel, "
_CALLED = re.compile(
    r"(?:^|[,!?.]|\b(?:hey|hi|hello|thanks|thank\s+you|congrats|wow|yeah|yes|oh))\s*$",
    re.IGNORECASE,
)


def _people_words() -> frozenset[str]:
    words = lexicon.words("person_nouns") | lexicon.words("other_people") | lexicon.words("people_words")
    return frozenset(words | set(lexicon.groups("relations")))


_COMMON = (
    "stopwords not_names question_words interjections greetings remarks backchannels auxiliaries first_person "
    "second_person third_person determiners subordinators praise_words yes no months weekdays"
)


def _common() -> frozenset[str]:
    """Words that open a sentence with a capital and name no one ("How", "Wow", "Thanks")."""
    return frozenset().union(*(set(lexicon.groups(n)) for n in _COMMON.split()))  # each word: "october oct"


def _names(window: str, source: str, participants: set[str]) -> list[tuple[str, int]] | None:
    """The names ``window`` says (module docstring) and where; None when it also says a person word (not a plural
    one: "your kids" are not "he") or a title."""
    people = _people_words()
    words = [w.lower() for w in _WORD.findall(window)]
    if _TITLE.search(window) or any(w in people and not (w.endswith("s") and not w.endswith("ss")) for w in words):
        return None
    return named_in(window, source, participants)


def named_in(window: str, source: str, participants: set[str]) -> list[tuple[str, int]]:
    """The names ``window`` says (module docstring: not a participant, not one called) and where."""
    found = []
    for m in _NAME.finditer(window):
        words = m.group().split()
        if any(w.lower() in participants for w in words) or (
            _VOCATIVE.match(window[m.end() :]) and _CALLED.search(window[: m.start()])
        ):
            continue  # "Thanks, Mel!": the one spoken to
        common = _common()
        if any(w.lower() in common or re.search(rf"\b{w.lower()}\b", source) for w in words):
            continue  # "Thanks", "Wow", "Painting": a word the source also writes in lower case
        if _OPENS.search(window[: m.start()]) and not _proper(window, m.start()):
            continue  # "Parenting's such a big responsibility", "Veggies are his fave": a capital for the sentence
        found.append((m.group(), m.start()))
    return found


def _proper(window: str, at: int) -> bool:
    """Is the capitalised word opening a sentence at ``at`` a proper noun (the parse's tag)? Without the parse
    extra, any such word may be a name (and then two names leave the pronoun unread)."""
    word = re.match(r"[A-Za-z]+", window[at:])
    if word is None or (word.group().endswith("ing") and word.group().lower() not in lexicon.words("not_gerunds")):
        return False  # "Gardening's my thing now": an activity
    words = parse(window)
    if words is None:
        return True
    return any(w.start == at and w.pos == "PROPN" for w in words)


def chat_person(body: str, source: str, start: int, turn: int, end: int) -> tuple[str, tuple[int, int]] | None:
    """``body`` (a clause at ``source[end:]``) with its opening "he"/"she" replaced by the one person the speaker's
    turn (``source[turn:end]``) names before it, and where that name is; None unless every rule of the module
    docstring holds. ``source[start:turn]`` is the turn before."""
    m = _PRONOUN.match(body)
    if m is None:
        return None
    participants = {w.lower() for label in _LABEL.findall(source) for w in label.split()}
    own_label = _LABEL.match(source, turn)
    own_at = own_label.end() if own_label else turn
    own = _names(source[own_at:end], source, participants)
    other_label = _LABEL.match(source, start)
    other_at = other_label.end() if other_label else start
    other = _names(source[other_at:turn], source, participants) if start < turn else []
    if own is None or other is None or len({n for n, _ in own + other}) != 1 or not own:
        return None  # "Oliver's done?" / "Oliver's hilarious! He …": the same one in both turns is still one
    if _OTHER[m.group("pro").lower()].search(source[other_at:end]):
        return None
    name, at = own[-1]
    a = own_at + at
    if end - a > NEAR:
        return None
    tail, rest = m.group("tail").lower(), m.group("rest")
    return f"{name}{written_out(tail, rest)}{rest}", (a, a + len(name))
