"""The claim checker behind POST /v1/verify: the proof engine's answer per source, then the verdict policy
across sources (recency, OUTDATED), the confidence threshold, the optional LLM judge (which may only lower
a verdict) and a correction built from the evidence's words.

Per source, :func:`factlayer.proof.proof.prove` decides (see its module for the policy). Across sources:
one verdict when they agree; older sources supporting and a newer one contradicting → OUTDATED; any other
disagreement → PARTIAL.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from factlayer.models.verdict import (
    MAX_BATCH_CLAIMS,
    ConsultedSource,
    Correction,
    Evidence,
    EvidenceSource,
    EvidenceType,
    Verdict,
    VerifyResponse,
)
from factlayer.proof.proof import Finding, Proof, Status, prove
from factlayer.verify.correction import marked_words, replace_from_evidence

log = logging.getLogger(__name__)

Judge = Callable[[str, str], Awaitable[float]]
"""(source text, claim) → the judge's yes/no log-odds (``LLMProvider.judge_yes_no``)."""

DEFAULT_THRESHOLD = 0.85
JUDGE_LOWERS_BELOW = 0.0  # a judge answer of "no" (log-odds below this) lowers VERIFIED to PARTIAL
KEY_EVIDENCE = 3


@dataclass(frozen=True, slots=True)
class SourceSegment:
    """A timed piece of a transcription: ``text[start_char:end_char]`` was said from start_s to end_s."""

    start_char: int
    end_char: int
    start_s: float
    end_s: float


@dataclass(frozen=True, slots=True)
class SourceDoc:
    """One source to check against: a stored transcription or inline text."""

    text: str
    transcription_id: str | None = None
    created_at: datetime | None = None
    segments: tuple[SourceSegment, ...] = ()


def segments_from_texts(text: str, timed: Sequence[tuple[float, float, str]]) -> tuple[SourceSegment, ...]:
    """Char offsets for ASR segments ``(start_s, end_s, segment_text)`` found in order in ``text``."""
    out: list[SourceSegment] = []
    cursor = 0
    for start_s, end_s, seg_text in timed:
        needle = seg_text.strip()
        if not needle:
            continue
        at = text.find(needle, cursor)
        if at < 0:
            continue
        out.append(SourceSegment(at, at + len(needle), float(start_s), float(end_s)))
        cursor = at + len(needle)
    return tuple(out)


_STATUS_TO_VERDICT = {
    Status.VERIFIED: Verdict.VERIFIED,
    Status.CONTRADICTED: Verdict.CONTRADICTED,
    Status.PARTIAL: Verdict.PARTIAL,
    Status.UNVERIFIABLE: Verdict.UNVERIFIABLE,
}


@dataclass(frozen=True, slots=True)
class _Item:
    type: EvidenceType
    doc: int
    finding: Finding
    note: str | None


