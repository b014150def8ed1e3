"""The claim checker: seed 004's loop (OBSERVE → ORIENT → DECIDE → ACT) over transcripts and texts.

OBSERVE  split each source into turns/sentences, retrieve the stretches the claim is about, measure
         coverage, conflicts and speaker attribution (:mod:`factlayer.verify.assess`); and run the digest
         pipeline on the claim as an LLM candidate (grounding + validators, one ``SourceIndex`` per
         cached source): its verdict joins the features, its misattribution becomes evidence.
ORIENT   each source yields evidence: *supporting* when the fitted support model says more likely than
         not, *contradicting* when a conflict or a mis-attribution is found (by the checker's own rules,
         or by the digest's attribution validator on a well-grounded span), else *contextual*.
         Weights are the seed's: supporting_weight vs contradicting_weight with the ×1.5 margins.
         Confidence is the seed's share of the winning side, times the strength of that side
         (a share alone is 1.0 whenever only one side has evidence, which says nothing).
DECIDE   below the threshold VERIFIED/CONTRADICTED become PARTIAL; no evidence → UNVERIFIABLE;
         older sources support + the newest relevant one contradicts → OUTDATED.
ACT      key evidence (exact spans with audio times when segments are given) and a correction built
         only from the evidence's words.

Works with no model. An optional judge ``(source, claim) -> Awaitable[float]`` (yes/no log-odds)
joins the offline logit through the fitted :func:`factlayer.verify.scoring.judge_combination_for`.
"""

from __future__ import annotations

import asyncio
import difflib
import logging
import re
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from threading import Lock

from factlayer.models.verdict import (
    MAX_BATCH_CLAIMS,
    ConsultedSource,
    Correction,
    CorrectionType,
    Evidence,
    EvidenceSource,
    EvidenceType,
    Verdict,
    VerifyResponse,
)
from factlayer.text.conflicts import Conflict
from factlayer.text.lexical import numbers_in, stem
from factlayer.verify import scoring
from factlayer.verify.assess import (
    Observation,
    PreparedSource,
    digest_verdict,
    enclosing_unit,
    named_speakers,
    observe,
    prepare,
)
from factlayer.verify.segment import Unit

log = logging.getLogger(__name__)

Judge = Callable[[str, str], Awaitable[float]]
"""(source text, claim) → the judge's yes/no log-odds (``LLMProvider.judge_yes_no``)."""

MARGIN = 1.5  # seed 004: one side must outweigh the other by half again
RECENCY_DECAY = 0.8  # weight of an older source's evidence relative to the newest one
MIN_RELEVANCE = 0.2  # a stretch covering less of the claim than this is not evidence about it
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
    """Char offsets for ASR segments ``(start_s, end_s, segment_text)`` found in order in ``text``.

    A segment whose text cannot be found after the previous one is skipped (its time stays unknown).
    """
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


@dataclass(slots=True)
class _Item:
    """One piece of evidence before formatting."""

    type: EvidenceType
    doc_index: int
    unit: Unit
    relevance: float
    weight: float
    note: str | None = None
    conflicts: list[Conflict] = field(default_factory=list)
    attributed_speaker: str | None = None


@dataclass(slots=True)
class _SourceAssessment:
    doc_index: int
    observation: Observation
    support: float  # support confidence on the API scale
    items: list[_Item]


class _PreparedCache:
    """Prepared sources by text, each with its digest ``SourceIndex`` (claims in one batch, or one
    transcript, share them)."""

    def __init__(self, size: int = 64) -> None:
        self._size = size
        self._items: OrderedDict[str, PreparedSource] = OrderedDict()
        self._lock = Lock()

    def get(self, text: str) -> PreparedSource:
        with self._lock:
            hit = self._items.get(text)
            if hit is not None:
                self._items.move_to_end(text)
                return hit
        prepared = prepare(text)
        with self._lock:
            self._items[text] = prepared
            while len(self._items) > self._size:
                self._items.popitem(last=False)
        return prepared


