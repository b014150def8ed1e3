"""The digest pipeline's LLM parts besides extraction (``llm_extract``), on any ``LLMProvider``: the brief
summary, an NLI-style consistency judge and CoVe answers. All of them only *propose* or *advise*: the
proof engine and the rule validators still decide what is stored, and every summary sentence is proven."""

from __future__ import annotations

from factlayer.digest.cove_pipeline import AnswerFn, PlanFn
from factlayer.digest.validators import JudgeFn, JudgeVerdict
from factlayer.llm.prompts import (
    BRIEF_MAX_SENTENCES,
    BRIEF_SENTENCE_CHARS,
    BriefSummary,
    NLIAnswer,
    VerificationAnswer,
    VerificationQuestions,
    brief_summary_prompt,
    cove_answer_prompt,
    cove_questions_prompt,
    nli_prompt,
)
from factlayer.llm.provider import LLMProvider

# What the summary reads: the start of the transcript, about 1k tokens (the prompt and answer fit a 4k context).
SUMMARY_CHARS = 4000


class LLMSummarizer:
    """A few plain sentences over the start of the transcript. Not verbatim: the digest proves every
    sentence against the transcript and keeps only the supported ones (``summary_check``)."""

    name = "llm-brief"
    verbatim = False

    def __init__(self, provider: LLMProvider, *, max_chars: int = SUMMARY_CHARS) -> None:
        self._provider = provider
        self._max_chars = max_chars

    async def summarize(self, text: str) -> str:
        prompt = brief_summary_prompt(text[: self._max_chars])
        budget = 16 + BRIEF_MAX_SENTENCES * (BRIEF_SENTENCE_CHARS // 3 + 4)
        response = await self._provider.complete_json(
            system=prompt.system, user=prompt.user, schema=BriefSummary, max_tokens=budget
        )
        sentences = (" ".join(s.split()) for s in response.sentences[:BRIEF_MAX_SENTENCES])
        return " ".join(s if s.endswith((".", "!", "?")) else f"{s}." for s in sentences if s)


def make_judge(provider: LLMProvider) -> JudgeFn:
    """A consistency judge that only ever *adds* a contradiction: measured here, a 1.5B model catches
    contradictions well but almost never says entailment, so 'neutral' is not held against a fact."""

    async def judge(claim: str, evidence: str) -> JudgeVerdict:
        prompt = nli_prompt(evidence, claim)
        answer = await provider.complete_json(system=prompt.system, user=prompt.user, schema=NLIAnswer, max_tokens=16)
        return "contradicted" if answer.label == "contradiction" else "supported"

    return judge


def make_cove_plan(provider: LLMProvider, *, max_questions: int = 3) -> PlanFn:
    """CoVe step 1 on the model: short questions that check every name, number and relation of the fact."""

    async def plan(fact: str) -> list[str]:
        prompt = cove_questions_prompt(fact, max_questions=max_questions)
        result = await provider.complete_json(
            system=prompt.system, user=prompt.user, schema=VerificationQuestions, max_tokens=32 + 40 * max_questions
        )
        return [q for q in result.questions[:max_questions] if q.strip()]

    return plan


def make_cove_answer(provider: LLMProvider) -> AnswerFn:
    """CoVe step 2 on the model: answer the verification question from the retrieved evidence only."""

    async def answer(question: str, evidence: str) -> str:
        prompt = cove_answer_prompt(evidence, question)
        result = await provider.complete_json(
            system=prompt.system, user=prompt.user, schema=VerificationAnswer, max_tokens=128
        )
        return result.answer if result.stated else "not stated"

    return answer
