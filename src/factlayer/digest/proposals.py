"""The offline extractor's proposals before they are candidates: one per fact, merged when near-duplicates
(same content words, ``rapidfuzz`` token-set ratio ≥ 90, and either the same words read twice or said again:
``_twins``; the more salient, better-attributed one is kept and counts the mentions), ranked by salience, then
typed and categorised (``fact_kinds``) as a ``Candidate``."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from .candidates import Candidate
from .entities import Entity
from .fact_kinds import category_of, type_of
from .listener_remarks import said_of_listener
from .main_clause import main_clause_only, main_part
from .rewrite import Reference
from .skipped import Extraction
from .token_forms import without_approximation

__all__ = ["Proposal", "as_candidate", "ranked", "reference"]

_SAME_WORDS = 90  # token-sort ratio of a fact said again
_OTHER_WORDS = 3  # or this many words in one and not the other, at most


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


_HEDGED = re.compile(r"\b(?:i think|i guess|maybe|probably|might|i believe|possibly|perhaps)\b", re.IGNORECASE)


def hedged(clause: str) -> bool:
    """Does ``clause`` hedge what it says ("i think", "probably", "might" …; an approximation is no hedge)?"""
    return bool(_HEDGED.search(without_approximation(clause)))


def _confidence(is_hedged: bool) -> float:
    return 0.6 if is_hedged else 0.9


def _fallbacks(p: Proposal) -> tuple[tuple[str, float], ...]:
    """More literal facts of the same words, in the order they are tried: the literal rewrite, the main clause —
    each with the extractor's confidence in it: a hedge only in the clause the main clause leaves out ("you have a
    hernia , which might explain the pain") does not lower the main clause's."""
    main = main_clause_only(p.text, frozenset(f"{p.subject.name} {p.speaker or ''}".lower().split()))
    own = p.hedged and main is not None and hedged(main_part(p.quote, main))
    return tuple((f, _confidence(h)) for f, h in ((p.literal, p.hedged), (main, own)) if f)


def reference(entity: Entity | None) -> Reference:
    """How a fact names a participant ("The patient", "Melanie"); "The speaker" when unknown."""
    if entity is None:
        return Reference("The speaker")
    ref = entity.reference
    return Reference(ref[0].upper() + ref[1:])


def _twins(p: Proposal, q: Proposal) -> bool:
    """Near in words (token-set ratio ≥ 90, the caller), and one fact: two readings of the same words (their spans
    overlap) or the same words said again (token-sort ratio ≥ 90, or three words apart at most). A fact whose
    words are mostly another's, said elsewhere, is a fact of its own ("Melanie was among those who got into the
    accident" beside "… were all freaked when Melanie's son got into an accident", "The patient's potassium is
    3.9." beside "… is holding steady on the torsemide."): merged, it was lost with its twin whenever the proof
    refused the twin, and its turn uncited."""
    if any(a < d and c < b for a, b in p.spans for c, d in q.spans):
        return True
    if fuzz.token_sort_ratio(p.text, q.text, processor=str.lower) >= _SAME_WORDS:
        return True
    mine, theirs = (frozenset(re.findall(r"[\w'.-]*\w", f.text.lower())) for f in (p, q))
    return len(mine ^ theirs) <= _OTHER_WORDS  # "… every morning before work" said again, ", always"


def ranked(proposals: list[Proposal], out: Extraction | None = None) -> list[Proposal]:
    """Near-duplicates merged (the module docstring), the rest by salience, then by position; with the extraction
    ``out``, a chat's remarks about the listener are skipped first (``listener_remarks``)."""
    kept: list[Proposal] = []
    for p in said_of_listener(proposals, out) if out is not None else proposals:
        near = process.extract(
            p.text,
            [k.text for k in kept],
            scorer=fuzz.token_set_ratio,
            processor=str.lower,
            score_cutoff=90,
            limit=None,
        )
        twin = next((kept[k] for _text, _score, k in near if _twins(p, kept[k])), None)
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
        confidence=_confidence(p.hedged),
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
        fallbacks=tuple(f for f, _ in _fallbacks(p)),
        fallback_confidences=tuple(c for _, c in _fallbacks(p)),
    )
