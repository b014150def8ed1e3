"""A pseudo-cleft lead ("what that means is (that) …", "what i'm seeing is …", "what i found is that …") is read
through to the clause it frames, as "i see (that) …" already is (digest/clause_leads.reported_off); before a noun
phrase the finding is said the plain way ("what i found is a small fracture" → "i found a small fracture"). Read whole,
the clause has no subject the extractor can tell, and it was skipped (``ambiguous_subject``). The framed clause is
rewritten and proved like any other; one that names no one ("what it means is it's healing") stays unstored. Every
transcript here is written for the test."""

from __future__ import annotations

import pytest

from factlayer.digest.clause_leads import reported_off
from factlayer.proof.proof import Status, prove
from tests.unit.test_extractor_referents import _stored, _visit


@pytest.mark.parametrize(
    ("body", "framed"),
    [
        (
            "what that means is that it looks like you might be retaining fluid",
            "it looks like you might be retaining fluid",
        ),
        ("what this means is you have a small tear in the tendon", "you have a small tear in the tendon"),
        ("what i'm seeing is that your knee is a little swollen", "your knee is a little swollen"),
        ("what i found is a small fracture of your wrist", "i found a small fracture of your wrist"),
        ("what i see is a proximal humerus fracture", "i see a proximal humerus fracture"),
        ("what we saw was that your heart is enlarged", "your heart is enlarged"),
    ],
)
def test_a_cleft_lead_is_read_through(body: str, framed: str) -> None:
    assert reported_off(body) == framed


@pytest.mark.parametrize(
    "body",
    [
        "what you need is a brace for that knee",  # what the listener needs: no frame of the speaker's
        "what i want to do is order an mri",  # a plan (``clause_leads.restarted`` reads it)
        "what that means is unclear",  # no clause after it
        "what i feel is that you need surgery",  # a belief: read through, it would state the surgery as needed
    ],
)
def test_other_what_clauses_are_left_as_said(body: str) -> None:
    assert reported_off(body) == body


def _visit_with_patient(*turns: str) -> str:
    return _visit(*(t for turn in turns for t in (turn, "[patient] okay .")))


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            _visit_with_patient("[doctor] your mri is back . what this means is you have a small tear in the tendon ."),
            "The patient has a small tear in the tendon.",
        ),
        (
            _visit_with_patient("[doctor] what we saw was that your heart is a little enlarged ."),
            "The patient's heart is a little enlarged.",
        ),
        (
            _visit_with_patient("[doctor] what i found is a small fracture of your wrist ."),
            "The doctor found a small fracture of the patient's wrist.",
        ),
    ],
)
async def test_the_framed_clause_is_stored_and_verified(text: str, fact: str) -> None:
    assert fact in await _stored(text)
    assert prove(fact, text).status is Status.VERIFIED
