"""The relations a statement names with "my"/"your"/"our" ("my husband", "your youngest daughter", "our kids"), and
the one a "he"/"she"/"they" that passes something on stands for ("My mom called. She says I work too much.": the
mother tells it, the clause she passes on is about the speaker)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
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


def teller_named_before(
    pronoun: str, before: Sequence[Statement], said: frozenset[str] = frozenset()
) -> Subject | None:
    """Whom a "he"/"she"/"they" that tells something stands for: the one the nearest statement before it (up to
    :data:`LOOK_BACK` back) that names anyone the pronoun may stand for names — a relation after "my"/"your"/"our"
    of its gender or of none ("my friend") for "he"/"she", named in the plural for "they"; for "he"/"she" also a
    person who is neither speaker nor listener, the statement's subject ("Dr. Lee saw me") or a name ``said``
    in it ("I spoke with Tom"). None when that statement names more than one, or a relation of "your" with no one
    known spoken to."""
    for st in reversed(before[-LOOK_BACK:]):
        if st.answered:
            continue  # "How is your husband doing?" — "He's fine.": read at the question, whose "your" is known
        found = set(_fitting(pronoun, st, said))
        if found:
            return found.pop() if len(found) == 1 else None
    return None


def _fitting(pronoun: str, st: Statement, said: frozenset[str]) -> Iterator[Subject | None]:
    genders = lexicon.groups("relation_genders")
    for named in relations_named(st):
        if named.plural != (pronoun == "they"):
            continue
        if pronoun != "they" and genders.get(named.relation, pronoun) != pronoun:  # "my friend": either
            continue
        owner = st.addressee if named.owner == "your" else st.speaker
        yield Subject("relation", aliases(owner), named.relation) if owner else None
    if pronoun == "they":
        return
    parties = frozenset(a for p in (st.speaker, st.addressee) if p for a in aliases(p))
    if st.subject.kind == "person" and not st.subject.names & parties:
        yield st.subject  # "Dr. Lee saw me", "my manager stopped by"
    for tok in st.tokens[1:]:
        if tok.low in said and tok.text[:1].isupper() and tok.low not in parties and tok.low not in st.subject.names:
            yield Subject("person", aliases(tok.low))  # "I spoke with Tom this morning"


def pronoun_told(
    clause: Sequence[Token],
    after: int,
    before: Sequence[Statement],
    speaker: str | None,
    addressee: str | None,
    names: frozenset[str],
    said: frozenset[str] = frozenset(),
) -> tuple[Subject, int, Subject] | None:
    """A clause opening on "he"/"she"/"they" and a verb of telling ("She says I work too much"): the subject of the
    clause passed on, the index after it, and the teller, the one named before (:func:`teller_named_before`;
    ``said``: the names the transcript says); else None."""
    if not 0 < after <= len(clause) or clause[after - 1].low not in _PRONOUNS:
        return None
    inner = through_report(clause, after, speaker, addressee, names)
    if inner is None or (teller := teller_named_before(clause[after - 1].low, before, said)) is None:
        return None
    return inner[0], inner[1], teller
