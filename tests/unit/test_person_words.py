"""The persons' words live in one place (the lexicon, read through ``nlp.subjects``) and every reader of them
sees the same forms: the contractions and possessives one module knew, the others now know too."""

from __future__ import annotations

from factlayer.digest.entities import build_participants, subject_of
from factlayer.nlp import lexicon
from factlayer.nlp.persons import FIRST_PERSON, SECOND_PERSON, THIRD_PERSON, THIRD_PERSON_WORDS
from factlayer.nlp.tokens import tokenize
from factlayer.nlp.transcript import parse_turns
from factlayer.proof.claim_referents import pronoun_of_another

VISIT = "Doctor: Do you still have the old inhaler?\nPatient: Mine ran out last week.\n"


def test_each_person_has_one_list_and_none_shares_a_word() -> None:
    assert lexicon.words("first_person") == FIRST_PERSON and "mine" in FIRST_PERSON
    assert lexicon.words("second_person") == SECOND_PERSON and {"yours", "you'd"} <= SECOND_PERSON
    assert {"he'd", "they've"} <= THIRD_PERSON and not THIRD_PERSON & {"his", "her", "their", "its"}
    assert THIRD_PERSON | {"his", "her", "their"} == THIRD_PERSON_WORDS
    assert not (FIRST_PERSON & SECOND_PERSON or FIRST_PERSON & THIRD_PERSON_WORDS or SECOND_PERSON & THIRD_PERSON_WORDS)


def test_a_clause_opening_on_mine_or_yours_is_about_its_owner() -> None:
    turns = parse_turns(VISIT)
    people = build_participants(VISIT, turns)
    doctor, patient = people.speaker("Doctor"), people.speaker("Patient")
    assert doctor is not None and patient is not None
    assert subject_of("mine ran out last week", patient, people.addressee(turns, 1), people).entity is patient
    assert subject_of("yours ran out last week", doctor, people.addressee(turns, 0), people).entity is patient
    # and not a word that only starts like one
    assert subject_of("minerals ran out last week", patient, people.addressee(turns, 1), people).confidence < 1.0


def _after_but(claim: str) -> bool:
    tokens = tokenize(claim)
    k = next(i for i, t in enumerate(tokens) if t.low == "but")
    return pronoun_of_another(tokens, tokens[k:], frozenset({"patient"}))


def test_a_claims_contracted_he_or_they_after_another_person_may_be_either() -> None:
    assert _after_but("The patient usually sees Doctor Ruiz, but they've moved the clinic.")
    assert _after_but("The patient usually sees Doctor Ruiz, but he'd left for the day.")
    # no other person named before it: the pronoun is the subject's
    assert not _after_but("The patient usually walks to work, but he'd driven that day.")
    assert not _after_but("The patient usually sees Doctor Ruiz, but the clinic moved.")