class ClaimChecker:
    """Checks claims against sources with the proof engine; stateless apart from the engine's source cache."""

    def __init__(self, judge: Judge | None = None, *, max_concurrency: int = 4) -> None:
        self._judge = judge
        self._semaphore = asyncio.Semaphore(max(1, max_concurrency))

    async def verify(
        self,
        claim: str,
        sources: Sequence[SourceDoc],
        threshold: float = DEFAULT_THRESHOLD,
        auto_correct: bool = True,
    ) -> VerifyResponse:
        claim = claim.strip()
        if not claim:
            raise ValueError("claim must not be blank")
        if not 0.0 <= threshold <= 1.0:
            raise ValueError("threshold must be within 0..1")
        usable = [s for s in sources if s.text.strip()]
        proofs = await asyncio.to_thread(lambda: [prove(claim, doc.text) for doc in usable])
        verdict, confidence, items, why = decide(usable, proofs)
        reason: str | None = why or None
        if self._judge is not None and verdict is Verdict.VERIFIED:
            verdict, items = await self._judged(claim, usable, proofs, verdict, items)
        if verdict in (Verdict.VERIFIED, Verdict.CONTRADICTED) and confidence < threshold:
            verdict = Verdict.PARTIAL
        evidence = [_format(item, usable[item.doc]) for item in items]
        correction = _correction(claim, verdict, items, confidence) if auto_correct else None
        if any(i.note and i.note.startswith("the LLM judge") for i in items):
            reason = next(i.note for i in items if i.note and i.note.startswith("the LLM judge")) or reason
        return VerifyResponse(
            verdict=verdict,
            confidence=round(min(max(confidence, 0.0), 1.0), 4),
            evidence=evidence,
            correction=correction,
            sources=[
                ConsultedSource(transcription_id=d.transcription_id, created_at=d.created_at, chars=len(d.text))
                for d in usable
            ],
            reason=reason,
        )

    async def verify_many(
        self,
        claims: Sequence[str],
        sources: Sequence[SourceDoc],
        threshold: float = DEFAULT_THRESHOLD,
        auto_correct: bool = True,
    ) -> list[VerifyResponse]:
        """Independent claims, checked concurrently (bounded by ``max_concurrency``); results in order."""
        if len(claims) > MAX_BATCH_CLAIMS:
            raise ValueError(f"at most {MAX_BATCH_CLAIMS} claims per batch")

        async def one(claim: str) -> VerifyResponse:
            async with self._semaphore:
                return await self.verify(claim, sources, threshold, auto_correct)

        return list(await asyncio.gather(*(one(c) for c in claims)))

    async def _judged(
        self, claim: str, docs: Sequence[SourceDoc], proofs: Sequence[Proof], verdict: Verdict, items: list[_Item]
    ) -> tuple[Verdict, list[_Item]]:
        """The judge may lower VERIFIED to PARTIAL (with its reason), never raise anything."""
        assert self._judge is not None
        supporting_docs = sorted({i.doc for i in items if i.type == "supporting"})
        for doc in supporting_docs:
            try:
                score = float(await self._judge(docs[doc].text, claim))
            except Exception as exc:  # the engine's verdict stands
                log.warning("judge failed, keeping the engine's verdict: %s", exc)
                return verdict, items
            if score < JUDGE_LOWERS_BELOW:
                note = f"the LLM judge answered no (log-odds {score:.2f}): lowered to PARTIAL"
                lowered = [
                    _Item("contextual", i.doc, i.finding, note if i.type == "supporting" else i.note) for i in items
                ]
                return Verdict.PARTIAL, lowered
        return verdict, items


def decide(docs: Sequence[SourceDoc], proofs: Sequence[Proof]) -> tuple[Verdict, float, list[_Item], str]:
    """The verdict across sources, its confidence, the key evidence and the reason."""
    if not proofs:
        return Verdict.UNVERIFIABLE, 1.0, [], "no source"
    supporting = [
        _Item("supporting", k, f, None)
        for k, p in enumerate(proofs)
        if p.status is Status.VERIFIED
        for f in p.supporting
    ]
    contradicting = [
        _Item("contradicting", k, f, "; ".join(f.notes) or None)
        for k, p in enumerate(proofs)
        if p.status in (Status.CONTRADICTED, Status.PARTIAL)
        for f in p.conflicting
    ]
    if any(p.status is Status.PARTIAL for p in proofs):
        supporting += [_Item("supporting", k, f, None) for k, p in enumerate(proofs) if p.status is Status.PARTIAL
                       for f in p.supporting]  # fmt: skip
    supporting, contradicting = _unique(supporting), _unique(contradicting)
    statuses = [p.status for p in proofs if p.status is not Status.UNVERIFIABLE]
    reason = "; ".join(p.reason for p in proofs)
    key = supporting[:KEY_EVIDENCE] + contradicting[:KEY_EVIDENCE]
    if not statuses:
        closest = [
            _Item("contextual", k, part.closest, None)
            for k, p in enumerate(proofs)
            for part in p.parts
            if part.closest is not None and part.closest.coverage >= 0.5
        ]
        return Verdict.UNVERIFIABLE, min(p.confidence for p in proofs), closest[:KEY_EVIDENCE], reason
    if len(set(statuses)) == 1:
        status = statuses[0]
        confidence = max(p.confidence for p in proofs if p.status is status)
        return _STATUS_TO_VERDICT[status], confidence, key, reason
    outdated = _outdated(docs, proofs)
    if outdated is not None:
        newest = [i for i in contradicting if i.doc == outdated]
        older = [i for i in supporting if i.doc != outdated]
        return Verdict.OUTDATED, proofs[outdated].confidence, older[:KEY_EVIDENCE] + newest[:KEY_EVIDENCE], reason
    return Verdict.PARTIAL, min(p.confidence for p in proofs if p.status is not Status.UNVERIFIABLE), key, reason


