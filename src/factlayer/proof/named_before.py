"""The relations a statement names with "my"/"your"/"our" ("my husband", "your youngest daughter", "our kids"), and
the one a "he"/"she"/"they" that passes something on stands for ("My mom called. She says I work too much.": the
mother tells it, the clause she passes on is about the speaker)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from factlayer.nlp import lexicon
from factlayer.nlp.persons import Subject, aliases
from factlayer.nlp.possessed import relation_at
from factlayer.nlp.subjects import through_report
from factlayer.nlp.tokens import Token
from factlayer.proof.statement import Statement

LOOK_BACK = 4  # statements back to the relation a "he"/"she" continues (proof.attribution reads owners as far)
OWNERS = frozenset({"my", "your", "our"})
_PRONOUNS = frozenset({"he", "she", "they"})


class Named(NamedTuple):
    relation: str  # its canonical name ("mother" for "mom")
    owner: str  # the word that owns it: "my", "your" or "our"
    plural: bool  # "my parents", "my kids": a "they"'s


def relations_named(st: Statement) -> list[Named]:
    """The relations ``st`` names after "my"/"your"/"our", in order: not "I'm her mother" (whose, the pronoun's own
    relation)."""
    out: list[Named] = []
    for k, tok in enumerate(st.tokens[:-1]):
        if tok.low in OWNERS and (rel := relation_at(st.tokens, k + 1)) is not None:
            word = st.tokens[rel[1] - 1].low
            plural = lexicon.groups("irregular_plurals").get(word, word) != word or (
                word.endswith("s") and word[:-1] in lexicon.groups("relations")
            )  # "parents", "kids", "children": not "sis", "boss"
            out.append(Named(rel[0], tok.low, plural))
    return out


def teller_named_before(pronoun: str, before: Sequence[Statement]) -> Subject | None:
    """The relation a "he"/"she"/"they" that tells something stands for: the nearest named before it (up to
    :data:`LOOK_BACK` statements) that the pronoun may stand for — of its gender or of none ("my friend") for
    "he"/"she", named in the plural for "they" — owned by the one who named it ("my") or the one spoken to
    ("your", when known); else None."""
    genders = lexicon.groups("relation_genders")
    for st in reversed(before[-LOOK_BACK:]):
        if _someone_else(st):
            return None  # "My husband called. Dr. Lee saw me. He says …": Dr. Lee's, maybe
        for named in reversed(relations_named(st)):
            if named.plural != (pronoun == "they"):
                continue
            if pronoun != "they" and genders.get(named.relation, pronoun) != pronoun:  # "my friend": either
                continue
            owner = st.addressee if named.owner == "your" else st.speaker
            return Subject("relation", aliases(owner), named.relation) if owner else None
    return None


def _someone_else(st: Statement) -> bool:
    """``st`` is about a person who is neither its speaker nor the one spoken to ("Dr. Lee saw me")."""
    if st.subject.kind != "person":
        return False
    parties = [p for p in (st.speaker, st.addressee) if p]
    return not any(st.subject.names & aliases(p) for p in parties)


def pronoun_told(
    clause: Sequence[Token],
    after: int,
    before: Sequence[Statement],
    speaker: str | None,
    addressee: str | None,
    names: frozenset[str],
) -> tuple[Subject, int, Subject] | None:
    """A clause opening on "he"/"she"/"they" and a verb of telling ("She says I work too much"): the subject of the
    clause passed on, the index after it, and the teller, the relation named before (:func:`teller_named_before`);
    else None."""
    if not 0 < after <= len(clause) or clause[after - 1].low not in _PRONOUNS:
        return None
    inner = through_report(clause, after, speaker, addressee, names)
    if inner is None or (teller := teller_named_before(clause[after - 1].low, before)) is None:
        return None
    return inner[0], inner[1], teller
