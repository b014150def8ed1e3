"""What the checker answers with, built from the engine's findings: evidence (an exact span of its source,
its audio time, its source's recording date, age and recency weight) and a correction that names the
spans its words come from and says why (seed 004's ``sources`` and ``note``)."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import lru_cache

from factlayer.models.clock import as_utc
from factlayer.models.verdict import Correction, Evidence, EvidenceSource, EvidenceType, Verdict
from factlayer.nlp.transcript import Turn, parse_turns, turn_pieces
from factlayer.proof.proof import Finding, Span
from factlayer.verify.correction import marked_words, replace_from_evidence

DEFAULT_HALF_LIFE_DAYS = 30.0


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
    created_at: datetime | None = None  # uploaded
    segments: tuple[SourceSegment, ...] = ()
    recorded_at: datetime | None = None  # when the conversation happened, if the uploader said

    @property
    def said_at(self) -> datetime | None:
        """When it was said: what recency, OUTDATED and corrections compare (not the upload time)."""
        return self.recorded_at or self.created_at


@dataclass(frozen=True, slots=True)
class Item:
    """One piece of evidence before formatting: its role, its source (index) and the engine's finding."""

    type: EvidenceType
    doc: int
    finding: Finding
    note: str | None


def claim_id(claim: str) -> str:
    """A stable id for a claim's text: the same claim, the same id (responses and signals)."""
    return "clm_" + hashlib.sha256(claim.strip().encode("utf-8")).hexdigest()[:16]


def utc(when: datetime) -> datetime:
    """Stored times without a zone (SQLite) are UTC."""
    return as_utc(when).astimezone(UTC)


def recency(recorded_at: datetime | None, now: datetime, half_life_days: float) -> tuple[float | None, float | None]:
    """(age in days, recency weight ``0.5 ** (age / half-life)``) of a source, or (None, None) undated.
    A source dated after ``now`` (clock skew) counts as recorded now."""
    if recorded_at is None:
        return None, None
    age_days = max((utc(now) - utc(recorded_at)).total_seconds() / 86400.0, 0.0)
    weight = 0.5 ** (age_days / half_life_days) if half_life_days > 0 else 1.0
    return round(age_days, 4), round(min(max(weight, 0.0), 1.0), 4)


def source_of(item: Item, doc: SourceDoc) -> EvidenceSource:
    span = item.finding.span
    overlapping = [s for s in doc.segments if s.start_char < span.end and s.end_char > span.start]
    return EvidenceSource(
        transcription_id=doc.transcription_id,
        start_char=span.start,
        end_char=span.end,
        text=span.text,
        start_s=min((s.start_s for s in overlapping), default=None),
        end_s=max((s.end_s for s in overlapping), default=None),
        speaker=span.speaker,
    )


def per_turn(item: Item, doc: SourceDoc) -> list[Item]:
    """``item`` as one piece per turn its span crosses (``nlp.transcript.turn_pieces``): a question and its reply
    ("Are you allergic to any medications?" / "Yes, I'm allergic to penicillin.") are two exact slices, each with its
    own speaker, and neither holds what lies between the turns. The piece in the turn of the finding's speaker comes
    first (the reply: what a signal quotes); one piece when the span lies in one turn or the text has no turns."""
    span = item.finding.span
    parts = turn_pieces(doc.text, _turns(doc.text), span.start, span.end)
    if len(parts) < 2:
        return [item]
    out = [replace(item, finding=replace(item.finding, span=Span(a, b, doc.text[a:b], who))) for a, b, who in parts]
    own = [k for k, piece in enumerate(out) if piece.finding.span.speaker == span.speaker]
    if own:  # the piece of the one the finding is about first (the reply), as a fact's primary citation is
        out.insert(0, out.pop(own[-1]))
    return out


def per_turn_pieces(items: Sequence[Item], docs: Sequence[SourceDoc]) -> list[Item]:
    """Every item as its pieces per turn (:func:`per_turn`), in order; a piece two findings share, once."""
    seen: set[tuple[int, str, int, int]] = set()
    out = []
    for item in items:
        for piece in per_turn(item, docs[item.doc]):
            key = (piece.doc, piece.type, piece.finding.span.start, piece.finding.span.end)
            if key not in seen:
                seen.add(key)
                out.append(piece)
    return out


@lru_cache(maxsize=32)
def _turns(text: str) -> tuple[Turn, ...]:
    return tuple(parse_turns(text))


def format_evidence(item: Item, doc: SourceDoc, *, now: datetime, half_life_days: float) -> Evidence:
    age_days, weight = recency(doc.said_at, now, half_life_days)
    return Evidence(
        type=item.type,
        source=source_of(item, doc),
        relevance=round(min(max(item.finding.coverage, 0.0), 1.0), 4),
        note=item.note,
        recorded_at=utc(doc.said_at) if doc.said_at is not None else None,
        age_days=age_days,
        recency_weight=weight,
    )


def build_correction(
    claim: str, verdict: Verdict, items: list[Item], confidence: float, docs: list[SourceDoc]
) -> Correction | None:
    """replace (CONTRADICTED), update (OUTDATED) or clarify (PARTIAL), from the evidence's words only."""
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
    # replace/update take their words from the contradicting evidence; clarify weighs all of it
    cited = [anchor] + [i for i in (contradicting if ctype != "clarify" else items) if i is not anchor]
    return Correction(
        type=ctype,
        original=claim,
        corrected=corrected,
        confidence=round(min(confidence, max(anchor.finding.coverage, 0.0)), 4),
        sources=[source_of(i, docs[i.doc]) for i in cited],
        note=_note(ctype, anchor, docs[anchor.doc]),
    )


def _note(ctype: str, anchor: Item, doc: SourceDoc) -> str:
    conflict = "; ".join(anchor.finding.notes)
    said = f"the source says {anchor.finding.span.text.strip()!r}"
    if ctype == "replace":
        return conflict or said
    if ctype == "update":
        where = doc.transcription_id or "the newest source"
        when = f", recorded {utc(doc.said_at).isoformat()}" if doc.said_at is not None else ""
        return f"information has changed since the older sources: {where}{when} says otherwise" + (
            f" ({conflict})" if conflict else ""
        )
    return "added qualifications for accuracy: " + (conflict or said)