class ClaimChecker:
    """Checks claims against sources. Stateless between calls apart from a cache of split sources."""

    def __init__(
        self,
        judge: Judge | None = None,
        *,
        max_concurrency: int = 4,
    ) -> None:
        self._judge = judge
        self._semaphore = asyncio.Semaphore(max(1, max_concurrency))
        self._cache = _PreparedCache()
        if judge is not None and not (scoring.JUDGE_TURNS.fitted and scoring.JUDGE_PLAIN.fitted):
            log.warning("LLM judge combined with unfitted coefficients; refit with bench/fit_claims.py")

    # ---------------------------------------------------------------------------------------------- API
    async def verify(
        self,
        claim: str,
        sources: Sequence[SourceDoc],
        threshold: float = scoring.DEFAULT_THRESHOLD,
        auto_correct: bool = True,
    ) -> VerifyResponse:
        claim = claim.strip()
        if not claim:
            raise ValueError("claim must not be blank")
        if not 0.0 <= threshold <= 1.0:
            raise ValueError("threshold must be within 0..1")
        usable = [s for s in sources if s.text.strip()]
        observations = await asyncio.to_thread(self._observe_all, claim, usable)
        digests = await asyncio.gather(*(digest_verdict(claim, prepared) for prepared, _ in observations))
        for (_, obs), digest in zip(observations, digests, strict=True):
            obs.digest = digest
        judge_scores: list[float | None] = [None] * len(usable)
        if self._judge is not None and usable:
            # Asked only where the fitted combination listens to it (weight 0: it did not earn its place).
            asks = [
                scoring.judge_combination_for(prepared.has_speakers).judge_weight != 0 for prepared, _ in observations
            ]
            answers = await asyncio.gather(
                *(self._safe_judge(doc.text, claim) for doc, ask in zip(usable, asks, strict=True) if ask)
            )
            replies = iter(answers)
            judge_scores = [next(replies) if ask else None for ask in asks]
        return self._decide(claim, usable, observations, judge_scores, threshold, auto_correct)

    async def verify_many(
        self,
        claims: Sequence[str],
        sources: Sequence[SourceDoc],
        threshold: float = scoring.DEFAULT_THRESHOLD,
        auto_correct: bool = True,
    ) -> list[VerifyResponse]:
        """Independent claims, checked concurrently (bounded by ``max_concurrency``); results in order."""
        if len(claims) > MAX_BATCH_CLAIMS:
            raise ValueError(f"at most {MAX_BATCH_CLAIMS} claims per batch")

        async def one(claim: str) -> VerifyResponse:
            async with self._semaphore:
                return await self.verify(claim, sources, threshold, auto_correct)

        return list(await asyncio.gather(*(one(c) for c in claims)))

    # ------------------------------------------------------------------------------------------ OBSERVE
    def _observe_all(self, claim: str, sources: Sequence[SourceDoc]) -> list[tuple[PreparedSource, Observation]]:
        out: list[tuple[PreparedSource, Observation]] = []
        for doc in sources:
            prepared = self._cache.get(doc.text)
            out.append((prepared, observe(claim, prepared)))
        return out

    async def _safe_judge(self, source: str, claim: str) -> float | None:
        assert self._judge is not None
        try:
            return float(await self._judge(source, claim))
        except Exception as exc:  # the offline signals still decide
            log.warning("judge failed, using offline signals only: %s", exc)
            return None

    # ------------------------------------------------------------------------------------------- ORIENT
    def _assess(self, index: int, prepared: PreparedSource, obs: Observation, judge: float | None) -> _SourceAssessment:
        model = scoring.model_for(prepared.has_speakers)
        z = model.logit(model.features_of(obs))
        operating_point = model.operating_point
        if judge is not None:
            c = scoring.judge_combination_for(prepared.has_speakers)
            z = c.offline_weight * z + c.judge_weight * judge + c.bias
            operating_point = c.operating_point
        support = scoring.support_confidence(operating_point, z)
        items: list[_Item] = []
        best = obs.candidates[0] if obs.candidates else None

        # Contradiction 1: the named speaker did not say it, someone else did.
        for att in obs.attribution:
            if (
                att.other_unit is not None
                and att.other_recall >= scoring.ATTRIBUTION_MIN_OTHER
                and att.other_recall - att.own_recall >= scoring.ATTRIBUTION_MIN_GAP
            ):
                strength = _strength(att.other_recall)
                items.append(
                    _Item(
                        "contradicting",
                        index,
                        att.other_unit,
                        att.other_recall,
                        strength,
                        note=f"said by {att.other_unit.speaker}, not {att.speaker}",
                        attributed_speaker=att.speaker,
                    )
                )
                break
        # Contradiction 1b: the digest pipeline grounded the claim and its attribution validator found the
        # words in another speaker's mouth (or its consistency validator a conflict with the span's clause).
        digest = obs.digest
        if digest is not None and digest.span is not None and not items:
            for code, min_score in (
                ("misattributed", scoring.DIGEST_MISATTRIBUTION_MIN_SCORE),
                ("contradicted", scoring.DIGEST_CONFLICT_MIN_SCORE),
            ):
                if code in digest.codes and digest.score >= min_score:
                    unit = enclosing_unit(prepared, *digest.span, speaker=digest.speaker)
                    named = [n for n in named_speakers(obs.claim, prepared) if n != digest.speaker]
                    items.append(
                        _Item(
                            "contradicting",
                            index,
                            unit,
                            digest.score,
                            _strength(digest.score),
                            note=f"digest {code}: {digest.detail}",
                            attributed_speaker=named[0] if code == "misattributed" and named else None,
                        )
                    )
                    break
        # Contradiction 2: the best stretch says the opposite (polarity, antonym, number, date, ...).
        # A value conflict (number, date, time) is judged on how well the *rest* of the claim matches:
        # "three times a day" against "twice a day" shares everything but the value.
        counted = [
            c
            for c in obs.conflicts
            if (obs.recall_best_core if c.kind in scoring.VALUE_CONFLICTS else obs.recall_best)
            >= (
                scoring.VALUE_CONFLICT_MIN_RECALL
                if c.kind in scoring.VALUE_CONFLICTS
                else scoring.POLARITY_CONFLICT_MIN_RECALL
            )
        ]
        if best is not None and counted:
            relevance = max(
                obs.recall_best_core if c.kind in scoring.VALUE_CONFLICTS else obs.recall_best for c in counted
            )
            items.append(
                _Item(
                    "contradicting",
                    index,
                    best.unit,
                    relevance,
                    _strength(relevance),
                    note="; ".join(c.detail for c in counted),
                    conflicts=counted,
                )
            )
        contradicted = {id(i.unit) for i in items}
        for rank, cand in enumerate(obs.candidates):
            if cand.recall < MIN_RELEVANCE or id(cand.unit) in contradicted:
                continue
            if rank == 0 and support >= 0.5 and not items:
                # Names and numbers the source never mentions: the rest may match, the claim is not established.
                note = f"the source never mentions {', '.join(obs.unmentioned)}" if obs.unmentioned else None
                items.append(_Item("supporting", index, cand.unit, cand.recall, support, note=note))
            else:
                items.append(_Item("contextual", index, cand.unit, cand.recall, 0.0))
        return _SourceAssessment(index, obs, support, items)

    # ------------------------------------------------------------------------------------- DECIDE / ACT
    def _decide(
        self,
        claim: str,
        docs: Sequence[SourceDoc],
        observations: Sequence[tuple[PreparedSource, Observation]],
        judge_scores: Sequence[float | None],
        threshold: float,
        auto_correct: bool,
    ) -> VerifyResponse:
        assessments = [
            self._assess(i, prepared, obs, judge_scores[i]) for i, (prepared, obs) in enumerate(observations)
        ]
        recency = _recency_factors(docs)
        items = [item for a in assessments for item in a.items]
        supporting = [i for i in items if i.type == "supporting"]
        contradicting = [i for i in items if i.type == "contradicting"]
        s_weight = max((i.weight * recency[i.doc_index] for i in supporting), default=0.0)
        c_weight = max((i.weight * recency[i.doc_index] for i in contradicting), default=0.0)
        total = s_weight + c_weight
        best_support = max((a.support for a in assessments), default=0.0)

        if total == 0.0:
            verdict = Verdict.UNVERIFIABLE
            # How sure we are that the sources do not establish the claim.
            confidence = 1.0 - best_support if any(a.items for a in assessments) else 1.0
        elif c_weight > s_weight * MARGIN:
            verdict, confidence = Verdict.CONTRADICTED, c_weight / total * c_weight
        elif s_weight > c_weight * MARGIN:
            verdict, confidence = Verdict.VERIFIED, s_weight / total * s_weight
        else:
            verdict, confidence = Verdict.PARTIAL, abs(s_weight - c_weight) / total

        outdated = _outdated(docs, supporting, contradicting)
        if outdated and verdict in (Verdict.CONTRADICTED, Verdict.PARTIAL, Verdict.VERIFIED):
            verdict = Verdict.OUTDATED
            newest = outdated[0]
            confidence = newest.weight
        elif verdict in (Verdict.VERIFIED, Verdict.CONTRADICTED) and confidence < threshold:
            verdict = Verdict.PARTIAL
        elif verdict == Verdict.VERIFIED and all(assessments[i.doc_index].observation.unmentioned for i in supporting):
            verdict = Verdict.PARTIAL  # supported but for a name or number its source never mentions (see the note)

        key = sorted(supporting, key=lambda i: -i.weight)[:KEY_EVIDENCE]
        key += sorted(contradicting, key=lambda i: -i.weight)[:KEY_EVIDENCE]
        if len(key) < KEY_EVIDENCE:
            contextual = sorted((i for i in items if i.type == "contextual"), key=lambda i: -i.relevance)
            key += contextual[: KEY_EVIDENCE - len(key)]
        evidence = [_format(item, docs[item.doc_index]) for item in key]

        correction = None
        if auto_correct and verdict in (Verdict.CONTRADICTED, Verdict.OUTDATED, Verdict.PARTIAL):
            correction = _correction(claim, verdict, supporting, outdated or contradicting, confidence)
        return VerifyResponse(
            verdict=verdict,
            confidence=round(min(max(confidence, 0.0), 1.0), 4),
            evidence=evidence,
            correction=correction,
            sources=[
                ConsultedSource(transcription_id=d.transcription_id, created_at=d.created_at, chars=len(d.text))
                for d in docs
            ],
        )


