"""An LLM candidate's grounding, backed by the proof engine.

The older aligner (``grounding.ground``) looks for the candidate's words, or its quote's, in one span. A
paraphrase the source supports unit by unit — "Tom Berg wants a window seat" for "Do you want a window
seat? / Yes, please." — can fail that alignment, or pass it only fuzzily and then score below the gate.
For a candidate proposed by a model, the proof engine (``proof.prove``, the same answer as ``/v1/verify``)
decides: when it verifies the claim from one sentence (or a question and its answer), the grounding is
marked ``proven`` (an explicit mention for the score), and when the aligner found no span, the span is
the engine's evidence. When the engine does not
verify it, the aligner's grounding stands unchanged (and the consistency validator rejects the claim).
"""

from __future__ import annotations

from dataclasses import replace

from factlayer.models.fact import SourceSpan
from factlayer.proof.proof import Proof, Status, prove

from .grounding import Grounding, SourceIndex

__all__ = ["MAX_EVIDENCE_CHARS", "MAX_PROVEN_SENTENCES", "prove_grounding"]

# Evidence of several propositions is cited as one span only while it stays this short; otherwise the
# strongest evidence of the first proposition is the citation.
MAX_EVIDENCE_CHARS = 600
# An explicit mention is stated in one sentence, or in a question and its answer: evidence over more
# sentences ("I love fettuccini. … The alfredo sauce is perfect." for "loves fettuccini with alfredo
# sauce") is a synthesis, left to the aligner's score.
MAX_PROVEN_SENTENCES = 2


def _evidence(proof: Proof) -> tuple[int, int, str | None] | None:
    best = [max(p.supporting, key=lambda f: f.strength) for p in proof.parts if p.supporting]
    if not best:
        return None
    start, end = min(f.span.start for f in best), max(f.span.end for f in best)
    if end - start > MAX_EVIDENCE_CHARS:
        start, end = best[0].span.start, best[0].span.end
    return start, end, best[-1].span.speaker


def prove_grounding(text: str, grounding: Grounding, index: SourceIndex, *, roles: bool = True) -> Grounding:
    """``grounding`` marked ``proven`` when the engine verifies ``text`` from at most two sentences; with
    the engine's span if the aligner found none."""
    proof = prove(text, index.text, roles=roles)
    evidence = _evidence(proof) if proof.status is Status.VERIFIED else None
    if evidence is None:
        return grounding
    start, end, speaker = evidence
    if len(index.sentences_overlapping(start, end)) > MAX_PROVEN_SENTENCES:
        return grounding  # a synthesis across a passage is not an explicit mention (golden case 003)
    if grounding.span is not None and not grounding.missing:
        return replace(grounding, proven=True)
    span = SourceSpan.from_source(index.text, start, end)
    return Grounding(
        span=span,
        alignment="fuzzy",
        score=proof.confidence,
        occurrences=1,
        speaker=speaker,
        sentence_ids=tuple(index.sentences_overlapping(start, end)),
        citation=span,
        proven=True,
    )
