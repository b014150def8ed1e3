"""A model-written summary, proven sentence by sentence against the transcript before it is stored.

Each sentence goes through the proof engine (``proof.prove``, the same answer as ``/v1/verify``) and the
digest's reading of its verdict (``proof_codes.proof_result``): a sentence is kept only when the engine
verifies it. Unsupported sentences are returned with their rejection code and reason, for the digest to
keep as rejections. When no sentence survives, the summary is composed from the digest's own verified
facts (the first few, in source order), which the same engine has already proven.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from factlayer.nlp.sentences import split_sentences
from factlayer.proof.proof import prove

from .proof_codes import proof_result

__all__ = ["FACTS_IN_SUMMARY", "CheckedSummary", "DroppedSentence", "check_summary", "compose_from_facts"]

FACTS_IN_SUMMARY = 4


@dataclass(frozen=True, slots=True)
class DroppedSentence:
    sentence: str
    reason: str  # a rejection code of the proof engine's verdict ("unsupported", "contradicted", ...)
    detail: str


@dataclass(frozen=True, slots=True)
class CheckedSummary:
    text: str
    kept: list[str] = field(default_factory=list)
    dropped: list[DroppedSentence] = field(default_factory=list)


def check_summary(summary: str, source: str, *, roles: bool = True) -> CheckedSummary:
    """The sentences of ``summary`` the engine verifies against ``source`` (CPU-bound: run it in a thread);
    ``roles``: see :func:`factlayer.proof.proof.prove`."""
    kept: list[str] = []
    dropped: list[DroppedSentence] = []
    for sentence in split_sentences(summary):
        text = summary[sentence.start : sentence.end].strip()
        if not text:
            continue
        result = proof_result("summary", prove(text, source, roles=roles))
        if result is None:
            kept.append(text)
        else:
            dropped.append(DroppedSentence(text, result.code or "unsupported", result.reason))
    return CheckedSummary(" ".join(kept), kept, dropped)


def compose_from_facts(facts: list[tuple[int, str]], limit: int = FACTS_IN_SUMMARY) -> str:
    """A summary of verified facts, given as ``(start_char, text)``: the first ``limit`` in source order."""
    texts = [t.strip() for _, t in sorted(facts)[:limit] if t.strip()]
    return " ".join(t if t.endswith((".", "!", "?")) else f"{t}." for t in texts)
