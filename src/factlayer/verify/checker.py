"""The claim checker behind POST /v1/verify: the proof engine's answer per source, then the verdict policy
across sources (recency, OUTDATED), the confidence threshold, the optional LLM judge (which may only lower
a verdict) and a correction built from the evidence's words.

Per source, :func:`factlayer.proof.proof.prove` decides (see its module for the policy). Across sources:
one verdict when they agree; older sources supporting and a newer one contradicting → OUTDATED; the newest source
that speaks of the claim supporting it and only older ones contradicting → VERIFIED (what was said last stands,
as within one conversation); any other disagreement → PARTIAL. The reason gives the deciding sources' reasons.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime

from factlayer.models.verdict import MAX_BATCH_CLAIMS, ConsultedSource, Verdict, VerifyResponse
from factlayer.proof.proof import Proof, Status
from factlayer.verify.dated_claims import as_said
from factlayer.verify.deadline import prove_within
from factlayer.verify.evidence import (
    DEFAULT_HALF_LIFE_DAYS,
    Item,
    SourceDoc,
    SourceSegment,
    build_correction,
    claim_id,
    format_evidence,
    per_turn_pieces,
)

__all__ = ["ClaimChecker", "Judge", "SourceDoc", "SourceSegment", "decide"]

log = logging.getLogger(__name__)

Judge = Callable[[str, str], Awaitable[float]]
"""(source text, claim) → the judge's yes/no log-odds (``LLMProvider.judge_yes_no``)."""

DEFAULT_THRESHOLD = 0.85
JUDGE_LOWERS_BELOW = 0.0  # a judge answer of "no" (log-odds below this) lowers VERIFIED to PARTIAL
KEY_EVIDENCE = 3


_STATUS_TO_VERDICT = {
    Status.VERIFIED: Verdict.VERIFIED,
    Status.CONTRADICTED: Verdict.CONTRADICTED,
    Status.PARTIAL: Verdict.PARTIAL,
    Status.UNVERIFIABLE: Verdict.UNVERIFIABLE,
}


