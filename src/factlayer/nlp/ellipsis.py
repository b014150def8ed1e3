"""An elliptical reply: a subject and an auxiliary with no verb of its own ("I do not", "yes I am", "my mother
does", "I do, on weekends", "my husband does though"). Alone it says nothing — the answered question holds the
predicate (:func:`elliptical`, ``lexicon/elliptical.txt``); read with the yes/no question it answers it says that
predicate of its own subject (:func:`rebuild`): "Does anyone in your family have diabetes?" — "My mother does." is
the speaker's mother having diabetes; "Do you exercise?" — "I did last year." the speaker exercising last year.

A "do"/modal auxiliary may be followed by particles and words of time or frequency ("I did last year", "I will
tomorrow"), which the rebuilt proposition carries; "be" and "have" only by particles, since after them a value or
an object is a predicate of its own ("my mother is 80", "I have two"). Anything else after the auxiliary is a verb
phrase of its own ("my husband does the cooking"), and the reply is no ellipsis. The reply and the question must
stand on the same auxiliary family ("Do you smoke?" — "My husband is." is no answer), the question asks nothing
negative nor a choice ("Don't you smoke?", "Do you smoke or drink?"), and the reply's subject is the speaker ("I")
or someone of theirs ("my mother", "my older brother")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.possessed import possessive
from factlayer.nlp.tokens import Token

__all__ = [
    "Asked",
    "Rebuilt",
    "Reply",
    "asked",
    "elliptical",
    "positive_auxiliary",
    "rebuild",
    "reply",
    "third_person_auxiliary",
    "time_words",
]

_OWNERS = lexicon.words("owners")
_STRICT = frozenset(
    w for w in lexicon.words("auxiliaries") if w.startswith(("is", "are", "was", "were", "have", "has", "had", "am"))
)
_PEOPLE = lexicon.words("first_person") | lexicon.words("second_person")
_SUBJECT_WORDS = 2  # "my mother", "my older brother": the owner and at most two words


@cache
def time_words() -> frozenset[str]:
    """Words of time or frequency a "do"/modal reply may carry ("on weekends", "last year", "twice a week")."""
    units = lexicon.members("units")
    return (
        lexicon.words("value_glue")
        | lexicon.words("number_words")
        | frozenset(lexicon.groups("weekdays"))
        | frozenset(lexicon.groups("months"))
        | frozenset(units)
        | frozenset(w for w, role in lexicon.classes("elliptical").items() if role == "time")
    )


def _subject_end(words: list[str]) -> int:
    """The index after the reply's subject: a pronoun, or "my mother" / "the kids" (an owner and one or two words
    before the auxiliary); 0 if there is none."""
    role = lexicon.classes("elliptical")
    if words and role.get(words[0]) == "pronoun":
        return 1
    if words and words[0] in _OWNERS:
        aux = next((i for i, w in enumerate(words[1:4], 1) if w in lexicon.words("auxiliaries")), None)
        return aux if aux is not None and aux > 1 else 0
    return 0


def elliptical(words: list[str]) -> bool:
    """Is the reply (lower-case words, punctuation removed) a subject and an auxiliary with no verb of its own?"""
    role = lexicon.classes("elliptical")
    rest = [w for w in _opened(words) if role.get(w) != "particle"]
    k = _subject_end(rest)
    if not k or k >= len(rest) or rest[k] not in lexicon.words("auxiliaries"):
        return False
    tail = rest[k + 1 :]
    if all(w in lexicon.words("auxiliaries") for w in tail):
        return len(rest) <= 4 or rest[0] in _OWNERS
    return rest[k] not in _STRICT and all(w in time_words() or w.isdigit() for w in tail)


_CONTRACTED_AUXILIARIES = {"'d": "would", "'ll": "will", "'ve": "have"}


def _opened(words: list[str]) -> list[str]:
    """ "i'd rather not" → "i would rather not": a pronoun's contracted modal as its own word."""
    out: list[str] = []
    for w in words:
        stem, tail = w[: w.rfind("'")], w[w.rfind("'") :]
        aux = _CONTRACTED_AUXILIARIES.get(tail) if "'" in w else None
        out.extend([stem, aux] if aux and lexicon.classes("elliptical").get(stem) == "pronoun" else [w])
    return out


@dataclass(frozen=True, slots=True)
class Asked:
    """A yes/no question's parts: its auxiliary, its subject ("you", "anyone in your family") and its predicate
    (from the verb to the end, without the question mark)."""

    auxiliary: Token
    subject: tuple[Token, ...]
    predicate: tuple[Token, ...]


@dataclass(frozen=True, slots=True)
class Reply:
    """An elliptical reply's parts: its subject ("I", "my mother"), auxiliary, polarity, whether a hedge opens it
    ("I think my mother does") and the words of time or frequency after the auxiliary ("on weekends")."""

    subject: tuple[Token, ...]
    auxiliary: Token
    negated: bool
    hedged: bool
    tail: tuple[Token, ...]


@dataclass(frozen=True, slots=True)
class Rebuilt:
    """What the reply says, read with the question: the reply's subject, the question's predicate, the reply's
    auxiliary (tense, number), polarity and hedge, and the time words it carries."""

    reply: Reply
    predicate: tuple[Token, ...]

    @property
    def past(self) -> bool:
        return _auxiliary(self.reply.auxiliary.low)[1] == "past"

    @property
    def family(self) -> str:
        return _auxiliary(self.reply.auxiliary.low)[0]

    def tokens(self) -> tuple[Token, ...]:
        """The proposition's words in order: "my mother does have diabetes", "i did exercise last year"."""
        return (*self.reply.subject, self.reply.auxiliary, *self.predicate, *self.reply.tail)