def _unique(items: list[_Item]) -> list[_Item]:
    seen: set[tuple[int, int, int]] = set()
    out = []
    for item in items:
        key = (item.doc, item.finding.span.start, item.finding.span.end)
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


def _outdated(docs: Sequence[SourceDoc], proofs: Sequence[Proof]) -> int | None:
    """The newest source, when it contradicts and every older source that speaks supports the claim."""
    dated = [(d.created_at, k) for k, d in enumerate(docs) if proofs[k].status is not Status.UNVERIFIABLE]
    if any(when is None for when, _ in dated) or len(dated) < 2:
        return None
    ordered = sorted(dated, key=lambda x: x[0] or datetime.min)
    newest = ordered[-1][1]
    if proofs[newest].status is not Status.CONTRADICTED:
        return None
    if all(proofs[k].status is Status.VERIFIED for _, k in ordered[:-1]):
        return newest
    return None


def _format(item: _Item, doc: SourceDoc) -> Evidence:
    span = item.finding.span
    overlapping = [s for s in doc.segments if s.start_char < span.end and s.end_char > span.start]
    start_s = min((s.start_s for s in overlapping), default=None)
    end_s = max((s.end_s for s in overlapping), default=None)
    return Evidence(
        type=item.type,
        source=EvidenceSource(
            transcription_id=doc.transcription_id,
            start_char=span.start,
            end_char=span.end,
            text=span.text,
            start_s=start_s,
            end_s=end_s,
            speaker=span.speaker,
        ),
        relevance=round(min(max(item.finding.coverage, 0.0), 1.0), 4),
        note=item.note,
    )


def _correction(claim: str, verdict: Verdict, items: list[_Item], confidence: float) -> Correction | None:
    contradicting = [i for i in items if i.type == "contradicting"]
    if verdict not in (Verdict.CONTRADICTED, Verdict.OUTDATED, Verdict.PARTIAL) or not items:
        return None
    anchor = (contradicting or items)[0]
    evidence = anchor.finding.span.text
    corrected: str | None = None
    for note in anchor.finding.notes:
        moved = re.match(r"holder: said by (.+), not (.+)$", note)
        if moved:
            pattern = re.compile(re.escape(moved.group(2)), re.IGNORECASE)
            if pattern.search(claim):
                corrected = pattern.sub(moved.group(1), claim, count=1)
    if corrected is None and anchor.type == "contradicting":
        corrected = replace_from_evidence(claim, evidence, marked_words(claim, list(anchor.finding.notes)))
    corrected = corrected or evidence
    if corrected.strip() == claim:
        return None
    ctype = "update" if verdict is Verdict.OUTDATED else "replace" if verdict is Verdict.CONTRADICTED else "clarify"
    return Correction(
        type=ctype,
        original=claim,
        corrected=corrected,
        confidence=round(min(confidence, max(anchor.finding.coverage, 0.0)), 4),
    )
