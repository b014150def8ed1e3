"""A clause opening on "he" or "she" about the one relative named just before: that relative written in.

"[doctor] how is your son doing ? / [patient] he started college in september ." made no fact (whom "he" is, the
clause does not say: ``ambiguous_subject``); now it is "my son started college in september" as the patient would
say it, and so "The patient's son started college in september.", citing "your son" and the clause. Only when the
words before the clause — its own turn up to it and the turn before (``antecedent.Before``) — name exactly one
person, a relative with "my" or "your" (``lexicon/relations.txt``) whom the pronoun fits
(``lexicon/relation_genders.txt``: "she" is never the son), and no one else: no other relative, no person noun
("the surgeon": ``lexicon/person_nouns.txt``, ``lexicon/other_people.txt``, a role of ``lexicon/speakers.txt``,
"…ologist"), no title ("Dr.", "Mr."), no name (a capital word inside a sentence). "My" and "your" are read as the
one who said them ("your son" said to the patient is "my son" in the patient's words). Said in a visit by anyone
but the patient or a clinician (a parent speaking for a child, who may be the patient), nothing is written in.
In a chat, the speaker's own turn before the turn before counts too (``_own_relation``): "Sam: … the bookshelf I was
building for my daughter. / Maya: How old is she now? / Sam: She turned seven …" is "my daughter turned seven …",
when that turn and the clause's own turn name that one relative with "my" and no one else (no name either, not
even one opening a sentence: ``chat_person.named_in``), and the other's turn names no one (its "she" asking after
her is no one new). Otherwise the clause stays as it was — skipped over a guess. The proof engine still decides. In
a chat, "he"/"she" after the one person its speaker named ("Oliver's hilarious! He hid …") is that person
(``chat_person``).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon
from factlayer.nlp.spoken_of import CARE_ROLES

from .antecedent import MAX_QUOTE, Before
from .chat_person import chat_person, named_in
from .contracted_s import written_out

__all__ = ["named_person"]

_PRONOUN = re.compile(r"^(?P<pro>he|she)(?P<tail>'s|'d|'ll|\b)(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
_LABEL = re.compile(r"(?m)^[ \t]*(?:\[[^\]\n]*\]|[A-Z][\w .'-]{0,40}:)")
_TITLE = re.compile(r"\b(?:dr|mr|mrs|ms|miss|mx)\b\.?", re.IGNORECASE)
_SPECIALIST = re.compile(r"\b[a-z]+(?:ologist|iatrist|ician|ist)s?\b", re.IGNORECASE)
_CAPITAL = re.compile(r"\b[A-Z][a-z]+")
_WORD = re.compile(r"[a-z]+(?:'s)?", re.IGNORECASE)


def _people(window: str, at: int) -> list[tuple[str | None, str, int, int]] | None:
    """Every person the ``window`` (the source from ``at``) names: the "my"/"your" before it, its word, and where
    that phrase is in the source; None when it may name someone this rule cannot tell (a title, a name, a
    specialist)."""
    if _TITLE.search(window) or _named(window) or _SPECIALIST.search(window.replace("wrist", "")):
        return None
    relations = lexicon.groups("relations")
    others = lexicon.words("person_nouns") | lexicon.words("other_people") | frozenset(lexicon.groups("speakers"))
    found: list[tuple[str | None, str, int, int]] = []
    for m in _WORD.finditer(window):
        bare = m.group().lower().removesuffix("'s")
        if bare in relations:
            owner = re.search(r"\b(my|your)\s+$", window[max(0, m.start() - 6) : m.start()], re.IGNORECASE)
            start = at + (m.start() - len(owner.group()) if owner else m.start())
            found.append((owner.group(1).lower() if owner else None, bare, start, at + m.start() + len(bare)))
        elif bare in others:
            found.append((None, bare, at + m.start(), at + m.end()))
    return found


def _named(window: str) -> bool:
    """Does a capital word stand inside a sentence (a name: "… met Tom there")? Not one opening a sentence."""
    for m in _CAPITAL.finditer(window):
        lead = window[: m.start()].rstrip()
        if lead and lead[-1] not in ".?!:":
            return True
    return False


def named_person(body: str, before: Before, role: str | None, visit: bool) -> tuple[str, tuple[int, int]] | None:
    """``body`` with its opening "he"/"she" replaced by the one relative named before it, in the speaker's words
    ("my son"), and where that relative is named in the source (cited too); or None (module docstring)."""
    m = _PRONOUN.match(body)
    if m is None or (visit and role != "patient" and role not in CARE_ROLES):
        return None
    if not visit and (person := chat_person(body, before.source, before.start, before.turn, before.end)):
        return person  # a chat's "Oliver's hilarious! He hid …": the one name said before (``chat_person``)
    src = before.source
    own = _people(_LABEL.sub(lambda x: " " * len(x.group()), src[before.turn : before.end]), before.turn)
    other = _people(_LABEL.sub(lambda x: " " * len(x.group()), src[before.start : before.turn]), before.start)
    if own is None or other is None:
        return None
    swap = {"my": "your", "your": "my"}
    named = [(owner, who, a, b) for owner, who, a, b in own]
    named += [(swap.get(owner or "", owner), who, a, b) for owner, who, a, b in other]
    if not named and not visit:
        return _own_relation(m, before)  # no one in these two turns: the speaker's turn before them
    if len({(owner, who) for owner, who, _, _ in named}) != 1:
        return None
    owner, who, a, b = named[-1]
    fits = lexicon.groups("relation_genders").get(lexicon.groups("relations").get(who, "")) == m.group("pro").lower()
    if owner not in ("my", "your") or not fits:
        return None
    return _written(m, owner, who, (a, b))


def _own_relation(m: re.Match[str], before: Before) -> tuple[str, tuple[int, int]] | None:
    """In a chat, "she"/"he" after the one relative the speaker named with "my" in their turn before the turn before
    (module docstring); None unless every rule holds."""
    src = before.source
    labels = list(_LABEL.finditer(src, 0, before.turn))[-3:]
    if len(labels) != 3 or not labels[-2].end() <= before.start < labels[-1].start():
        return None
    said_by = [label.group().strip() for label in labels]
    if said_by[0] != said_by[2] or said_by[1] == said_by[2]:
        return None  # the speaker's own turn, then the other's, then the clause's turn

    def blank(a: int, b: int) -> str:
        return _LABEL.sub(lambda x: " " * len(x.group()), src[a:b])

    spans = ((labels[0].end(), labels[1].start()), (before.turn, before.end))
    said = [_people(blank(a, b), a) for a, b in spans]
    asked = _people(blank(before.start, before.turn), before.start)
    if said[0] is None or said[1] is None or asked is None or asked:
        return None  # a name, a title, or anyone the other's turn names
    participants = {w.lower() for label in said_by for w in label.strip("[]:").split()}
    if named_in(blank(labels[0].end(), before.end), src, participants):
        return None  # "Jo and I finished …": a name opening a sentence is someone too
    named = said[0] + said[1]
    if len({(owner, who) for owner, who, _, _ in named}) != 1:
        return None
    owner, who, a, b = named[-1]
    fits = lexicon.groups("relation_genders").get(lexicon.groups("relations").get(who, "")) == m.group("pro").lower()
    if owner != "my" or not fits or before.end - a > MAX_QUOTE:
        return None
    return _written(m, owner, who, (a, b))


def _written(m: re.Match[str], owner: str, who: str, at: tuple[int, int]) -> tuple[str, tuple[int, int]]:
    """The clause ``m`` read with "my son"/"your son" for its pronoun, and where that relative is named."""
    tail, rest = m.group("tail").lower(), m.group("rest")
    return f"{owner} {who}{written_out(tail, rest)}{rest}", at
