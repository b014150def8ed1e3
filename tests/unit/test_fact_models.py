"""SourceSpan and Fact: the citation must slice the source; facts must be single claims."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from factlayer.models.fact import Fact, SourceSpan
from factlayer.nlp.clauses import analyse, compound_claim_reason

SOURCE = "Hi, my name is John Smith. I've had a headache since Monday."


def _fact(text: str, **context: object) -> Fact:
    return Fact.model_validate(
        {
            "transcription_id": "tr_1",
            "fact_text": text,
            "confidence_score": 0.9,
            "extraction_method": "extractive",
            "source_span": {"start_char": 4, "end_char": 25, "text": SOURCE[4:25]},
        },
        context=context or None,
    )


def test_span_from_source_slices_exactly() -> None:
    span = SourceSpan.from_source(SOURCE, 4, 25)
    assert span.text == "my name is John Smith"


@pytest.mark.parametrize(
    ("start", "end", "text", "message"),
    [
        (5, 5, "", "greater than start_char"),
        (9, 4, "x", "greater than start_char"),
        (4, 25, "my name is John Smyth", "source slice"),
        (4, 30, "my name is John Smith", "length"),
        (50, 70, SOURCE[50:70].ljust(20), "past the end"),
    ],
)
def test_span_rejects_what_does_not_slice_the_source(start: int, end: int, text: str, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        SourceSpan.model_validate({"start_char": start, "end_char": end, "text": text}, context={"source_text": SOURCE})


def test_span_without_source_still_checks_its_own_shape() -> None:
    assert SourceSpan(start_char=0, end_char=3, text="abc").text == "abc"
    with pytest.raises(ValidationError):
        SourceSpan(start_char=-1, end_char=3, text="abcd")


@pytest.mark.parametrize(
    "text",
    [
        "Salt and pepper are on the table",
        "Johnson and Johnson makes baby powder",
        "Works at Procter and Gamble",
        "Likes salt and pepper on fries",
        "Headache started Monday",
        "I take ibuprofen twice a day",
    ],
)
def test_single_claims_with_and_are_atomic(text: str) -> None:
    assert compound_claim_reason(text) is None
    assert _fact(text).fact_text == text


@pytest.mark.parametrize(
    "text",
    [
        "has a headache and has nausea",
        "I have a headache and I feel dizzy",
        "She takes ibuprofen but she stopped aspirin",
        "Lives in Boston; works in radiology",
    ],
)
def test_two_joined_claims_are_rejected(text: str) -> None:
    assert compound_claim_reason(text) is not None
    with pytest.raises(ValidationError, match="atomic"):
        _fact(text)


def test_noun_lists_are_flagged_but_not_compound() -> None:
    result = analyse("User has headache and nausea")
    assert (result.compound, result.noun_list) == (False, True)
    assert analyse("Salt and pepper are on the table").noun_list is False


def test_length_bounds_come_from_context() -> None:
    with pytest.raises(ValidationError, match="shorter than 10"):
        _fact("too short")
    with pytest.raises(ValidationError, match="longer than 20"):
        _fact("a sentence that is certainly longer than twenty", max_length=20)
    assert _fact("short one", min_length=5).fact_text == "short one"
