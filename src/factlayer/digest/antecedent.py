"""The thing a pointing pronoun stands for, written into the fact — only when the words just before name one thing.

"i did review the results of your ct and it does show a stone" → "The doctor says the patient's ct does show a
stone"; "[doctor] how's this chronic back pain going? / [patient] … it really bothers me when i sit" → "The patient
says the chronic back pain really bothers them when …". The antecedent is a noun phrase with a determiner ("my",
"your", "the", "this", "that") ending on a thing a visit talks about: a complaint (``lexicon/complaints.txt``), a
test (``lexicon/test_nouns.txt``), a medicine (also named alone: "i take ibuprofen") or a part of the body
(``referents``), singular, for "it", "this" or "that". It is the nearest such phrase before the pronoun in the
speaker's turn or the turn before it, and only when the sentence holding it names no rival ("the pain in your back"
is one phrase: joined by "in/of/on" to the next; ``referents.rivals``), and ``referents.borne`` holds: what the fact
says of "it" suits the thing ("it helps" a medicine, "it's swollen" a part of the body, never "it helps" a
complaint), it is no one of a pair, no adjunct ("because of the pain"), and no other noun phrase stands between it
and the pronoun, in its sentence or the next. Otherwise there is no antecedent, and the fact is not stored
(``pointing``). The same holds for a pronoun object ("The patient monitors it regularly.", ``pointing_object``).

The proof engine still decides — the rewritten fact is stored only when it is VERIFIED against the source — but it
checks the referent only for a claim opening on a noun phrase said before "it" with another between
(``proof.antecedent``): it VERIFIED "The patient rests the pain at night." for "how is the pain ? / i put a brace on
my wrist , and i rest it at night", so these rules must keep such a referent out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from factlayer.nlp import lexicon
from factlayer.nlp.stems import inflected

from .chat_antecedent import it_of_the_turn
from .contracted_s import written_out
from .pointing import alternation, pointing_object, pointing_subject
from .referents import DETERMINER, THINGS, VERBISH, borne, head, kind, rivals
from .rewrite import Reference, swap_people
from .vague_things import vague_thing

__all__ = ["MAX_QUOTE", "Before", "antecedent", "resolve", "self_contained"]

# The citation of a rewritten fact runs from its antecedent to the end of its clause: no longer than this.
MAX_QUOTE = 400


_TESTS = alternation(lexicon.words("test_nouns"))
_COMPLAINTS = alternation({w for w in lexicon.words("complaints") if not w.endswith("s") or w.endswith("ss")})
_MODIFIER = r"(?:(?!(?:and|or|but|is|was|it|that|this|i|you|my|your|the|of|in|on|to)\b)[a-z][\w-]*\s+)"
_DETERMINER = DETERMINER
# The head of "… in/of/on <determiner> …" is no verb nor function word: "the pain in your shoulder", never "the pain in
# your shoulder keep you" (a question's verb and its object).
_NOT_VERB = r"(?!" + alternation(VERBISH) + r"\b)"
# The longest phrase: "this chronic back pain" (not "this chronic back"), "the pain in your back" as one; a medicine
# or a part of the body (``referents.THINGS``).
_NP = re.compile(
    r"\b(?P<np>(?:" + THINGS + "|" + _DETERMINER + _MODIFIER + r"{0,3}(?:(?P<test>" + _TESTS + r")|(?P<complaint>"
    + _COMPLAINTS + r")))"
    r"(?:\s+(?:in|of|on)\s+" + _DETERMINER + _MODIFIER + r"{0,2}" + _NOT_VERB + r"[a-z][\w-]*)?)(?![\w'-])",
    re.IGNORECASE,
)  # fmt: skip
# "that looks unchanged", "this shows …": a demonstrative read as a test only before one of these.
_REPORTS = re.compile(
    r"\s+(?:(?:also|just|really|basically)\s+)*"
    + alternation(lexicon.members("report_verbs") | {"looks", "looked"})
    + r"\b",
    re.IGNORECASE,
)
# "this started about a week ago", "that began on monday": a beginning is said of a complaint or an event, never of
# what was said; a demonstrative before one reads as "it" (the thing the words before name, a complaint too).
_BEGUN = frozenset(w for w in lexicon.words("state_beginnings") if " " not in w and inflected(w) and w[-3:] != "ing")
_ONSET = re.compile(r"\s+(?:(?:just|really|basically|actually|first|only)\s+)*" + alternation(_BEGUN) + r"\b", re.I)
_SENTENCE_END = re.compile(r"[.?!\n]")


def antecedent(window: str, *, tests_only: bool = False) -> re.Match[str] | None:
    """The one thing the words before a pronoun name (module docstring): its match in ``window`` ("your ct"); None
    if none, or two rivals in its sentence (``referents.rivals``). ``tests_only``: for "this"/"that", which point at
    a complaint as often as at what was said about it ("that gave me some relief"), only a test ("show me the ecg …
    that looks unchanged")."""
    found = [m for m in _NP.finditer(window) if m.group("test") or not tests_only]
    if not found:
        return None
    nearest = found[-1]
    begin = max((m.end() for m in _SENTENCE_END.finditer(window, 0, nearest.start())), default=0)
    after = _SENTENCE_END.search(window, nearest.end())
    end = after.start() if after else len(window)
    heads = {head(m) for m in found if begin <= m.start() < end and rivals(nearest, m)}
    return nearest if len(heads) == 1 else None


@dataclass(frozen=True, slots=True)
class Before:
    """The source before a clause, where what a pronoun in it stands for may be named: the clause's turn and the
    turn before it (``source[start:end]``; the clause's own turn from ``turn``); the clause is ``source[end:stop]``."""

    source: str
    start: int
    turn: int
    end: int
    stop: int | None = None


def resolve(
    fact: str, pointing: re.Match[str], before: Before, speaker: Reference, listener: Reference | None
) -> tuple[str, tuple[int, int]] | None:
    """``fact`` with its pointing pronoun (``pointing_subject``: "it", "it's", "that" …) replaced by its antecedent,
    in third person ("your ct" → "the patient's ct"), and the antecedent's span in the source; None when
    there is none. "this"/"that" before a beginning ("this started …") are read as "it"; else only as a test the
    speaker's own turn names, before "looks"/"shows" …
    ("show me the ecg … that looks unchanged"): after the other's turn they answer what was said ("that sounds
    perfect"), and before "is" they may name anything ("… the proximal right ureter, and that's that duct …")."""
    demonstrative = pointing.group("pro").lower() in ("this", "that")
    if demonstrative and _ONSET.match(fact, pointing.end("tail")) and not pointing.group("tail"):
        demonstrative = False  # "this started about a week ago": as "it started …"
    elif demonstrative and not _REPORTS.match(fact, pointing.end("tail")):
        return None  # "that's that duct …": what "that" is, the words before do not tell
    begin = before.turn if demonstrative else before.start
    found = antecedent(before.source[begin : before.end], tests_only=demonstrative)
    if found is None or before.end - (begin + found.start()) > MAX_QUOTE:
        return None
    thing, at, clause = (
        kind(found),
        (begin + found.start(), begin + found.end()),
        (before.end, before.stop or before.end),
    )
    if not borne(thing, at, fact, pointing, before.source, clause):
        return None  # "it happened" after "my knee", "… i take the ibuprofen . it …" after "my knee"
    words = found.group("np").split()
    if words[0].lower() in ("this", "that"):
        words[0] = "the"
    own = begin + found.start() >= before.turn  # "my"/"your" in the turn before are the other speaker's
    said_by, said_to = (speaker, listener) if own else (listener, speaker)
    if said_by is None or not swap_people(words, said_by, said_to, {speaker.name}):
        return None
    phrase = " ".join(words)
    phrase = "the" + phrase[3:] if phrase.startswith("The ") else phrase
    rest = fact[pointing.end("tail") :]
    tail = pointing.group("tail").lower()  # "it's been …" → "… has been", "it's sore" → "… is sore", "it'd" → "… would"
    phrase += written_out(tail, rest)
    return fact[: pointing.start("pro")] + phrase + rest, (begin + found.start(), begin + found.end())


# "The patient's lungs have some fine crackles in them.", "The patient's knee has some fluid in it.": after a
# preposition, "it"/"them" agreeing with the clause's own subject (by its verb), a thing someone has, stands for
# that subject — not for a person ("The patient has some swelling in it.": in what, the words before tell).
_OWN_REFERENT = re.compile(
    r"^(?:the\s+)?[\w-]+'s\s+(?P<np>(?:[\w-]+\s+){0,2}?[a-z][\w-]*)\s+(?P<verb>has|have|is|are|was|were)\s+"
    r"[^.,;]*?\b(?:in|on|inside|around|within)\s+(?P<pro>it|them)\b",
    re.IGNORECASE,
)


def _own_referent(fact: str) -> bool:
    """Does the fact's pronoun stand for its own subject (``_OWN_REFERENT``)?"""
    m = _OWN_REFERENT.match(fact)
    if m is None or set(m.group("np").lower().split()) & _PEOPLE:
        return False  # "The patient's wife has a lump in it": "it" is no wife
    return (m.group("pro").lower() == "them") == (m.group("verb").lower() in ("have", "are", "were"))


_PEOPLE = frozenset(lexicon.groups("relations")) | lexicon.words("person_nouns") | lexicon.words("people_words")


def self_contained(
    fact: str, before: Before, speaker: Reference, listener: Reference | None, *, chat: bool = False
) -> tuple[str, tuple[int, int] | None] | None:
    """``fact`` as it is when it does not rest on a pronoun (``pointing``); with the pronoun's antecedent written in,
    and its span in the source, when ``before`` names one thing; else None (not self-contained) — always None when it
    rests on "them", "they", a pronoun "one" or, in a chat, "him"/"her" (``vague_things``). ``chat``: a conversation,
    not a visit, where "it helps me …" may stand for the thing the clause before it in the turn is about
    (``chat_antecedent``)."""
    if _own_referent(fact):
        return fact, None
    if before.stop is not None and vague_thing(fact, before.source[before.end : before.stop], persons=chat):
        return None
    subject = pointing_subject(fact)
    pointing = subject or pointing_object(fact)
    if pointing is None:
        return fact, None
    if pointing.group("pro").lower() not in ("it", "this", "that"):
        return None
    found = resolve(fact, pointing, before, speaker, listener)
    if found is None and chat and before.stop is not None and subject is not None:
        clause = (before.end, before.stop)
        return it_of_the_turn(fact, pointing, before.source, before.turn, clause, speaker)
    return found
