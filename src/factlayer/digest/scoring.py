"""Confidence of a validated candidate (seed 001 "Confidence Scoring Algorithm") and the type gates.

Evidence score = sum of four factors, clamped to [0, 1]:

1. **explicit mention** (0–0.30): an exact span (the candidate, or its quote, verbatim in the
   source) 0.30, and so does a paraphrase the proof engine verifies unit by unit (an LLM's
   candidate, ``proof_grounding``); a fuzzy span with all key content present 0.20 + 0.10 × (alignment −
   threshold)/(1 − threshold); −0.05 when a key word matched only by spelling (ASR); not
   grounded 0.
2. **repetition** (0–0.20): the content is stated in ≥3 sentences 0.20, in 2 sentences 0.10,
   once 0.
3. **consistency** (−0.25–0.20): the seed's "consistent with known facts", with the evidence
   validators (grounding, consistency, attribution) standing in for known facts: no issue 0.20,
   −0.05 per MEDIUM issue, any consistency/attribution HIGH −0.25. Issues of form (a noun list,
   vague wording) do not count here; they count towards NEEDS_REVISION.
4. **type credibility** (0–0.30): USER_FACT stated outright or confirmed by a clear yes/no reply
   0.30, hedged 0.15; USER_PATTERN seen ≥2 times 0.20, once 0.10; SHARED_NARRATIVE grounded 0.15.

5. **wording** (USER_FACT only, −0.15–+0.15): the seed's ladder sets the base score of a graded
   preference (``type_rules.wording_strength``: "love" 0.95, "favorite" 0.85, "really like" 0.75,
   "enjoy" 0.65; a plain "like" is not on the ladder). The factor is ladder − 0.80, so a verbatim,
   clean statement said once scores exactly the ladder's value (the four factors above give it
   0.80), repetition still adds and issues still subtract. When the claim and its cited span are
   graded differently, the weaker wording counts (a paraphrase cannot strengthen what was said).
   Ungraded wording: 0.

The provider's own confidence can only lower the result: ``confidence = min(evidence, provider)``
(an LLM saying 0.95 does not make a fact better supported; a provider saying 0.7 is believed).

A verbatim candidate, stated once, that validates clean scores 0.30 + 0 + 0.20 + 0.30 = 0.80 and
passes the USER_FACT gate; a repetition adds to it, a MEDIUM evidence issue takes it below. "I love X"
said once scores 0.95, "I really like X" 0.75 and "I enjoy X" 0.65 (both below the gate, seed 001: "<0.80:
Reject"); said twice, "I really like X" scores 0.85 and is kept.

Gates (seed 001): USER_FACT ≥ 0.80; USER_PATTERN ≥ 0.80 applied, 0.75–0.80 kept as a
``proposal`` (logged as a rejection with that reason), < 0.75 rejected; SHARED_NARRATIVE ≥ 0.60.

The weights and gates above are data, ``nlp/lexicon/confidence_weights.txt`` (read once, like the wording ladder's
``wording_strength.txt``); this docstring quotes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from factlayer.models.fact import FactType
from factlayer.nlp import lexicon

from .candidates import Candidate
from .grounding import Grounding
from .main_clause import main_part
from .type_rules import wording_strength
from .validators import Severity, ValidatorResult

__all__ = [
    "PATTERN_APPLY_THRESHOLD",
    "TYPE_THRESHOLDS",
    "ConfidenceBreakdown",
    "GateResult",
    "gate",
    "score_confidence",
]

_W = dict(lexicon.scores("confidence_weights"))  # the seed's weights and gates, as data (lexicon/confidence_weights)

TYPE_THRESHOLDS: dict[FactType, float] = {
    FactType.USER_FACT: _W["gate_user_fact"],
    FactType.USER_PATTERN: _W["gate_user_pattern"],
    FactType.SHARED_NARRATIVE: _W["gate_shared_narrative"],
}
PATTERN_APPLY_THRESHOLD = _W["pattern_apply"]
_EPS = 1e-9


@dataclass(frozen=True, slots=True)
class ConfidenceBreakdown:
    explicit: float
    repetition: float
    consistency: float
    type_credibility: float
    evidence: float  # clamped sum of the factors
    provider: float
    total: float  # min(evidence, provider), rounded to 4 places
    wording: float = 0.0  # the ladder's adjustment (USER_FACT)
    wording_phrase: str | None = None  # the graded phrase that set it


@dataclass(frozen=True, slots=True)
class GateResult:
    accepted: bool
    threshold: float
    reason: str | None = None  # "below_threshold" | "proposal"


def _explicit(grounding: Grounding, threshold: float) -> float:
    if grounding.span is None or grounding.missing:
        return 0.0
    if grounding.alignment == "exact" or grounding.proven:
        value = _W["explicit_exact"]
    else:
        spread = max(_EPS, 1.0 - threshold)
        value = _W["explicit_fuzzy"] + _W["explicit_fuzzy_alignment"] * min(
            1.0, max(0.0, (grounding.score - threshold) / spread)
        )
    if grounding.approximate:
        value -= _W["explicit_spelling_only"]
    return value


def _repetition(grounding: Grounding) -> float:
    if grounding.span is None:
        return 0.0
    if grounding.occurrences >= 3:
        return _W["repetition_three"]
    if grounding.occurrences == 2:
        return _W["repetition_two"]
    return 0.0


_EVIDENCE_VALIDATORS = frozenset({"grounding", "consistency", "attribution"})


def _consistency(results: Sequence[ValidatorResult]) -> float:
    """Issues about *truth* (grounding, consistency, attribution) lower it; issues of *form*
    (a noun list, vague wording) do not: they count towards NEEDS_REVISION instead."""
    failed = [r for r in results if not r.passed and r.name in _EVIDENCE_VALIDATORS]
    if any(r.severity is Severity.HIGH and r.name in ("consistency", "attribution") for r in failed):
        return _W["consistency_high"]
    mediums = sum(1 for r in failed if r.severity is Severity.MEDIUM)
    return max(0.0, _W["consistency_clean"] - _W["consistency_per_medium"] * mediums)


def _type_credibility(candidate: Candidate, grounding: Grounding, results: Sequence[ValidatorResult]) -> float:
    if grounding.span is None:
        return 0.0
    hedged = any(r.code == "hedged" for r in results)
    if candidate.type is FactType.USER_FACT:
        # Stated outright, or confirmed by a clear yes/no reply (an unclear reply is rejected
        # by the consistency validator before it gets here).
        return _W["credibility_fact_hedged"] if hedged else _W["credibility_fact"]
    if candidate.type is FactType.USER_PATTERN:
        return _W["credibility_pattern_repeated"] if grounding.occurrences >= 2 else _W["credibility_pattern_once"]
    return _W["credibility_narrative"]


_UNGRADED = _W["ungraded"]  # what the four factors give a verbatim, clean statement said once


def _wording(candidate: Candidate, grounding: Grounding) -> tuple[float, str | None]:
    if candidate.type is not FactType.USER_FACT or grounding.span is None:
        return 0.0, None
    quote = main_part(grounding.span.text, candidate.text)  # a hedge in a relative clause the fact cut off is not its
    grades = [g for g in (wording_strength(candidate.text), wording_strength(quote)) if g is not None]
    if not grades:
        return 0.0, None
    phrase, score = min(grades, key=lambda g: g[1])
    return score - _UNGRADED, phrase


def score_confidence(
    candidate: Candidate,
    grounding: Grounding,
    results: Sequence[ValidatorResult],
    *,
    threshold: float = 0.8,
) -> ConfidenceBreakdown:
    """Seed 001's four factors over the grounding and validator results, capped by the provider."""
    explicit = _explicit(grounding, threshold)
    repetition = _repetition(grounding)
    consistency = _consistency(results)
    credibility = _type_credibility(candidate, grounding, results)
    wording, phrase = _wording(candidate, grounding)
    evidence = max(0.0, min(1.0, explicit + repetition + consistency + credibility + wording))
    total = round(min(evidence, candidate.confidence), 4)
    return ConfidenceBreakdown(
        round(explicit, 4),
        round(repetition, 4),
        round(consistency, 4),
        round(credibility, 4),
        round(evidence, 4),
        candidate.confidence,
        total,
        round(wording, 4),
        phrase,
    )


def gate(fact_type: FactType, confidence: float) -> GateResult:
    """Seed 001's confidence gate for the fact's type."""
    threshold = TYPE_THRESHOLDS[fact_type]
    if fact_type is FactType.USER_PATTERN:
        if confidence + _EPS >= PATTERN_APPLY_THRESHOLD:
            return GateResult(True, PATTERN_APPLY_THRESHOLD)
        if confidence + _EPS >= threshold:
            return GateResult(False, PATTERN_APPLY_THRESHOLD, "proposal")
        return GateResult(False, threshold, "below_threshold")
    if confidence + _EPS >= threshold:
        return GateResult(True, threshold)
    return GateResult(False, threshold, "below_threshold")
