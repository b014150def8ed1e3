"""The prompts keep their promises: a valid worked example, source before claim, strict schemas."""

from __future__ import annotations

import json

import pytest

from factlayer.llm.json_schema import strict_json_schema
from factlayer.llm.prompts import (
    EXTRACTION_SYSTEM,
    JUDGE_SYSTEM,
    ExtractionResponse,
    SummaryResponse,
    VerificationAnswer,
    VerificationQuestions,
    cove_answer_prompt,
    cove_questions_prompt,
    extraction_prompt,
    judge_prompt,
    summary_prompt,
)


def _example() -> tuple[str, ExtractionResponse]:
    head, answer = EXTRACTION_SYSTEM.split("Example answer:\n")
    transcript = head.split("Example transcript:\n")[1]
    return transcript, ExtractionResponse.model_validate_json(answer)


def test_extraction_example_is_valid_and_its_quotes_are_verbatim() -> None:
    transcript, example = _example()
    assert len(example.extractions) >= 3
    for fact in example.extractions:
        assert fact.quote in transcript, fact.quote
        assert 0.6 <= fact.confidence <= 0.99
    assert {f.type for f in example.extractions} <= {"USER_FACT", "USER_PATTERN", "SHARED_NARRATIVE"}
    assert EXTRACTION_SYSTEM.count("Example transcript:") == 1  # exactly one worked example


def test_extraction_prompt_puts_the_transcript_in_the_user_turn() -> None:
    prompt = extraction_prompt("Patient: I take ibuprofen.")
    assert prompt.system == EXTRACTION_SYSTEM
    assert "Extract ONLY facts stated explicitly" in prompt.system
    assert prompt.user == "Transcript:\n---\nPatient: I take ibuprofen.\n---\n\nExtract:"


def test_judge_prompt_is_source_first_claim_last() -> None:
    source = "Doctor: Any fever?\nPatient: No."
    a = judge_prompt(source, "The patient has no fever.")
    b = judge_prompt(source, "The patient has a fever.")
    assert a.system == b.system == JUDGE_SYSTEM
    assert a.user.startswith(f"SOURCE:\n{source}\n\nCLAIM:\n")
    assert a.user.endswith("Is the claim fully supported by the source? Answer with one word: yes or no.")
    # everything up to the claim is a shared prefix (KV cache reuse in llama.cpp)
    prefix = f"SOURCE:\n{source}\n\nCLAIM:\n"
    assert a.user.startswith(prefix) and b.user.startswith(prefix)
    assert "Few" not in JUDGE_SYSTEM and "Example" not in JUDGE_SYSTEM


def test_cove_answer_prompt_never_shows_the_claim() -> None:
    prompt = cove_answer_prompt("SRC", "How long has the patient had a headache?")
    assert prompt.user == "SOURCE:\nSRC\n\nQUESTION:\nHow long has the patient had a headache?"
    questions = cove_questions_prompt("John has had a headache since Monday.", max_questions=2)
    assert "1-2 short" in questions.system
    assert questions.user.startswith("CLAIM:\nJohn has had a headache since Monday.")


def test_summary_prompt_formats_rounds_and_final_summary() -> None:
    prompt = summary_prompt("T", rounds=2, words=50)
    assert "Repeat these two steps 2 times" in prompt.system
    assert "exactly 2 steps" in prompt.system
    assert '{"steps": [{"missing_entities"' in prompt.system
    answer = SummaryResponse.model_validate(
        {
            "steps": [
                {"missing_entities": ["headache"], "denser_summary": "A patient has a headache."},
                {"missing_entities": ["John Smith"], "denser_summary": " John Smith has had a headache. "},
            ]
        }
    )
    assert answer.final == "John Smith has had a headache."
    assert SummaryResponse(steps=[]).final == ""
    with pytest.raises(ValueError, match="rounds"):
        summary_prompt("T", rounds=0)


@pytest.mark.parametrize("model", [ExtractionResponse, SummaryResponse, VerificationQuestions, VerificationAnswer])
def test_strict_schemas_are_closed_and_fully_required(model: type) -> None:
    schema = strict_json_schema(model)
    text = json.dumps(schema)
    assert "$ref" not in text and "$defs" not in text and '"title"' not in text

    def objects(node: object) -> list[dict[str, object]]:
        found: list[dict[str, object]] = []
        if isinstance(node, dict):
            if node.get("type") == "object":
                found.append(node)
            for value in node.values():
                found += objects(value)
        elif isinstance(node, list):
            for value in node:
                found += objects(value)
        return found

    for obj in objects(schema):
        assert obj["additionalProperties"] is False
        assert obj["required"] == list(obj["properties"])  # type: ignore[call-overload]


def test_answers_ignore_unknown_keys() -> None:
    answer = VerificationAnswer.model_validate(
        {"answer": "since Monday", "quote": "since Monday", "stated": True, "x": 1}
    )
    assert answer.stated is True