def _auxiliary(word: str) -> tuple[str, str, str, str]:
    """(family, tense, third person singular form, positive form) of an auxiliary
    (``lexicon/ellipsis_auxiliaries.txt``); empty strings for another word."""
    row = lexicon.table("ellipsis_auxiliaries").get(word)
    return (row[0], row[1], row[2], row[3]) if row and len(row) == 4 else ("", "", "", "")


def positive_auxiliary(word: str) -> str:
    """The auxiliary without its negation: "doesn't" → "does", "can't" → "can", "won't" → "will"."""
    return _auxiliary(word)[3] or word


def third_person_auxiliary(word: str) -> str:
    """The auxiliary after a third person singular subject: "do" → "does", "am" → "is", "have" → "has"."""
    return _auxiliary(word)[2] or word


def _negative(word: str) -> bool:
    return word.endswith("n't") or word in lexicon.words("negations")


def asked(question: Sequence[Token]) -> Asked | None:
    """The parts of a yes/no question opening on an auxiliary, asked of "you" or of "anyone" (with "else" or a place
    after it: "anyone in your family", "anybody at home"); None for any other question, a negative one ("don't you
    …?", "do you not …?") or a choice ("do you smoke or drink?")."""
    role = lexicon.classes("ellipsis_questions")
    toks = [t for t in question if not t.is_punct]
    while toks and role.get(toks[0].low) == "lead":
        toks = toks[1:]
    if len(toks) < 3 or not _auxiliary(toks[0].low)[0] or any(_negative(t.low) or t.low == "or" for t in toks):
        return None
    k = 2
    if toks[1].low == "you":
        pass
    elif role.get(toks[1].low) == "anyone":
        if k < len(toks) and role.get(toks[k].low) == "else":
            k += 1
        elif k < len(toks) and role.get(toks[k].low) == "place":
            k += 1 + (k + 1 < len(toks) and role.get(toks[k + 1].low) == "owner") + 1
    else:
        return None
    if k >= len(toks):
        return None
    return Asked(toks[0], tuple(toks[1:k]), tuple(toks[k:]))


def reply(sentence: Sequence[Token]) -> Reply | None:
    """The parts of an elliptical reply sentence ("My mother does.", "No, never. My husband does though." — its
    second sentence —, "I do, on weekends.", "My dad did, he quit." up to its comma), or None: a question ("My
    mother does?"), a verb phrase after the auxiliary ("my husband does the cooking"), a subject other than "I" or
    "my …" ("he does": whom the words do not fix)."""
    if sentence and sentence[-1].low == "?":
        return None
    role = lexicon.classes("elliptical")
    toks = list(sentence)
    lead = lexicon.words("hesitations") | {"but", "and", "well"}
    while toks and (toks[0].is_punct or role.get(toks[0].low) == "particle" or toks[0].low in lead):
        toks = toks[1:]
    words = [t.low for t in toks]
    hedged = find_phrase(words, "hedges", at_start=True) is not None
    if hedged:
        phrase = next(p for p in lexicon.words("hedges") if words[: len(p.split())] == p.split())
        toks = toks[len(phrase.split()) :]
        toks = toks[1:] if toks[:1] and toks[0].low == "," else toks
    if not toks or toks[0].low not in ("i", "my"):
        return None
    at = (
        1
        if toks[0].low == "i"
        else next((i for i in range(2, 2 + _SUBJECT_WORDS) if i < len(toks) and _auxiliary(toks[i].low)[0]), 0)
    )
    if not at or at >= len(toks) or not _auxiliary(toks[at].low)[0] or not all(t.is_word for t in toks[:at]):
        return None
    if any(possessive(t.low) for t in toks[1:at]):
        return None  # "My mom's sister did.": someone of someone of theirs, whom "my …" does not name
    # a hedge anywhere in the sentence holds the whole reply ("My mother does, I think.", "…, maybe")
    hedged = hedged or find_phrase([t.low for t in toks[at + 1 :]], "hedges") is not None
    aux, family = toks[at], _auxiliary(toks[at].low)[0]
    tail: list[Token] = []
    negated = _negative(aux.low)
    for k, t in enumerate(toks[at + 1 :], at + 1):
        if t.is_punct:
            if t.low == ",":
                continue
            break
        if role.get(t.low) == "particle":
            negated = negated or _negative(t.low)
            continue
        if (t.low in time_words() or t.low.isdigit()) and family not in ("be", "have"):  # "for 20 years"
            tail.append(t)
            continue
        if toks[k - 1].low == ",":
            break  # "My dad did, he quit": another clause after the comma
        return None  # "my husband does the cooking": a verb phrase of its own
    return Reply(tuple(toks[:at]), aux, negated, hedged, tuple(tail))


def rebuild(question: Sequence[Token], answer: Sequence[Token]) -> Rebuilt | None:
    """The proposition an elliptical reply ``answer`` (one sentence) makes with the yes/no ``question`` it answers:
    its own subject, the question's predicate, its own auxiliary and polarity, its time words; None unless both
    read so and stand on the same auxiliary family."""
    q, r = asked(question), reply(answer)
    if q is None or r is None or _auxiliary(q.auxiliary.low)[0] != _auxiliary(r.auxiliary.low)[0]:
        return None
    if any(t.low in _PEOPLE for t in q.predicate):
        return None  # "Do you take your pills?" — "My husband does": whose pills the words do not say
    return Rebuilt(r, q.predicate)
