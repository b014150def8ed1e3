"""VerifyRequest validation: clear errors for a bad claim or a missing source."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from factlayer.models.verdict import Verdict, VerifyBatchRequest, VerifyRequest, VerifyResponse


def test_defaults_and_inline_source() -> None:
    request = VerifyRequest.model_validate({"claim": "  The patient has a fever. ", "source_text": "I have a fever."})
    assert request.claim == "The patient has a fever."
    assert request.confidence_threshold == 0.85
    assert request.auto_correct is True


def test_transcription_ids_are_merged_in_order() -> None:
    request = VerifyRequest(claim="x happened", transcription_id="tr_a", transcription_ids=["tr_b", "tr_a", "tr_c"])
    assert request.all_transcription_ids() == ["tr_a", "tr_b", "tr_c"]


@pytest.mark.parametrize("claim", ["", "   ", "\n\t"])
def test_blank_claim_rejected(claim: str) -> None:
    with pytest.raises(ValidationError) as info:
        VerifyRequest(claim=claim, source_text="text")
    assert info.value.errors()[0]["loc"] == ("claim",)


def test_claim_too_long_rejected() -> None:
    with pytest.raises(ValidationError) as info:
        VerifyRequest(claim="a" * 2001, source_text="text")
    assert info.value.errors()[0]["loc"] == ("claim",)
    VerifyRequest(claim="a" * 2000, source_text="text")  # the bound itself is fine


def test_no_source_rejected_with_a_clear_message() -> None:
    with pytest.raises(ValidationError) as info:
        VerifyRequest(claim="The patient has a fever.")
    assert "give a source" in str(info.value)


@pytest.mark.parametrize(
    "extra",
    [{"source_text": "   "}, {"transcription_ids": []}, {"transcription_ids": ["ok", " "]}, {"transcription_id": ""}],
)
def test_blank_sources_rejected(extra: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        VerifyRequest.model_validate({"claim": "x is y", **extra})


@pytest.mark.parametrize("threshold", [-0.1, 1.1])
def test_threshold_bounds(threshold: float) -> None:
    with pytest.raises(ValidationError):
        VerifyRequest(claim="x is y", source_text="x is y", confidence_threshold=threshold)


def test_batch_limits() -> None:
    VerifyBatchRequest(claims=["a b"] * 100, source_text="a b")
    with pytest.raises(ValidationError):
        VerifyBatchRequest(claims=["a b"] * 101, source_text="a b")
    with pytest.raises(ValidationError):
        VerifyBatchRequest(claims=[], source_text="a b")
    with pytest.raises(ValidationError):
        VerifyBatchRequest(claims=["ok claim", " "], source_text="a b")


def test_schema_has_examples() -> None:
    assert VerifyRequest.model_json_schema()["examples"]
    assert VerifyResponse.model_json_schema()["examples"][0]["verdict"] in {v.value for v in Verdict}
