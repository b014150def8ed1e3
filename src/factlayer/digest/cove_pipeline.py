"""Chain-of-Verification (seed 000 §3) in a model-free form, with optional LLM hooks.

For each accepted assessment:

1. **plan** — verification questions: one rule-based question ("Does the source state that <fact>?"), or
   the model's own questions (``plan(fact)``, e.g. "When does the speaker's train leave?") when an LLM
   is configured; an unusable plan falls back to the rule question;
2. **execute** — answer each *from the source only*: retrieve the sentences that contain all of
   the fact's key content (by the transcript's inverted index, independently of the span the
   fact was grounded to, so a contradiction elsewhere in the transcript is found too). With an
   ``answer(question, evidence)`` hook, the LLM answers from those sentences only; a question it
   finds not stated is asked again with one more neighbouring sentence on each side, up to
   ``rounds`` rounds (``COVE_MAX_VERIFICATION_ROUNDS``);
3. **verify** — compare with the proof engine (``factlayer.proof``, the same answer as /v1/verify):
   a conflicting unit → inconsistent; every unit supported → consistent; otherwise not stated. An LLM
   answer is read as yes/no/not stated, or, when it states a value, as agreeing with the fact when most
   of its content words are the fact's (``_read_model_answer``); one answer that does not agree lowers
   "consistent", and no answer ever raises a verdict;
4. **final** — confidence × 1.2 (capped at 1.0) / × 0.5 / × 0.7; facts below ``threshold`` are
   dropped (``kept=False``). Results are cached per normalised fact text within a run.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from factlayer.errors import LLMOutputUnusable
from factlayer.models.fact import FactType, SourceSpan
from factlayer.nlp import lexicon
from factlayer.nlp.stems import stem
from factlayer.proof.proof import Status, prove

from .assessment import Assessment
from .grounding import SourceIndex
from .tokens import key_items

__all__ = ["MULTIPLIERS", "AnswerFn", "CoVePipeline", "CoVeResult", "CoVeVerdict", "PlanFn"]

CoVeVerdict = Literal["consistent", "inconsistent", "not_stated"]
PlanFn = Callable[[str], Awaitable[Sequence[str]]]
"""``await plan(fact) -> questions``."""
AnswerFn = Callable[[str, str], Awaitable[str]]
"""``await answer(question, evidence) -> answer``; the answer should start with yes / no / not stated."""

MULTIPLIERS: dict[CoVeVerdict, float] = {"consistent": 1.2, "inconsistent": 0.5, "not_stated": 0.7}
_MAX_EVIDENCE = 5


@dataclass(frozen=True, slots=True)
class CoVeResult:
    assessment: Assessment
    question: str
    evidence: tuple[SourceSpan, ...]
    answer: str
    verdict: CoVeVerdict
    confidence_before: float
    confidence_after: float
    kept: bool


def _rule_question(fact: str) -> str:
    core = fact.strip().rstrip(".!?")
    return f"Does the source state: {core!r}?"


def _weight(position: int, count: int) -> int:
    """The first content word of a fact with three or more is usually its predicate ("I *smoke* a
    pack a day"): it counts double, so "I don't smoke anymore" is compared. In shorter facts a
    lone shared verb ("like", "help") says too little to compare."""
    return 2 if position == 0 and count >= 3 else 1


def _content_stems(text: str) -> set[str]:
    stop = lexicon.words("stopwords")
    return {stem(w) for w in re.findall(r"[a-z0-9:]+", text.lower()) if w not in stop}


def _read_model_answer(answer: str, fact: str) -> CoVeVerdict:
    """One answer of the model: yes / no / not stated, or a stated value that agrees with the fact when
    at least half of its content words are the fact's ("twice a day" for "I take ibuprofen twice a day")."""
    explicit = _read_answer(answer)
    words = re.findall(r"[a-z]+", answer.lower())
    if explicit != "not_stated" or not words or words[0] in {"unknown", "unclear"} or "not stated" in answer.lower():
        return explicit
    said = _content_stems(answer)
    if not said:
        return "not_stated"
    return "consistent" if len(said & _content_stems(fact)) * 2 >= len(said) else "inconsistent"


def _combined(verdicts: Sequence[CoVeVerdict]) -> str:
    """All answers as one: any disagreement is a "no", any question left open is "not stated"."""
    if "inconsistent" in verdicts:
        return "no"
    if "not_stated" in verdicts or not verdicts:
        return "not stated"
    return "yes"


def _widened(index: SourceIndex, sentence_ids: list[int], by: int) -> list[int]:
    """The retrieved sentences with ``by`` neighbours on each side, in retrieval order, each once."""
    out: list[int] = []
    for sid in sentence_ids:
        for near in range(max(0, sid - by), min(len(index.sentences), sid + by + 1)):
            if near not in out:
                out.append(near)
    return out


def _read_answer(answer: str) -> CoVeVerdict:
    words = re.findall(r"[a-z]+", answer.lower())
    if not words:
        return "not_stated"
    if words[0] in {"yes", "yeah", "correct", "true", "consistent", "supported"}:
        return "consistent"
    if words[:2] == ["not", "stated"] or "not stated" in answer.lower() or words[0] in {"unknown", "unclear"}:
        return "not_stated"
    if words[0] in {"no", "false", "incorrect", "inconsistent", "contradicted"}:
        return "inconsistent"
    return "not_stated"


class CoVePipeline:
    def __init__(
        self,
        *,
        threshold: float = 0.7,
        plan: PlanFn | None = None,
        answer: AnswerFn | None = None,
        rounds: int = 1,
        roles: bool = True,
    ) -> None:
        self.threshold = threshold
        self.roles = roles  # the proof engine reads who does what to whom (settings.proof.roles)
        self.plan_hook = plan
        self.answer_hook = answer
        self.rounds = max(1, rounds)

    # Stage 1 -----------------------------------------------------------------------------
    async def plan(self, fact: str) -> list[str]:
        if self.plan_hook is not None:
            try:
                questions = [q.strip() for q in await self.plan_hook(fact) if q.strip()]
            except LLMOutputUnusable:
                questions = []  # the model's plan was unusable: the rule question still checks the fact
            if questions:
                return questions
        return [_rule_question(fact)]

    # Stage 2 -----------------------------------------------------------------------------
    def retrieve(self, index: SourceIndex, fact: str) -> list[int]:
        """Sentences sharing at least half of the fact's key content (most shared first), from the source only.

        Half, not all, with the first content word counted twice: "I don't smoke anymore" must be
        found for "I smoke a pack a day".
        """
        items = key_items(fact, speaker_words=index.speaker_words)
        if not items:
            return []
        counts: dict[int, int] = {}
        for position, item in enumerate(items):
            ids: set[int] = set()
            for k in item.keys:
                ids.update(index.postings.get(k, ()))
            weight = _weight(position, len(items))
            for sid in ids:
                counts[sid] = counts.get(sid, 0) + weight
        need = max(1, -(-(len(items) + 1) // 2))
        ranked = sorted((sid for sid, n in counts.items() if n >= need), key=lambda sid: (-counts[sid], sid))
        return ranked[:_MAX_EVIDENCE]

    async def execute(self, index: SourceIndex, question: str, sentence_ids: list[int]) -> tuple[str, str]:
        """(evidence text, answer). The model-free answer is the evidence itself."""
        parts: list[str] = []
        for sid in sentence_ids:
            s = index.sentences[sid]
            end = s.end
            answer_sid = index.answer_to(sid)
            if answer_sid is not None:
                end = index.sentences[answer_sid].end
            parts.append(index.text[s.start : end])
        evidence = "\n".join(parts)
        if self.answer_hook is not None and evidence:
            return evidence, (await self.answer_hook(question, evidence)).strip()
        return evidence, ""

    async def _ask(self, index: SourceIndex, fact: str, questions: list[str], sids: list[int]) -> tuple[str, list[str]]:
        """(the retrieved evidence, one answer per question); a question answered "not stated" is asked
        again over a wider window, up to ``rounds`` rounds. No answer hook or no evidence: no answers."""
        evidence_text, _ = await self.execute(index, "", sids) if self.answer_hook is None else ("", "")
        if self.answer_hook is None or not sids:
            return evidence_text, []
        answers: list[str] = []
        for question in questions:
            reply = ""
            for round_ in range(self.rounds):
                evidence, reply = await self.execute(index, question, _widened(index, sids, round_))
                evidence_text = evidence_text or evidence
                if _read_model_answer(reply, fact) != "not_stated":
                    break
            answers.append(reply)
        return evidence_text, answers

    # Stage 3 -----------------------------------------------------------------------------
    def compare(
        self, index: SourceIndex, fact: str, fact_type: FactType, sentence_ids: list[int], answer: str
    ) -> CoVeVerdict:
        """The proof engine's verdict on the fact against the whole source (the answer /v1/verify gives):
        VERIFIED → consistent, a conflict → inconsistent, else not stated. An LLM answer may lower a
        consistent verdict, never raise one or overrule a conflict."""
        proof = prove(fact, index.text, roles=self.roles)
        if proof.conflict_notes and proof.status in (Status.CONTRADICTED, Status.PARTIAL):
            return "inconsistent"
        verdict: CoVeVerdict = "consistent" if proof.status is Status.VERIFIED else "not_stated"
        if answer and verdict == "consistent":
            return _read_answer(answer)
        return verdict

    # Stage 4 -----------------------------------------------------------------------------
    def adjust(self, confidence: float, verdict: CoVeVerdict) -> float:
        return round(min(1.0, confidence * MULTIPLIERS[verdict]), 4)

    async def verify(self, assessments: Sequence[Assessment], source: str | SourceIndex) -> list[CoVeResult]:
        """Verify the accepted assessments (rejected ones are skipped); one result per accepted one."""
        index = source if isinstance(source, SourceIndex) else SourceIndex(source)
        cache: dict[str, tuple[str, tuple[SourceSpan, ...], str, CoVeVerdict]] = {}
        results: list[CoVeResult] = []
        for assessment in assessments:
            if not assessment.accepted:
                continue
            fact = assessment.candidate.text
            key = re.sub(r"\W+", " ", fact.lower()).strip() + "|" + assessment.candidate.type.value
            if key not in cache:
                questions = await self.plan(fact)
                sids = self.retrieve(index, fact)
                evidence_text, answers = await self._ask(index, fact, questions, sids)
                answer = _combined([_read_model_answer(a, fact) for a in answers]) if answers else ""
                verdict = self.compare(index, fact, assessment.candidate.type, sids, answer)
                question = " | ".join(questions)
                answer = " | ".join(answers)
                spans = tuple(
                    SourceSpan.from_source(index.text, index.sentences[sid].start, index.sentences[sid].end)
                    for sid in sids
                )
                cache[key] = (question, spans, answer or evidence_text, verdict)
            question, spans, answer_text, verdict = cache[key]
            before = assessment.confidence
            after = self.adjust(before, verdict)
            results.append(
                CoVeResult(
                    assessment=assessment,
                    question=question,
                    evidence=spans,
                    answer=answer_text,
                    verdict=verdict,
                    confidence_before=before,
                    confidence_after=after,
                    kept=after + 1e-9 >= self.threshold,
                )
            )
        return results
