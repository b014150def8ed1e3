"""The name a "he"/"she" opening a statement stands for: "Nate: this is Max! | Joanna: he's adorable! | Nate: he's
adopted" says Max was adopted. ``proof.align`` then finds the claim's "Max" at that "he".

Read statement by statement: a "he" (any form, ``lexicon/gendered_pronouns.txt``) stands for what the nearest
statement before it (up to :data:`LOOK_BACK` back) that names someone or says a "he" of its own stands for — the
one person it names, or what its own "he" stood for. Never a guess: a statement that names two people ("Tom and
his brother"), a relation ("my husband") or a person noun ("the surgeon") beside a name, names someone while its own
"he" stands for someone else ("He is seeing Doctor B"), or names nothing but a relation or a noun, leaves the "he"
after it standing for no one; so does a name that is the speaker's or the listener's (never a "he"), or a "he"
nothing before names. A name is a word the transcript writes capitalised inside sentences and never in lower case
(``nlp.transcript_names``); a name has no gender here, so a "she" after "Tom" is read as Tom only when nothing else
is named, as a "he" is.

Only a statement that denies nothing, and no question read through its answer, takes the name: a denial read
through a pronoun is not sure enough to contradict, as ``proof.carried_topic`` holds of a referent far back; and a
window whose claim name is found only at the pronoun bears the claim out or leaves it open, never contradicts it
(:func:`named_at_pronoun`, read by ``proof.checks``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from factlayer.nlp import lexicon
from factlayer.nlp.persons import THIRD_PERSON, aliases
from factlayer.proof.named_before import relations_named
from factlayer.proof.statement import Statement

if TYPE_CHECKING:  # proof.align reads the statements this module names
    from factlayer.proof.align import Match

__all__ = ["LOOK_BACK", "at_pronoun_name", "named_at_pronoun", "with_pronoun_names"]

LOOK_BACK = 4  # statements back to the one that names whom a "he"/"she" stands for, or carries it on

_NOBODY = ""  # a pronoun that stands for no one known: it carries nothing on


@cache
def _genders() -> dict[str, str]:
    return lexicon.groups("gendered_pronouns")


@cache
def _people_nouns() -> frozenset[str]:
    people = lexicon.union("person_nouns", "other_people", "care_roles")
    return people | frozenset(lexicon.groups("relations"))


def _parties(st: Statement) -> frozenset[str]:
    return (
        frozenset(a for p in (st.speaker, st.addressee) if p for a in aliases(p))
        | st.speaker_called
        | st.addressee_called
    )


def _named(st: Statement, said: frozenset[str]) -> list[str]:
    """Whom ``st`` names: each name said in it (not its speaker's nor its listener's), and ``_NOBODY`` for a
    relation or a person noun (someone, who may be the one a later "he" stands for; not a title before a name:
    "Doctor Smith", "Coach Rivera" name one person)."""
    parties = _parties(st)
    lows = [t.low.removesuffix("'s") for t in st.tokens]
    named = [k for k, tok in enumerate(st.tokens) if k and tok.is_word and tok.text[:1].isupper() and lows[k] in said]
    out = sorted({lows[k] for k in named} - parties)
    nouns = [k for k, low in enumerate(lows) if low in _people_nouns() and k + 1 not in named]
    return [*out, _NOBODY] if relations_named(st) or nouns else out


def _forms(st: Statement) -> set[str]:
    """The genders of the "he"/"she" forms ``st`` says."""
    genders = _genders()
    return {genders[t.low] for t in st.tokens if t.low in genders}


def _stands_for(
    gender: str, before: Sequence[Statement], said: frozenset[str], read: dict[tuple[int, str], str]
) -> str:
    """The name a ``gender`` pronoun stands for after the statements ``before``, or ``_NOBODY``."""
    for st in reversed(before[-LOOK_BACK:]):
        named = _named(st, said)
        own = read.get((st.index, gender))
        if named:
            found = set(named) | ({own} if own is not None else set())
            return found.pop() if len(found) == 1 else _NOBODY
        if own is not None:
            return own
    return _NOBODY


def with_pronoun_names(statements: list[Statement], said: frozenset[str]) -> list[Statement]:
    """Each statement that opens on "he"/"she" (``Statement.third_person``) with the name it stands for, if one
    (module docstring)."""
    read: dict[tuple[int, str], str] = {}
    out: list[Statement] = []
    for i, st in enumerate(statements):
        for gender in _forms(st):
            read[(st.index, gender)] = _stands_for(gender, statements[:i], said, read)
        opening = next((t.low for t in st.tokens if t.low in THIRD_PERSON), "")  # "Well, she is …"
        name = read.get((st.index, _genders().get(opening, "")), _NOBODY)
        if st.third_person and name and name not in _parties(st) and not st.negated and not st.answered:
            st = replace(st, pronoun_name=name)
        out.append(st)
    return out


def at_pronoun_name(match: Match, statement: Statement) -> bool:
    """Is ``match`` (in ``statement``) a claim's name found as the name the statement's "he"/"she" stands for? Such a
    name is lent to no other statement (``proof.context``): one reading through a pronoun is the most it takes."""
    return match.how == "pronoun" and bool(statement.pronoun_name) and statement.pronoun_name == match.term.low


def named_at_pronoun(matches: Sequence[Match], statements: Sequence[Statement]) -> bool:
    """Is a claim word found only as the name a statement's "he"/"she" stands for?"""
    return any(at_pronoun_name(m, statements[m.statement]) for m in matches)