# ---------------------------------------------------------------------------------------------- helpers
def _strength(relevance: float) -> float:
    """Weight of contradicting evidence: 0.5 for a stretch that barely relates, 0.99 for an exact match
    (never 1.0: a lexical rule is never certain). Default threshold 0.85 ⇔ relevance ≥ 0.71."""
    return 0.5 + 0.49 * min(max(relevance, 0.0), 1.0)


def _recency_factors(docs: Sequence[SourceDoc]) -> list[float]:
    """1.0 for the newest dated source (and for every undated one), decaying by rank for older ones."""
    dated = sorted({d.created_at for d in docs if d.created_at is not None}, reverse=True)
    rank = {when: i for i, when in enumerate(dated)}
    return [1.0 if d.created_at is None else RECENCY_DECAY ** rank[d.created_at] for d in docs]


def _outdated(docs: Sequence[SourceDoc], supporting: list[_Item], contradicting: list[_Item]) -> list[_Item]:
    """Contradicting evidence from sources newer than every supporting one (newest first), if any."""
    if not supporting or not contradicting:
        return []
    dates = [d.created_at for d in docs]
    support_dates = [dates[i.doc_index] for i in supporting]
    if any(d is None for d in support_dates):
        return []
    newest_support = max(d for d in support_dates if d is not None)
    newer = [i for i in contradicting if (d := dates[i.doc_index]) is not None and d > newest_support]
    newer.sort(key=lambda i: (dates[i.doc_index] or datetime.min, i.weight), reverse=True)
    return newer


