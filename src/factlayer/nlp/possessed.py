"""Whom "<owner>'s …" or "my …" is about: a relation of the owner ("the patient's mother", "Barry's wife"), the
owner's group or own body or attribute, or a thing of theirs, about which nothing is known of a person."""

from __future__ import annotations

from collections.abc import Sequence

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


def relation_at(tokens: Sequence[Token], i: int) -> tuple[str, int] | None:
    """A relation word at ``tokens[i]`` (or after one adjective): its canonical name and the index after it."""
    relations = lexicon.groups("relations")
    for j in (i, i + 1):
        if j < len(tokens) and tokens[j].low in relations:
            return relations[tokens[j].low], j + 1
    return None


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
    """Does the word after "my" / "your" (at ``k``) name a being other than the owner that :func:`relation_at` does
    not read: a pet ("my cat"), a relation in a compound ("my ex-husband", "my mother-in-law"), or what a relation
    or a pet of the owner has ("my son's teacher")? Then the clause is about that being, not the owner."""
    if k >= len(tokens):
        return False
    low = tokens[k].low
    relations = lexicon.groups("relations")
    pets = lexicon.classes("categories")  # "pet: dog cat …"
    if "-" in low and any(part in relations for part in low.split("-")):
        return True
    if pets.get(low) == "pet":
        return True
    owner = low.removesuffix("'s")
    of_another = owner != low and k + 1 < len(tokens) and tokens[k + 1].is_word
    return of_another and (owner in relations or pets.get(owner) == "pet")
