"""Candidates proposed by an LLM, chunk by chunk of turns, never failing the digest on the model's output.

Each chunk (``digest.chunks``) gets the bounded prompt of ``llm.chunk_prompt`` with ``max_tokens`` set to
the largest answer its schema allows. A chunk whose answer is unusable (``LLMOutputUnusable``: invalid or
cut-off JSON, a timeout, a request too large) is retried once as two halves; a half that fails again
gives no candidates and a :class:`ProposalGap` with the model's reason, which the digest keeps as a
rejection. A server that cannot be reached at all is still ``LLMUnavailable`` (503): an empty digest
stored for a down server would hide the outage. A statement that says "I", "you" or "we" is written in the third
person as the cited turn's speaker and addressee, or declined as ``ambiguous_subject`` (``llm_persons``); one that
restates a plan the source states as done ("The doctor prescribes X" for "I'm going to prescribe X") is written as
the plan ("The doctor will prescribe X", ``llm_plans``); one that joins two claims is cut into them first
(``llm_parts``).
"""

from __future__ import annotations

import asyncio
import logging
import math
import re

from factlayer.digest.candidates import Candidate, ProposalGap, Proposals
from factlayer.digest.chunks import CHUNK_CHARS, OVERLAP_CHARS, Chunk, chunk_turns, split_chunk
from factlayer.digest.llm_parts import claims_of
from factlayer.digest.llm_persons import Persons, in_person
from factlayer.digest.llm_plans import plan_form
from factlayer.digest.salience import junk_reason
from factlayer.errors import LLMOutputUnusable
from factlayer.llm.chunk_prompt import MAX_CANDIDATES, TEXT_CHARS, ChunkAnswer, answer_budget, chunk_prompt
from factlayer.llm.provider import LLMProvider
from factlayer.models.fact import FactType

__all__ = ["CHARS_PER_CANDIDATE", "LLMFactExtractor", "candidate_key"]

log = logging.getLogger(__name__)

# One candidate asked for per this many characters of a chunk (at least MIN_CANDIDATES, at most
# MAX_CANDIDATES): a 1,500-character chunk asks for 6, a half of it for 3.
CHARS_PER_CANDIDATE = 250
MIN_CANDIDATES = 3
# The offline extractor's junk rules that tell a proposal is no statement at all (a model copies greetings and
# talk about the visit verbatim). Not its "fragment"/"hedged" rules: they judge raw clauses, and a model's
# well-formed "The doctor recommends chemotherapy with cisplatin and taxol." reads to them as a fragment.
NOT_STATEMENTS = frozenset({"greeting", "meta_talk", "backchannel", "dictation", "small_talk", "question", "filler"})


def _third_person(persons: Persons, candidate: Candidate, chunk: Chunk) -> tuple[Candidate | None, ProposalGap | None]:
    """``candidate`` written in the third person (``llm_persons``), or None and the rejection that says why."""
    written = persons.third_person(candidate.text)
    if written.text is None:
        detail = f"the model's statement says 'I', 'you' or 'we', and {written.detail}"
        return None, ProposalGap(chunk.start, chunk.end, "ambiguous_subject", detail, text=candidate.text)
    reasoning = f"the model wrote {candidate.text!r}; its persons written as the cited turn's speaker and addressee"
    return candidate.model_copy(update={"text": written.text, "reasoning": reasoning}), None


def _claims(candidate: Candidate, chunk: Chunk) -> tuple[list[Candidate], list[ProposalGap]]:
    """``candidate`` cut into one candidate per claim it joins (``llm_parts``), and the parts left out."""
    text = candidate.text
    claims = claims_of(text, cut_off=len(text) >= TEXT_CHARS and text[-1:] not in ".!?")
    gaps = [ProposalGap(chunk.start, chunk.end, "ambiguous_subject", why, text=part) for part, why in claims.left]
    if claims.kept == [text]:
        return [candidate], gaps
    reasoning = f"the model wrote {text!r}; cut into its claims"
    return [candidate.model_copy(update={"text": part, "reasoning": reasoning}) for part in claims.kept], gaps


def _all_claims(found: list[Candidate], chunk: Chunk, gaps: list[ProposalGap]) -> list[Candidate]:
    out: list[Candidate] = []
    for candidate in found:
        claims, left = _claims(candidate, chunk)
        out.extend(claims)
        gaps.extend(left)
    return out


def _as_planned(candidate: Candidate, source: str, roles: bool) -> Candidate:
    """``candidate`` as the plan the source states, when it restated that plan as done (``llm_plans``)."""
    plan = plan_form(candidate.text, source, roles=roles)
    if plan is None:
        return candidate
    reasoning = f"the model wrote {candidate.text!r}; the source states it as a plan"
    return candidate.model_copy(update={"text": plan, "reasoning": reasoning})