def _format(item: _Item, doc: SourceDoc) -> Evidence:
    unit = item.unit
    start_s, end_s = _audio_range(doc.segments, unit.start, unit.end)
    return Evidence(
        type=item.type,
        source=EvidenceSource(
            transcription_id=doc.transcription_id,
            start_char=unit.start,
            end_char=unit.end,
            text=unit.text,
            start_s=start_s,
            end_s=end_s,
            speaker=unit.speaker,
        ),
        relevance=round(min(max(item.relevance, 0.0), 1.0), 4),
        note=item.note,
    )


def _audio_range(segments: Sequence[SourceSegment], start: int, end: int) -> tuple[float | None, float | None]:
    overlapping = [s for s in segments if s.start_char < end and s.end_char > start]
    if not overlapping:
        return None, None
    return min(s.start_s for s in overlapping), max(s.end_s for s in overlapping)


_WORD_SPAN = re.compile(r"[\w'’-]+")


def _word_spans(text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group(0).lower()) for m in _WORD_SPAN.finditer(text)]


def _conflict_words(conflicts: list[Conflict], claim: str) -> set[str]:
    """Claim words that the conflicts point at (numbers, antonyms, negations)."""
    marked: set[str] = set()
    for conflict in conflicts:
        if conflict.kind in ("number", "date", "time"):
            marked.update(w.lower() for w in re.findall(r"[\w'’-]+", claim) if numbers_in(w))
            marked.update(w.lower() for w in re.findall(r"[\w'’-]+", claim) if _is_calendar(w))
        marked.update(re.findall(r"'([^']+)'", conflict.detail)[:1])
        if conflict.kind == "negation":
            marked.update({"not", "no", "never", "n't", "don't", "didn't", "doesn't", "isn't", "wasn't"})
            marked.update(t.strip() for t in conflict.detail.split(":")[-1].split(","))
    return marked


