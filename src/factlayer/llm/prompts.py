"""Prompts and the pydantic models their JSON answers are validated against.

Every builder returns a :class:`Prompt` (system, user). The source text always comes before the
task-specific part of the user message, so calls that share a transcript share a token prefix and
llama.cpp can reuse its KV cache (measured: ~0.4 s per judged claim warm vs 1–3 s cold).

The extraction prompt is seed 001's, adapted to transcripts, with the verbatim ``quote`` added and
exactly ONE worked example: with it a 1.5B model got 5/5 facts right on a short patient transcript,
without it far fewer. The judge prompt is the one in ``shared/findings/claim-checking.md``; few-shot
examples made that judge worse (biased to "yes"), so it has none.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

FactType = Literal["USER_FACT", "USER_PATTERN", "SHARED_NARRATIVE"]


class Prompt(NamedTuple):
    system: str
    user: str


class _Answer(BaseModel):
    """Base of every LLM answer model: unknown keys are ignored, so a chatty model does not fail validation."""

    model_config = ConfigDict(extra="ignore")


# --------------------------------------------------------------------------------------------------
# Fact extraction
# --------------------------------------------------------------------------------------------------


class ExtractedFact(_Answer):
    """One candidate fact proposed by the LLM. Not trusted: grounding proves or rejects it."""

    text: str = Field(description="The fact as a short standalone statement about the speaker.")
    type: FactType = Field(description="USER_FACT, USER_PATTERN or SHARED_NARRATIVE.")
    confidence: float = Field(ge=0.0, le=1.0, description="0.60-0.99: how explicitly the transcript states it.")
    reasoning: str = Field(description="Why the transcript supports it, in a few words.")
    quote: str = Field(description="The exact words from the transcript that state the fact, copied verbatim.")


class ExtractionResponse(_Answer):
    extractions: list[ExtractedFact]


EXTRACTION_SYSTEM = """\
You extract memorable facts, patterns and narratives from a conversation transcript.

Rules:
1. Extract ONLY facts stated explicitly in the transcript. Never guess, infer diagnoses or add details.
2. Each fact is one short standalone statement about one thing (split "A and B" into two facts).
3. Write the fact about the speaker by name if the transcript gives one, otherwise as "The patient" / "The speaker".
4. A negated statement is a fact too ("does not have a fever"); keep the negation.
5. Questions, greetings and hypotheticals ("I might try...") are not facts.
6. "quote" must be copied character for character from the transcript: the shortest span that states the fact.
7. type: USER_FACT = something the speaker states about themselves; USER_PATTERN = a repeated behaviour or
   habit the speaker describes; SHARED_NARRATIVE = shared history or context between the speakers.
8. confidence: 0.95 stated plainly, 0.85 clear, 0.75 slightly indirect, 0.65 weak. Below 0.60: leave it out.

Answer with a JSON object {"extractions": [...]} and nothing else.

Example transcript:
Doctor: What brings you in today?
Patient: I'm Maria. I've been coughing for two weeks, mostly at night. I quit smoking last year.
Doctor: Any allergies?
Patient: No allergies. I walk my dog every morning.

Example answer:
{"extractions": [
{"text": "The patient's name is Maria.", "type": "USER_FACT", "confidence": 0.95, \
"reasoning": "She introduces herself.", "quote": "I'm Maria."},
{"text": "Maria has been coughing for two weeks.", "type": "USER_FACT", "confidence": 0.95, \
"reasoning": "Stated directly.", "quote": "I've been coughing for two weeks"},
{"text": "Maria's cough is mostly at night.", "type": "USER_FACT", "confidence": 0.9, \
"reasoning": "Stated directly.", "quote": "mostly at night"},
{"text": "Maria quit smoking last year.", "type": "USER_FACT", "confidence": 0.95, \
"reasoning": "Stated directly.", "quote": "I quit smoking last year."},
{"text": "Maria has no allergies.", "type": "USER_FACT", "confidence": 0.95, \
"reasoning": "Answer to the doctor's question.", "quote": "No allergies."},
{"text": "Maria walks her dog every morning.", "type": "USER_PATTERN", "confidence": 0.9, \
"reasoning": "A daily habit she describes.", "quote": "I walk my dog every morning."}
]}"""


def extraction_prompt(transcript: str) -> Prompt:
    """Seed 001's extraction prompt for a transcript; answer model: :class:`ExtractionResponse`."""
    return Prompt(EXTRACTION_SYSTEM, f"Transcript:\n---\n{transcript}\n---\n\nExtract:")


# --------------------------------------------------------------------------------------------------
# Chain of Density summary
# --------------------------------------------------------------------------------------------------


class DensityStep(_Answer):
    missing_entities: list[str] = Field(description="1-3 informative entities from the transcript not yet covered.")
    denser_summary: str = Field(description="The previous summary rewritten to also cover the missing entities.")


class SummaryResponse(_Answer):
    steps: list[DensityStep]

    @property
    def final(self) -> str:
        """The densest summary (the last step), or "" when the model returned no step."""
        return self.steps[-1].denser_summary.strip() if self.steps else ""


SUMMARY_SYSTEM = """\
You write increasingly entity-dense summaries of a conversation transcript (Chain of Density).
Use ONLY information stated in the transcript; never add facts, names or numbers that are not there.

Repeat these two steps {rounds} times:
1. Identify 1-3 informative entities (names, symptoms, medications, dates, numbers, decisions) from the
   transcript that the previous summary is missing.
2. Write a new, denser summary of the same length that covers every entity of the previous summary
   plus the missing ones. Make room by fusing and compressing, never by dropping entities.

The first summary is {words} words or fewer and may be vague; later summaries keep that length.
Answer with a JSON object {{"steps": [{{"missing_entities": [...], "denser_summary": "..."}}, ...]}} with
exactly {rounds} steps and nothing else."""


def summary_prompt(transcript: str, *, rounds: int = 3, words: int = 80) -> Prompt:
    """Chain of Density (Adams et al. 2023), shortened; answer model: :class:`SummaryResponse`."""
    if rounds < 1:
        raise ValueError("rounds must be >= 1")
    return Prompt(
        SUMMARY_SYSTEM.format(rounds=rounds, words=words),
        f"Transcript:\n---\n{transcript}\n---\n\nWrite the {rounds} summaries:",
    )


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