class ClaimChecker:
    """Checks claims against sources with the proof engine; stateless apart from the engine's source cache."""

    def __init__(
        self,
        judge: Judge | None = None,
        *,
        max_concurrency: int = 4,
        recency_half_life_days: float = DEFAULT_HALF_LIFE_DAYS,
        roles: bool = True,
    ) -> None:
        """``roles``: the engine reads who does what to whom (``settings.proof.roles``; see ``proof.roles``)."""
        self._judge = judge
        self._roles = roles
        self._semaphore = asyncio.Semaphore(max(1, max_concurrency))
        self._half_life_days = recency_half_life_days

    async def verify(
        self,
        claim: str,
        sources: Sequence[SourceDoc],
        threshold: float = DEFAULT_THRESHOLD,
        auto_correct: bool = True,
        *,
        timeout_s: float | None = None,
        now: datetime | None = None,
    ) -> VerifyResponse:
        """Check ``claim``; with ``timeout_s``, answer with what is checked when it runs out (``timed_out``)."""
        return await self._verify(claim, sources, threshold, auto_correct, _deadline(timeout_s), now)

    async def _verify(
        self,
        claim: str,
        sources: Sequence[SourceDoc],
        threshold: float,
        auto_correct: bool,
        deadline: float | None,
        now: datetime | None,
    ) -> VerifyResponse:
        claim = claim.strip()
        if not claim:
            raise ValueError("claim must not be blank")
        if not 0.0 <= threshold <= 1.0:
            raise ValueError("threshold must be within 0..1")
        usable = [s for s in sources if s.text.strip()]
        # a stored fact's dates ("yesterday (7 May 2023)") as each source, recorded when it was, says them
        said = [as_said(claim, doc.text, doc.recorded_at) for doc in usable]
        checked = await prove_within(said, [doc.text for doc in usable], deadline, roles=self._roles)
        by_source = checked.proofs(claim)
        docs = [usable[k] for k in sorted(by_source)]
        proofs = [by_source[k] for k in sorted(by_source)]
        verdict, confidence, items, why = decide(docs, proofs)
        reason: str | None = why or None
        read = verdict  # what the evidence read says; a timed-out answer's correction follows it
        if checked.timed_out:
            # the sources not (fully) read may say otherwise: no firm verdict from part of the evidence
            verdict = (
                (Verdict.PARTIAL if items else Verdict.UNVERIFIABLE) if verdict is not Verdict.PARTIAL else verdict
            )
            done = sum(checked.complete)
            reason = f"timed out: {done} of {len(usable)} sources checked in full" + (f"; {why}" if docs else "")
        if self._judge is not None and verdict is Verdict.VERIFIED:
            verdict, items = await self._judged(claim, docs, proofs, verdict, items, deadline)
        if verdict in (Verdict.VERIFIED, Verdict.CONTRADICTED) and confidence < threshold:
            verdict = Verdict.PARTIAL
        when = now or datetime.now(UTC)
        evidence = [
            format_evidence(p, docs[p.doc], now=when, half_life_days=self._half_life_days)
            for p in per_turn_pieces(items, docs)
        ]
        corrected_as = read if checked.timed_out else verdict  # cut short: no "clarify" of supported words
        correction = build_correction(claim, corrected_as, items, confidence, docs) if auto_correct else None
        if any(i.note and i.note.startswith("the LLM judge") for i in items):
            reason = next(i.note for i in items if i.note and i.note.startswith("the LLM judge")) or reason
        return VerifyResponse(
            verdict=verdict,
            confidence=round(min(max(confidence, 0.0), 1.0), 4),
            evidence=evidence,
            correction=correction,
            sources=[
                ConsultedSource(transcription_id=d.transcription_id, created_at=d.created_at, chars=len(d.text))
                for d in docs
            ],
            reason=reason,
            claim_id=claim_id(claim),
            timed_out=checked.timed_out,
        )

    async def verify_many(
        self,
        claims: Sequence[str],
        sources: Sequence[SourceDoc],
        threshold: float = DEFAULT_THRESHOLD,
        auto_correct: bool = True,
        *,
        timeout_s: float | None = None,
        now: datetime | None = None,
    ) -> list[VerifyResponse]:
        """Independent claims, checked concurrently (bounded by ``max_concurrency``); results in order.
        ``timeout_s`` bounds the whole batch: claims not reached in time come back UNVERIFIABLE, timed out."""
        if len(claims) > MAX_BATCH_CLAIMS:
            raise ValueError(f"at most {MAX_BATCH_CLAIMS} claims per batch")
        deadline = _deadline(timeout_s)

        async def one(claim: str) -> VerifyResponse:
            async with self._semaphore:
                return await self._verify(claim, sources, threshold, auto_correct, deadline, now)

        return list(await asyncio.gather(*(one(c) for c in claims)))

    async def _judged(
        self,
        claim: str,
        docs: Sequence[SourceDoc],
        proofs: Sequence[Proof],
        verdict: Verdict,
        items: list[Item],
        deadline: float | None,
    ) -> tuple[Verdict, list[Item]]:
        """The judge may lower VERIFIED to PARTIAL (with its reason), never raise anything."""
        assert self._judge is not None
        supporting_docs = sorted({i.doc for i in items if i.type == "supporting"})
        for doc in supporting_docs:
            try:
                asked = self._judge(docs[doc].text, claim)
                remaining = None if deadline is None else deadline - asyncio.get_running_loop().time()
                score = float(await asyncio.wait_for(asked, remaining))
            except Exception as exc:  # the engine's verdict stands (also when timeout_s runs out first)
                log.warning("judge failed, keeping the engine's verdict: %s", exc)
                return verdict, items
            if score < JUDGE_LOWERS_BELOW:
                note = f"the LLM judge answered no (log-odds {score:.2f}): lowered to PARTIAL"
                lowered = [
                    Item("contextual", i.doc, i.finding, note if i.type == "supporting" else i.note) for i in items
                ]
                return Verdict.PARTIAL, lowered
        return verdict, items


