"""The prompts keep their promises: a valid worked example, source before claim, strict schemas."""

from __future__ import annotations

import calendar
import json
import re

import pytest

from factlayer.llm import prompts
from factlayer.llm.chunk_prompt import CHUNK_SYSTEM, ChunkAnswer, answer_budget, chunk_prompt
from factlayer.llm.json_schema import strict_json_schema
from factlayer.llm.prompts import (
    BRIEF_SYSTEM,
    JUDGE_SYSTEM,
    BriefSummary,
    VerificationAnswer,
    VerificationQuestions,
    brief_summary_prompt,
    cove_answer_prompt,
    cove_questions_prompt,
    judge_prompt,
)
from factlayer.proof.proof import Status, prove


def _example() -> tuple[str, ChunkAnswer]:
    head, answer = CHUNK_SYSTEM.split("Example answer:\n")
    transcript = head.split("Example transcript:\n")[1]
    return transcript, ChunkAnswer.model_validate_json(answer)


def test_extraction_example_is_valid_verbatim_and_proven() -> None:
    """The one worked example teaches what the proof engine keeps: every fact verified against its transcript."""
    transcript, example = _example()
    assert len(example.facts) >= 3
    for fact in example.facts:
        assert prove(fact, transcript).status is Status.VERIFIED, fact
    assert CHUNK_SYSTEM.count("Example transcript:") == 1  # exactly one worked example


def test_extraction_example_names_nobody() -> None:
    """A small model copies a name from the worked example into chunks that name nobody ("Tom Berg has been
    managing his chronic back pain" in a visit without a Tom Berg): the example names people by their label."""
    transcript, example = _example()
    calendar_words = {*calendar.day_name, *calendar.month_name} - {""}
    labels = {line.split(":")[0] for line in transcript.splitlines() if ":" in line}
    for text in [transcript, *example.facts]:
        for sentence in re.split(r"(?<=[.?!:])\s+|\n", text):
            inner = re.findall(r"(?<!^)\b[A-Z][a-z]+", sentence.strip())
            assert set(inner) <= calendar_words | labels, (sentence, inner)


def test_extraction_prompt_is_one_system_prompt_with_the_chunk_first() -> None:
    a, b = chunk_prompt("Caller: I live in Oslo.", max_candidates=3), chunk_prompt("Agent: Hi.", max_candidates=9)
    assert a.system == b.system == CHUNK_SYSTEM  # one KV-cache prefix for every chunk
    assert a.user == "Transcript:\n---\nCaller: I live in Oslo.\n---\n\nList at most 3 facts:"
    assert b.user.endswith("List at most 6 facts:")  # never more than the schema allows
    assert answer_budget() > answer_budget(1) > 50


@pytest.mark.parametrize("name", [n for n in dir(prompts) if n.endswith("_SYSTEM")])
def test_prompts_are_neutral_across_kinds_of_conversation(name: str) -> None:
    text = getattr(prompts, name).lower()
    assert "patient" not in text and "doctor" not in text, name
    assert "patient" not in CHUNK_SYSTEM.lower()


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
    prompt = cove_answer_prompt("SRC", "When does the speaker's train leave?")
    assert prompt.user == "SOURCE:\nSRC\n\nQUESTION:\nWhen does the speaker's train leave?"
    questions = cove_questions_prompt("John has had a headache since Monday.", max_questions=2)
    assert "1-2 short" in questions.system
    assert questions.user.startswith("CLAIM:\nJohn has had a headache since Monday.")


def test_brief_summary_prompt_asks_for_a_few_plain_sentences() -> None:
    prompt = brief_summary_prompt("Caller: I live in Oslo.")
    assert prompt.system == BRIEF_SYSTEM and "at most 4 short sentences" in " ".join(BRIEF_SYSTEM.split())
    assert prompt.user.startswith("Transcript:\n---\nCaller: I live in Oslo.\n---")
    schema = strict_json_schema(BriefSummary)
    assert schema["properties"]["sentences"]["maxItems"] == 4


@pytest.mark.parametrize("model", [ChunkAnswer, BriefSummary, VerificationQuestions, VerificationAnswer])
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
