"""The digest pipeline's LLM parts, on any ``LLMProvider``: candidate extraction (chunked), Chain of
Density summary, an NLI-style consistency judge and CoVe answers. All of them only *propose* or
*advise*: grounding and the rule validators still decide what is stored."""

from __future__ import annotations

import asyncio
import re

from factlayer.digest.candidates import Candidate
from factlayer.digest.cove_pipeline import AnswerFn
from factlayer.digest.validators import JudgeFn, JudgeVerdict
from factlayer.llm.prompts import (
    ExtractionResponse,
    NLIAnswer,
    SummaryResponse,
    VerificationAnswer,
    cove_answer_prompt,
    extraction_prompt,
    nli_prompt,
    summary_prompt,
)
from factlayer.llm.provider import LLMProvider
from factlayer.models.fact import FactType
from factlayer.nlp.sentences import split_sentences

# A 4k-token context holds the ~700-token prompt, ~1k tokens of transcript and the answer.
CHUNK_CHARS = 4000
OVERLAP_CHARS = 400


def chunk_text(text: str, *, chunk_chars: int = CHUNK_CHARS, overlap_chars: int = OVERLAP_CHARS) -> list[str]:
    """Split on sentence boundaries into chunks of about ``chunk_chars``; consecutive chunks share
    about ``overlap_chars`` of sentences so a fact straddling a boundary is seen whole once."""
    sentences = [(s.start, s.end) for s in split_sentences(text)]
    if not sentences or len(text) <= chunk_chars:
        return [text] if text.strip() else []
    chunks: list[str] = []
    i = 0
    while i < len(sentences):
        start = sentences[i][0]
        j = i
        while j + 1 < len(sentences) and sentences[j + 1][1] - start <= chunk_chars:
            j += 1
        chunks.append(text[start : sentences[j][1]])
        if j + 1 >= len(sentences):
            break
        k = j
        while k > i and sentences[j][1] - sentences[k][0] < overlap_chars:
            k -= 1
        i = max(k, i + 1) if k > i else j + 1
    return chunks


def _key(text: str) -> str:
    return re.sub(r"\W+", " ", text.lower()).strip()


class LLMFactExtractor:
    """Candidates proposed by an LLM over chunks of the transcript, de-duplicated across chunks."""

    name = "llm"

    def __init__(self, provider: LLMProvider, *, chunk_chars: int = CHUNK_CHARS, concurrency: int = 1) -> None:
        self._provider = provider
        self._chunk_chars = chunk_chars
        self._semaphore = asyncio.Semaphore(concurrency)

    async def _extract(self, chunk: str) -> ExtractionResponse:
        prompt = extraction_prompt(chunk)
        async with self._semaphore:
            return await self._provider.complete_json(
                system=prompt.system, user=prompt.user, schema=ExtractionResponse, max_tokens=1024
            )

    async def propose(self, text: str) -> list[Candidate]:
        responses = await asyncio.gather(*(self._extract(c) for c in chunk_text(text, chunk_chars=self._chunk_chars)))
        best: dict[str, Candidate] = {}
        for response in responses:
            for item in response.extractions:
                if not item.text.strip():
                    continue
                candidate = Candidate(
                    text=item.text.strip(),
                    type=FactType(item.type),
                    confidence=item.confidence,
                    reasoning=item.reasoning,
                    quote=item.quote.strip() or None,
                    method="llm",
                )
                key = _key(candidate.text)
                if key not in best or candidate.confidence > best[key].confidence:
                    best[key] = candidate
        return list(best.values())


class LLMSummarizer:
    """Chain of Density over the start of the transcript (what fits the context)."""

    name = "cod"

    def __init__(self, provider: LLMProvider, *, max_chars: int = CHUNK_CHARS, rounds: int = 3) -> None:
        self._provider = provider
        self._max_chars = max_chars
        self._rounds = rounds

    async def summarize(self, text: str) -> str:
        prompt = summary_prompt(text[: self._max_chars], rounds=self._rounds)
        response = await self._provider.complete_json(
            system=prompt.system, user=prompt.user, schema=SummaryResponse, max_tokens=1024
        )
        return response.final


def make_judge(provider: LLMProvider) -> JudgeFn:
    """A consistency judge that only ever *adds* a contradiction: measured here, a 1.5B model catches
    contradictions well but almost never says entailment, so 'neutral' is not held against a fact."""

    async def judge(claim: str, evidence: str) -> JudgeVerdict:
        prompt = nli_prompt(evidence, claim)
        answer = await provider.complete_json(system=prompt.system, user=prompt.user, schema=NLIAnswer, max_tokens=16)
        return "contradicted" if answer.label == "contradiction" else "supported"

    return judge


def make_cove_answer(provider: LLMProvider) -> AnswerFn:
    """CoVe step 2 on the model: answer the verification question from the retrieved evidence only."""

    async def answer(question: str, evidence: str) -> str:
        prompt = cove_answer_prompt(evidence, question)
        result = await provider.complete_json(
            system=prompt.system, user=prompt.user, schema=VerificationAnswer, max_tokens=128
        )
        return result.answer if result.stated else "not stated"

    return answer
