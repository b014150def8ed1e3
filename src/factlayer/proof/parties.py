"""Who a stretch of a statement's words names, as one party of a deed (the one who does it, or the one it is done
to): the one speaking ("I", "me"), the one spoken to ("you"), a relation ("my son", "my little girl", "Ana's
husband"), a name ("Jerry", "Dr. Park"), or a thing or another being ("a car", "the cat", "another kid", "my dog").
A pronoun of a third person ("he", "it", "them") names someone else than the speaker (whether the listener or not
cannot be told); "we" / "us" and a noun of the owner's own ("my head", "my car") name no one surely. Parties joined
by "and" are each read ("my son and I"); a prepositional phrase ("in the afternoon", "with my husband") is none.

:func:`same_party` answers whether such a stretch names a claim's subject: True when one of its parties is the
subject, False when every party it names is surely another, None when it cannot tell (nothing read, or one party
unknown)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.persons import FIRST_PERSON, SECOND_PERSON, Subject, aliases, person
from factlayer.nlp.possessed import another_being, noun_modifier, relation_at
from factlayer.nlp.titles import name_after_title
from factlayer.nlp.tokens import Token, skip_over

__all__ = ["owner_party", "same_party"]

_OWNERS = frozenset({"my", "our", "your"})
_SPEAKER = FIRST_PERSON - {"my", "mine"}  # "my" opens an owned thing (_OWNERS)
_WE = lexicon.words("we_forms") - {"our", "ours"}
_THINGS = frozenset({"a", "an", "the", "this", "that", "another", "some", "one"})
_UNSURE = lexicon.words("third_person") | lexicon.words("third_person_possessives") | lexicon.words("object_pronouns")
_UNSURE |= {"him", "it", "himself", "herself", "itself", "themselves"}
_PREPOSITIONS = lexicon.words("modifier_prepositions") | {"in", "on", "at", "with", "for", "from", "into", "during"}
_OPENERS = _OWNERS | frozenset({"a", "an", "the", "this", "that", "his", "her", "their", "its"})
_NOT_NAMES = ("stopwords", "common_verbs", "lead_adverbials", "interjections", "discourse")
_NOT_NAME_GROUPS = ("fillers", "weekdays")  # word groups (``# lines: structured``): "Okay", "Monday"


def owner_party(word: str, speaker: str | None, addressee: str | None, relation: str | None = None) -> Subject:
    """Whom an owner's word names: the one speaking for "my" / "our", the one spoken to for "your", no one known for
    any other word; given ``relation``, that one's relation ("my son", "your wife"; "the son": someone's son)."""
    owner = addressee if word == "your" else speaker if word in ("my", "our") else None
    if relation is None:
        return person(owner)
    return Subject("relation", aliases(owner) if owner else frozenset(), relation)


def _parties(
    tokens: Sequence[Token], start: int, end: int, speaker: str | None, addressee: str | None
) -> list[Subject | str | None]:
    """The parties the words ``tokens[start:end]`` name, in order: a Subject (a person or a relation), a thing's
    noun (a str), or None for one that cannot be told."""
    out: list[Subject | str | None] = []
    relations = lexicon.groups("relations")
    roles = lexicon.groups("speakers")
    stop = frozenset().union(*(lexicon.words(n) for n in _NOT_NAMES), *(lexicon.members(n) for n in _NOT_NAME_GROUPS))
    # "Yesterday", "Honestly", "Okay", "Monday": no one
    k = start
    while k < end:
        low = tokens[k].low
        if low in _PREPOSITIONS:  # "in the afternoon", "with my husband": no party of the deed's place
            k = _after_phrase(tokens, skip_over([t.low for t in tokens], k + 1, _OPENERS), end)
            continue
        if low in _SPEAKER:
            out.append(person(speaker))
        elif low in _WE:
            out.append(None)  # the speaker and others: the speaker's own deed, but whose else?
        elif low in SECOND_PERSON and low not in ("your", "yours"):
            out.append(person(addressee))
        elif low in _UNSURE:
            out.append("third person")  # someone else than the speaker: see _same
        elif low in _OWNERS:
            rel = relation_at(tokens, k + 1)
            if rel is not None and rel[1] <= end:
                out.append(owner_party(low, speaker, addressee, rel[0]))
                k = rel[1]
                continue
            out.append("being" if another_being(tokens, k + 1) else None)  # "my dog"; "my head" is the owner's
            k = _after_phrase(tokens, k + 1, end)
            continue
        elif low in _THINGS:
            after = _after_phrase(tokens, k + 1, end)
            nouns = [t.low for t in tokens[k + 1 : after]]
            role = next((roles[w] for w in nouns if w in roles), None)
            kin = next((relations[w] for w in nouns if w in relations), None)
            if role is not None:  # "the patient", "the doctor"
                out.append(Subject("person", aliases(role)))
            elif kin is not None:  # "the son": someone's son
                out.append(owner_party(low, speaker, addressee, kin))
            elif nouns:
                out.append(nouns[-1])
            k = after
            continue
        elif (titled := name_after_title(tokens, k)) is not None:
            out.append(Subject("person", aliases(titled[0].removesuffix("'s"))))
            k = max(titled[1], k + 1)
            continue
        elif tokens[k].text[:1].isupper() and tokens[k].is_word and low not in stop:
            owner = low.removesuffix("'s").removesuffix("’s")
            rel = relation_at(tokens, k + 1) if owner != low else None
            if rel is not None and rel[1] <= end:  # "Ana's husband"
                out.append(Subject("relation", aliases(owner), rel[0]))
                k = rel[1]
                continue
            out.append(Subject("person", aliases(owner)) if owner == low else None)
        k += 1
    return out


def _after_phrase(tokens: Sequence[Token], k: int, end: int) -> int:
    """The index after the words of a noun phrase opening at ``k``: its nouns and modifiers, up to a function word,
    a pronoun or a verb ("the finasteride | I'm only taking"), or ``end``."""
    first = k
    while k < end and noun_modifier(tokens[k]) and tokens[k].is_word:
        if k > first and tokens[k].text[:1].isupper():
            break  # "the afternoon | Dev": a name opens another party
        k += 1
    return k


def _same(subject: Subject, party: Subject | str | None, speaking: bool) -> bool | None:
    """Is ``party`` the subject? A third person is not when the subject is the one speaking ("a motorbike knocked
    him over", said by the patient), and cannot be told otherwise (a doctor's "she hit her head" may be of the
    patient, spoken to or not)."""
    if party is None or (party == "third person" and not speaking):
        return None
    return False if isinstance(party, str) else subject.same(party)


def same_party(
    subject: Subject, tokens: Sequence[Token], start: int, end: int, speaker: str | None, addressee: str | None
) -> bool | None:
    """Do ``tokens[start:end]`` name ``subject`` (module docstring)?"""
    parties = _parties(tokens, start, end, speaker, addressee)
    sames = [_same(subject, p, subject.same(person(speaker)) is True) for p in parties]
    if any(s is True for s in sames):
        return True
    if sames and all(s is False for s in sames):
        return False
    return None
