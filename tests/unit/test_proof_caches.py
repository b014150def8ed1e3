"""What the proof engine reads once and keeps (per statement, per speaker's names) answers for its own source only:
two sources alike in shape (the same statement indexes, the same speaker labels) keep their own answers."""

from __future__ import annotations

from factlayer.nlp.stems import stem
from factlayer.proof.align import match_term
from factlayer.proof.claim import Term
from factlayer.proof.naming import _name_words
from factlayer.proof.proof import Status, prove
from factlayer.proof.source import build

COUGH = "[doctor] hi andrew, how are you doing today?\n[patient] i have a cough."
FEVER = "[doctor] hi maria, how are you doing today?\n[patient] i have a fever."


def _term(word: str) -> Term:
    return Term(word, word, stem(word), None)


def test_a_statements_matches_are_its_own() -> None:
    cough, fever = build(COUGH).statements[2], build(FEVER).statements[2]
    assert (cough.index, fever.index) == (2, 2)
    assert match_term(_term("cough"), cough) is not None
    assert match_term(_term("cough"), fever) is None  # read after the cough's statement, with an equal term
    assert match_term(_term("fever"), fever) is not None
    assert match_term(_term("fever"), cough) is None


def test_a_match_holds_the_callers_term() -> None:
    statement = build(COUGH).statements[2]
    first, second = _term("cough"), _term("cough")  # equal, not the same: the checks tell terms apart by identity
    found_first, found_second = match_term(first, statement), match_term(second, statement)
    assert found_first is not None and found_first.term is first
    assert found_second is not None and found_second.term is second


def test_claims_against_two_sources_alike_in_shape() -> None:
    for _ in range(2):  # the second time from what was kept
        assert prove("The patient has a cough.", COUGH, roles=False).status is Status.VERIFIED
        assert prove("The patient has a cough.", FEVER, roles=False).status is not Status.VERIFIED
        assert prove("The patient has a fever.", FEVER, roles=False).status is Status.VERIFIED
        assert prove("The patient has a fever.", COUGH, roles=False).status is not Status.VERIFIED


def test_a_speakers_names_are_their_sources() -> None:
    assert "andrew" in _name_words("patient", build(COUGH))
    assert "maria" in _name_words("patient", build(FEVER))
    assert "andrew" not in _name_words("patient", build(FEVER))
