"""The offline extractor's proposals before they are candidates: one per fact, merged when near-duplicates
(same content words, ``rapidfuzz`` token-set ratio ≥ 90: the more salient, better-attributed one is kept and
counts the mentions), ranked by salience, then typed and categorised (``fact_kinds``) as a ``Candidate``."""

from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz import fuzz, process

from .candidates import Candidate
from .entities import Entity
from .fact_kinds import category_of, type_of
from .listener_remarks import said_of_listener
from .main_clause import main_clause_only
from .rewrite import Reference
from .skipped import Extraction

__all__ = ["Proposal", "as_candidate", "ranked", "reference"]


@dataclass(slots=True)
class Proposal:
    text: str
    quote: str
    quote_start: int
    spans: tuple[tuple[int, int], ...]
    speaker: str | None
    subject: Entity
    participant: bool
    salience: float
    hedged: bool
    mentions: int = 1
    literal: str | None = None  # a more literal rewrite the proof may verify where it refuses ``text``


def _fallbacks(p: Proposal) -> tuple[str, ...]:
    """More literal facts of the same words, in the order they are tried: the literal rewrite, the main clause."""
    main = main_clause_only(p.text, frozenset(f"{p.subject.name} {p.speaker or ''}".lower().split()))
    return tuple(f for f in (p.literal, main) if f)


def reference(entity: Entity | None) -> Reference:
    """How a fact names a participant ("The patient", "Melanie"); "The speaker" when unknown."""
    if entity is None:
        return Reference("The speaker")
    ref = entity.reference
    return Reference(ref[0].upper() + ref[1:])


def ranked(proposals: list[Proposal], out: Extraction | None = None) -> list[Proposal]:
    """Near-duplicates merged (the module docstring), the rest by salience, then by position; with the extraction
    ``out``, a chat's remarks about the listener are skipped first (``listener_remarks``)."""
    kept: list[Proposal] = []
    for p in said_of_listener(proposals, out) if out is not None else proposals:
        best = process.extractOne(
            p.text, [k.text for k in kept], scorer=fuzz.token_set_ratio, processor=str.lower, score_cutoff=90
        )
        twin = kept[best[2]] if best is not None else None
        if twin is None:
            kept.append(p)
            continue
        if not any(a < d and c < b for a, b in p.spans for c, d in twin.spans):
            twin.mentions += 1  # said again elsewhere; two readings of the same words are one mention
        if (p.salience, p.participant) > (twin.salience, twin.participant):
            p.mentions = twin.mentions
            kept[kept.index(twin)] = p
    return sorted(kept, key=lambda p: (-p.salience, p.quote_start))


def as_candidate(p: Proposal) -> Candidate:
    kind = type_of(p.text, about_participant=p.participant, mentions=p.mentions)
    return Candidate(
        text=p.text,
        type=kind,
        confidence=0.6 if p.hedged else 0.9,
        reasoning=f"said by {p.speaker or 'an unlabelled speaker'}; about {p.subject.name}"
        + (f"; said {p.mentions} times" if p.mentions > 1 else "")
        + ("; question and answer" if len(p.spans) > 1 else ""),
        quote=p.quote,
        speaker=p.speaker,
        method="extractive",
        spans=p.spans,
        subject_id=p.subject.id,
        subject_name=p.subject.name,
        category=category_of(p.text),
        salience=p.salience,
        fallbacks=_fallbacks(p),
    )