def decide(docs: Sequence[SourceDoc], proofs: Sequence[Proof]) -> tuple[Verdict, float, list[Item], str]:
    """The verdict across sources, its confidence, the key evidence and the reason."""
    if not proofs:
        return Verdict.UNVERIFIABLE, 1.0, [], "no source"
    supporting = [
        Item("supporting", k, f, None)
        for k, p in enumerate(proofs)
        if p.status is Status.VERIFIED
        for f in p.supporting
    ]
    contradicting = [
        Item("contradicting", k, f, "; ".join(f.notes) or None)
        for k, p in enumerate(proofs)
        if p.status in (Status.CONTRADICTED, Status.PARTIAL)
        for f in p.conflicting
    ]
    if any(p.status is Status.PARTIAL for p in proofs):
        supporting += [Item("supporting", k, f, None) for k, p in enumerate(proofs) if p.status is Status.PARTIAL
                       for f in p.supporting]  # fmt: skip
    supporting, contradicting = _unique(supporting), _unique(contradicting)
    statuses = [p.status for p in proofs if p.status is not Status.UNVERIFIABLE]
    reason = "; ".join(p.reason for p in proofs)
    key = supporting[:KEY_EVIDENCE] + contradicting[:KEY_EVIDENCE]
    if not statuses:
        closest = [
            Item("contextual", k, part.closest, None)
            for k, p in enumerate(proofs)
            for part in p.parts
            if part.closest is not None and part.closest.coverage >= 0.5
        ]
        return Verdict.UNVERIFIABLE, min(p.confidence for p in proofs), closest[:KEY_EVIDENCE], reason
    if len(set(statuses)) == 1:
        status = statuses[0]
        confidence = max(p.confidence for p in proofs if p.status is status)
        # a source that never speaks of the claim did not decide it: its "never says" is no part of the reason
        return _STATUS_TO_VERDICT[status], confidence, key, "; ".join(p.reason for p in proofs if p.status is status)
    latest = _superseding(docs, proofs)
    if latest is not None:
        said = docs[latest].said_at
        why = f"the newest source that speaks of it ({_name(docs, latest)}, {said:%Y-%m-%d}) supports it, only"
        why += f" older ones say otherwise: {proofs[latest].reason}"
        newest_support = [i for i in supporting if i.doc == latest]
        return Verdict.VERIFIED, proofs[latest].confidence, newest_support[:KEY_EVIDENCE], why
    outdated = _outdated(docs, proofs)
    if outdated is not None:
        newest = [i for i in contradicting if i.doc == outdated]
        older = [i for i in supporting if i.doc != outdated]
        return Verdict.OUTDATED, proofs[outdated].confidence, older[:KEY_EVIDENCE] + newest[:KEY_EVIDENCE], reason
    return Verdict.PARTIAL, min(p.confidence for p in proofs if p.status is not Status.UNVERIFIABLE), key, reason


def _unique(items: list[Item]) -> list[Item]:
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
    dated = [(d.said_at, k) for k, d in enumerate(docs) if proofs[k].status is not Status.UNVERIFIABLE]
    if any(when is None for when, _ in dated) or len(dated) < 2:
        return None
    ordered = sorted(dated, key=lambda x: x[0] or datetime.min)
    newest = ordered[-1][1]
    if proofs[newest].status is not Status.CONTRADICTED:
        return None
    if all(proofs[k].status is Status.VERIFIED for _, k in ordered[:-1]):
        return newest
    return None


def _superseding(docs: Sequence[SourceDoc], proofs: Sequence[Proof]) -> int | None:
    """The newest source that speaks of the claim, when it supports it and was said after every source that
    contradicts it ("I live in Boston." in January, "I live in Denver now." in February: Denver stands)."""
    dated = [(d.said_at, k) for k, d in enumerate(docs) if proofs[k].status is not Status.UNVERIFIABLE]
    if any(when is None for when, _ in dated) or len(dated) < 2:
        return None
    ordered = sorted(dated, key=lambda x: x[0] or datetime.min)
    (newest_at, newest), (before_at, _) = ordered[-1], ordered[-2]
    if proofs[newest].status is not Status.VERIFIED or newest_at == before_at:
        return None  # two sources said at the same time: neither is the later word
    return newest


def _name(docs: Sequence[SourceDoc], k: int) -> str:
    return docs[k].transcription_id or f"source {k + 1}"


def _deadline(timeout_s: float | None) -> float | None:
    """``timeout_s`` from now, on the event loop's clock."""
    return None if timeout_s is None else asyncio.get_running_loop().time() + timeout_s
