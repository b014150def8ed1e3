"""Prompts and the pydantic models their JSON answers are validated against.

Every builder returns a :class:`Prompt` (system, user). The source text always comes before the
task-specific part of the user message, so calls that share a transcript share a token prefix and
llama.cpp can reuse its KV cache (measured: ~0.4 s per judged claim warm vs 1–3 s cold).

The extraction prompt (chunks of turns, bounded answers) is ``chunk_prompt``; here are the brief summary
(every sentence proven before it is stored), CoVe, the yes/no judge and the NLI judge. The judge prompt
is the one in ``shared/findings/claim-checking.md``; few-shot examples made that judge worse (biased to
"yes"), so it has none. Every prompt is neutral across meetings, calls, visits and chats.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field


class Prompt(NamedTuple):
    system: str
    user: str


class _Answer(BaseModel):
    """Base of every LLM answer model: unknown keys are ignored, so a chatty model does not fail validation."""

    model_config = ConfigDict(extra="ignore")


# --------------------------------------------------------------------------------------------------
# Brief summary: a few plain sentences, each proven against the transcript before it is kept
# --------------------------------------------------------------------------------------------------

BRIEF_MAX_SENTENCES = 4
BRIEF_SENTENCE_CHARS = 160


class BriefSummary(_Answer):
    sentences: list[str] = Field(
        description="Each one plain statement of what was said.",
        json_schema_extra={
            "maxItems": BRIEF_MAX_SENTENCES,
            "items": {"type": "string", "maxLength": BRIEF_SENTENCE_CHARS},
        },
    )


BRIEF_SYSTEM = f"""\
You summarise a conversation transcript (a meeting, a call, an interview, a chat or a visit) in at most
{BRIEF_MAX_SENTENCES} short sentences. Each sentence states ONE thing a speaker said, in plain words close to
theirs, and names who it is about (a name from the transcript, or the speaker's label as written).
Use only what the transcript states: no names, titles, numbers, dates or conclusions that are not in it.
Every sentence is checked against the transcript and dropped if the transcript does not support it.
Answer with a JSON object {{"sentences": ["...", ...]}} and nothing else."""


def brief_summary_prompt(transcript: str) -> Prompt:
    """The summary the digest stores after proving each sentence; answer model: :class:`BriefSummary`."""
    return Prompt(BRIEF_SYSTEM, f"Transcript:\n---\n{transcript}\n---\n\nSummarise:")


# --------------------------------------------------------------------------------------------------
# Chain of Verification (CoVe): plan questions for a claim, answer each from the source alone
# --------------------------------------------------------------------------------------------------


class VerificationQuestions(_Answer):
    questions: list[str] = Field(description="Short factual questions whose answers would confirm the claim.")


class VerificationAnswer(_Answer):
    answer: str = Field(description="The answer according to the source, or 'not stated'.")
    quote: str = Field(description="The exact source words the answer rests on, or '' when not stated.")
    stated: bool = Field(description="True only if the source states the answer explicitly.")


COVE_QUESTIONS_SYSTEM = """\
You plan the verification of a CLAIM. Write 1-3 short, independent factual questions that together check
every name, number, time and relationship in the claim. Each question must make sense on its own and must
not reveal the claimed answer (ask "When does the speaker's train leave?", not "At 9:15?").
Answer with a JSON object {"questions": [...]} and nothing else."""

COVE_ANSWER_SYSTEM = """\
You answer a QUESTION using ONLY the SOURCE. If the source does not state the answer explicitly, set
"stated" to false and answer "not stated". "quote" must be copied character for character from the source.
Answer with a JSON object {"answer": "...", "quote": "...", "stated": true|false} and nothing else."""


def cove_questions_prompt(claim: str, *, max_questions: int = 3) -> Prompt:
    """Step 1 of CoVe (Dhuliawala et al. 2023); answer model: :class:`VerificationQuestions`."""
    system = COVE_QUESTIONS_SYSTEM.replace("1-3", f"1-{max_questions}")
    return Prompt(system, f"CLAIM:\n{claim}\n\nWrite the verification questions:")


def cove_answer_prompt(source: str, question: str) -> Prompt:
    """Step 2 of CoVe, *factored*: the answerer never sees the claim, only the source and one question.

    Source first, question last, so questions about one transcript reuse the cached source prefix.
    Answer model: :class:`VerificationAnswer`.
    """
    return Prompt(COVE_ANSWER_SYSTEM, f"SOURCE:\n{source}\n\nQUESTION:\n{question}")


# --------------------------------------------------------------------------------------------------
# Yes/no judge (scored by first-token logprobs; see OpenAIProvider.judge_yes_no)
# --------------------------------------------------------------------------------------------------

JUDGE_SYSTEM = (
    "You are a meticulous fact-checker. You are given a SOURCE text and a CLAIM. Decide whether the CLAIM is "
    "fully supported by the SOURCE: every fact, name, number and relationship in the claim must be stated in "
    "or directly implied by the source. If the claim adds information that is not in the source, or "
    "contradicts the source, it is NOT supported. Answer with one word: yes or no."
)


def judge_prompt(source: str, claim: str) -> Prompt:
    """The measured judge prompt (findings file): source first, claim last, no examples."""
    return Prompt(
        JUDGE_SYSTEM,
        f"SOURCE:\n{source}\n\nCLAIM:\n{claim}\n\nIs the claim fully supported by the source? "
        "Answer with one word: yes or no.",
    )


# --------------------------------------------------------------------------------------------------
# Consistency (NLI) judge of the digest pipeline: it may only add a contradiction
# --------------------------------------------------------------------------------------------------


class NLIAnswer(_Answer):
    label: Literal["entailment", "neutral", "contradiction"]


NLI_SYSTEM = (
    "You compare a CLAIM with EVIDENCE from a transcript. Answer 'contradiction' if the evidence says the "
    "opposite of the claim or gives a different name, number, time or speaker; 'entailment' if the evidence "
    'states the claim; otherwise \'neutral\'. Answer with a JSON object {"label": "..."} and nothing else.'
)


def nli_prompt(evidence: str, claim: str) -> Prompt:
    return Prompt(NLI_SYSTEM, f"EVIDENCE:\n{evidence}\n\nCLAIM:\n{claim}")


def repair_message(error: str) -> str:
    """The follow-up user turn of the single repair retry after an invalid JSON answer."""
    return (
        "Your answer was not valid JSON for the required schema. Problem: "
        f"{error}\nReply again with ONLY the corrected JSON object, no prose and no code fences."
    )
