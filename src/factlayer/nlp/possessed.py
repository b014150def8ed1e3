"""Whom "<owner>'s …" or "my …" is about: a relation of the owner ("the patient's mother", "Barry's wife"), the
owner's group or own body or attribute, or a thing of theirs, about which nothing is known of a person."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from factlayer.nlp import lexicon
from factlayer.nlp.persons import UNKNOWN, Subject
from factlayer.nlp.tokens import Token


def _owned_attribute(tokens: Sequence[Token], k: int) -> bool:
    """Is the possessed noun a body part or a personal attribute (then the owner is the subject)?"""
    categories = lexicon.classes("categories")
    for tok in tokens[k : k + 3]:
        if categories.get(tok.low) in ("body_part", "side", "part") or tok.low in lexicon.words("attributes"):
            return True
        if tok.is_word and tok.low not in ("the", "a", "left", "right", "lower", "upper"):
            return False
    return False


def possessive(low: str) -> bool:
    """Does the word ``low`` end in an owner's "'s" ("tom's", "father's"; by its form only, so "it's" too, but not
    "'s" alone)?"""
    return len(low) > 2 and low.endswith(("'s", "’s"))


# How many words may stand between an owner and the being it names: "my poor two-month-old baby", "my 2 year old son".
MAX_MODIFIERS = 4


def noun_modifier(token: Token) -> bool:
    """May ``token`` stand before the head noun of "my …" as its modifier: an adjective, an age or a number ("poor",
    "little", "two-month-old", "2", "-", "year", "old")? Not a function word (but the few adjectives among them),
    a pronoun, a contraction, a verb, a negation or an owner's "'s": they end the noun phrase or start another."""
    low = token.low
    if token.is_number or low == "-":
        return True
    if not token.is_word or "'" in low or "’" in low:  # "my son's …", "the finasteride | i'm only taking …"
        return False
    if low in lexicon.words("stopword_adjectives"):
        return True
    return low not in _phrase_ends()


@cache
def _phrase_ends() -> frozenset[str]:
    names = ("stopwords", "common_verbs", "negations", "first_person", "second_person", "third_person")
    return lexicon.union(*names)


def after_modifiers(tokens: Sequence[Token], k: int, names: Callable[[int], bool]) -> int | None:
    """The index of the first word from ``tokens[k]`` that ``names`` a being, read past at most ``MAX_MODIFIERS``
    modifiers ("my poor two-month-old baby girl": "baby"); None when a word that is neither comes first. The first
    word is passed over whatever it is, as one adjective always was ("my doctor husband")."""
    for j in range(k, min(k + MAX_MODIFIERS + 1, len(tokens))):
        if names(j):
            return j
        if j > k and not noun_modifier(tokens[j]):
            return None
    return None


def relation_at(tokens: Sequence[Token], i: int) -> tuple[str, int] | None:
    """A relation word at ``tokens[i]`` or after its modifiers ("my youngest daughter", "my poor two-month-old
    baby girl", "my 2 year old son"): its canonical name and the index after it."""
    relations = lexicon.groups("relations")
    chains: dict[int, tuple[str, int] | None] = {}  # each word's chain, read once (no relation word ends in "'s")
    j = after_modifiers(
        tokens, i, lambda j: tokens[j].low in relations or chains.setdefault(j, _chained(tokens, j)) is not None
    )
    if j is None:
        return None
    chained = chains.get(j)
    return (relations[tokens[j].low], j + 1) if chained is None else chained


def _chained(tokens: Sequence[Token], j: int) -> tuple[str, int] | None:
    """ "dad's dad", "mother's sister" at ``tokens[j]``: a relation's relation, as one relation
    (``lexicon/kin_chains.txt``: "grandfather", "aunt") or, when none is listed, as the chain ("sister's husband");
    and the index after it. None when ``tokens[j]`` is no relation's possessive or no relation follows it."""
    relations = lexicon.groups("relations")
    low = tokens[j].low
    owner = relations.get(low.removesuffix("'s")) if possessive(low) else None
    then = relation_at(tokens, j + 1) if owner is not None else None
    if owner is None or then is None:
        return None
    return _chains().get((owner, then[0]), f"{owner}'s {then[0]}"), then[1]


@cache
def _chains() -> dict[tuple[str, str], str]:
    return {(row[0], row[1]): row[2] for row in lexicon.rows("kin_chains") if len(row) == 3}


def possessed(owner_names: frozenset[str], tokens: Sequence[Token], k: int) -> tuple[Subject, int] | None:
    """Whom "<owner>'s ..." at ``tokens[k]`` is about: a relation ("the patient's mother", "Barry's wife"), the
    owner's group or own body or attribute, or nothing known ("Caroline's bowl"); None for an ownerless phrase that
    names no relation."""
    rel = relation_at(tokens, k)
    if rel:
        return Subject("relation", owner_names, rel[0]), rel[1]
    if k < len(tokens) and tokens[k].low in lexicon.words("collectives"):
        # "the team": a "we", no one speaker; "Gina's team": Gina's "we", not another speaker's
        return (Subject("person", owner_names) if owner_names else UNKNOWN), k + 1
    if owner_names and _owned_attribute(tokens, k):
        return Subject("person", owner_names), k
    if owner_names:
        return UNKNOWN, k  # "Caroline's bowl was made by a friend": about the bowl
    return None


def another_being(tokens: Sequence[Token], k: int) -> bool:
    """Does the word after "my" / "your" (at ``k``, or after its modifiers: "my sweet old cat") name a being other
    than the owner that :func:`relation_at` does not read: a pet ("my cat"), a relation in a compound ("my
    ex-husband", "my mother-in-law"), or what a relation or a pet of the owner has ("my son's teacher")? Then the
    clause is about that being, not the owner."""
    relations = lexicon.groups("relations")
    pets = lexicon.classes("categories")  # "pet: dog cat …"

    def being(j: int) -> bool:
        low = tokens[j].low
        if "-" in low and any(part in relations for part in low.split("-")):
            return True
        if pets.get(low) == "pet":
            return True
        owner = low.removesuffix("'s")
        of_another = owner != low and j + 1 < len(tokens) and tokens[j + 1].is_word
        return of_another and (owner in relations or pets.get(owner) == "pet")

    return after_modifiers(tokens, k, being) is not None