def candidate_key(text: str) -> str:
    """A candidate's text without case and punctuation: two proposals with the same key are one."""
    return re.sub(r"\W+", " ", text.lower()).strip()


class LLMFactExtractor:
    """``CandidateSource`` (and ``ReportingSource``) over an ``LLMProvider``."""

    name = "llm"

    def __init__(
        self,
        provider: LLMProvider,
        *,
        chunk_chars: int = CHUNK_CHARS,
        overlap_chars: int = OVERLAP_CHARS,
        max_candidates: int = MAX_CANDIDATES,
        concurrency: int = 1,
        roles: bool = True,
    ) -> None:
        self._provider = provider
        self._chunk_chars = chunk_chars
        self._overlap_chars = overlap_chars
        self._max_candidates = max(1, min(max_candidates, MAX_CANDIDATES))
        self._semaphore = asyncio.Semaphore(concurrency)
        self._roles = roles  # how the plan form is proven: as the digest proves (settings.proof.roles)

    async def propose(self, text: str) -> list[Candidate]:
        return (await self.propose_report(text)).candidates

    async def propose_report(self, text: str) -> Proposals:
        chunks = chunk_turns(text, max_chars=self._chunk_chars, overlap_chars=self._overlap_chars)
        results = await asyncio.gather(*(self._read(text, chunk, retry=True) for chunk in chunks))
        seen: set[str] = set()
        candidates: list[Candidate] = []
        gaps: list[ProposalGap] = []
        persons: Persons | None = None  # built once, for the first statement in the first or second person
        for chunk, (found, failed) in zip(chunks, results, strict=True):
            gaps.extend(failed)
            for proposed in await asyncio.to_thread(_all_claims, found, chunk, gaps):
                candidate: Candidate | None = proposed
                if in_person(proposed.text):  # "I've had a headache …": whose "I", the turn it cites says
                    if persons is None:
                        persons = await asyncio.to_thread(Persons, text)
                    candidate, gap = await asyncio.to_thread(_third_person, persons, proposed, chunk)
                    gaps.extend([gap] if gap else [])
                if candidate is None:
                    continue
                candidate = await asyncio.to_thread(_as_planned, candidate, text, self._roles)
                key = candidate_key(candidate.text)
                if key and key not in seen:  # the overlap proposes some statements twice
                    seen.add(key)
                    candidates.append(candidate)
        return Proposals(candidates, gaps)

    def wanted(self, chunk: Chunk) -> int:
        """How many candidates to ask of ``chunk``."""
        return max(MIN_CANDIDATES, min(self._max_candidates, math.ceil(len(chunk) / CHARS_PER_CANDIDATE)))

    async def _read(self, text: str, chunk: Chunk, *, retry: bool) -> tuple[list[Candidate], list[ProposalGap]]:
        n = self.wanted(chunk)
        prompt = chunk_prompt(text[chunk.start : chunk.end], max_candidates=n)
        try:
            async with self._semaphore:
                answer = await self._provider.complete_json(
                    system=prompt.system, user=prompt.user, schema=ChunkAnswer, max_tokens=answer_budget()
                )
        except LLMOutputUnusable as exc:
            halves = split_chunk(text, chunk) if retry else None
            log.warning("chunk %d-%d unusable (%s); %s", chunk.start, chunk.end, exc.detail,
                        "retrying in two halves" if halves else "no candidates from it")  # fmt: skip
            if halves is None:
                tried = "unusable again after the split" if not retry else "unusable (one sentence: not split)"
                detail = f"no candidates from characters {chunk.start}-{chunk.end}: the model's answer was {tried}: "
                return [], [ProposalGap(chunk.start, chunk.end, "chunk_failed", detail + exc.detail)]
            parts = await asyncio.gather(*(self._read(text, half, retry=False) for half in halves))
            return [c for found, _ in parts for c in found], [g for _, failed in parts for g in failed]
        # n is what the prompt asks for; the schema's maxItems bounds the answer. What came back whole is kept.
        found: list[Candidate] = []
        declined: list[ProposalGap] = []
        for text in (f.strip() for f in answer.facts):
            reason = junk_reason(text) if text else "empty"
            if reason in NOT_STATEMENTS:  # "It's good to see you.", "Let me take a closer look."
                detail = f"the model proposed a {reason.replace('_', ' ')}, not a statement of fact"
                declined.append(ProposalGap(chunk.start, chunk.end, reason, detail, text=text))
            elif text:
                found.append(Candidate(text=text, type=FactType.USER_FACT, method="llm"))
        return found, declined