def _is_calendar(word: str) -> bool:
    w = word.lower()
    return w[:3] in {"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "oct", "nov", "dec"} or w.endswith("day")


def _replace_from_evidence(claim: str, evidence: str, conflicts: list[Conflict]) -> str | None:
    """The claim with its conflicting words replaced by the evidence's aligned words, or None.

    Not for a binding conflict (an attribute of someone else): swapping words there writes a new claim
    ("my father had a stroke") rather than correcting one, so the evidence is quoted instead."""
    conflicts = [c for c in conflicts if c.kind != "binding"]
    if not conflicts:
        return None
    claim_words, evidence_words = _word_spans(claim), _word_spans(evidence)
    if not claim_words or not evidence_words:
        return None
    marked = _conflict_words(conflicts, claim)
    marked_stems = {stem(m) for m in marked}
    matcher = difflib.SequenceMatcher(a=[w for *_, w in claim_words], b=[w for *_, w in evidence_words], autojunk=False)
    edits: list[tuple[int, int, str]] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        touched = [w for *_, w in claim_words[i1:i2]]
        if op in ("replace", "delete") and not any(w in marked or stem(w) in marked_stems for w in touched):
            continue
        if op == "insert":
            inserted = [w for *_, w in evidence_words[j1:j2]]
            if not any(w in marked or stem(w) in marked_stems for w in inserted):
                continue
        if op == "replace" and j2 - j1 > i2 - i1 + 1:
            # The evidence goes on past the claim ("since Monday, but I don't ..."): swap only the marked
            # words, each for the evidence word at the same place in the block.
            for offset in range(i2 - i1):
                word = claim_words[i1 + offset]
                if word[2] in marked or stem(word[2]) in marked_stems:
                    other = evidence_words[j1 + offset]
                    edits.append((word[0], word[1], evidence[other[0] : other[1]]))
            continue
        if j2 - j1 > 6 or i2 - i1 > 6:
            continue
        new_text = evidence[evidence_words[j1][0] : evidence_words[j2 - 1][1]] if j2 > j1 else ""
        if op == "insert":
            anchor = claim_words[i1][0] if i1 < len(claim_words) else len(claim)
            edits.append((anchor, anchor, new_text + " "))
        else:
            edits.append((claim_words[i1][0], claim_words[i2 - 1][1], new_text))
    if not edits:
        return None
    out = claim
    for start, end, text in sorted(edits, reverse=True):
        out = out[:start] + text + out[end:]
        out = re.sub(r"\s{2,}", " ", out)
    return out.strip() if out.strip() and out.strip() != claim.strip() else None


def _correction(
    claim: str,
    verdict: Verdict,
    supporting: list[_Item],
    contradicting: list[_Item],
    confidence: float,
) -> Correction | None:
    if verdict == Verdict.PARTIAL:
        if not supporting and not contradicting:
            return None
        # Clarify: the claim with the conflicting words taken from the evidence, else what the source
        # itself says, verbatim.
        anchor = max(supporting + contradicting, key=lambda i: i.relevance)
        clarified: str | None = None
        for item in contradicting:
            if item.conflicts:
                clarified = _replace_from_evidence(claim, item.unit.text, item.conflicts)
                if clarified:
                    anchor = item
                    break
        clarified = clarified or anchor.unit.text
        if clarified.strip() == claim:
            return None
        return Correction(
            type="clarify",
            original=claim,
            corrected=clarified,
            confidence=round(min(confidence, anchor.relevance), 4),
        )
    if not contradicting:
        return None
    key = contradicting[:KEY_EVIDENCE]
    best = key[0]
    ctype: CorrectionType = "update" if verdict == Verdict.OUTDATED else "replace"
    corrected: str | None = None
    if best.attributed_speaker and best.unit.speaker:
        # Replace the named speaker with the one who said it (both names are in the source's labels).
        pattern = re.compile(re.escape(best.attributed_speaker), re.IGNORECASE)
        if pattern.search(claim):
            corrected = pattern.sub(best.unit.speaker, claim, count=1)
    if corrected is None and best.conflicts:
        corrected = _replace_from_evidence(claim, best.unit.text, best.conflicts)
    if corrected is None:
        corrected = best.unit.text  # the evidence verbatim: never an invented sentence
    mean_quality = sum(i.relevance for i in key) / len(key)
    return Correction(
        type=ctype, original=claim, corrected=corrected, confidence=round(min(confidence, mean_quality), 4)
    )
