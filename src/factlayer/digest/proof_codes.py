"""The proof engine's answer as the digest's rejection code: the consistency validator and /v1/verify ask
the same engine; this is where its verdict becomes a ``ValidatorResult``."""

from __future__ import annotations

from factlayer.proof.proof import Proof, Status

from .results import Severity, ValidatorResult


def proof_result(name: str, proof: Proof, *, pattern: bool = False) -> ValidatorResult | None:
    """A HIGH failure unless the engine verifies the claim; None when it does. A narrative of a question
    ("the doctor asked about X") is not stored; a pattern of asking ("asks to ...") may be."""
    if not pattern and any(part.proposition.modality == "asked" for part in proof.parts):
        return ValidatorResult.fail(
            name, Severity.HIGH, "asked_not_stated", "a question is not a fact: only its answer can be stored"
        )
    if proof.status is Status.VERIFIED:
        return None
    if proof.status in (Status.CONTRADICTED, Status.PARTIAL) and proof.conflict_notes:
        notes = proof.conflict_notes
        code = "misattributed" if all(n.startswith(("holder:", "speaker:")) for n in notes) else "contradicted"
        evidence = proof.conflicting[0].span.text
        return ValidatorResult.fail(name, Severity.HIGH, code, f"conflicts with {evidence!r}: {'; '.join(notes)}")
    kinds = proof.not_asserted
    if "asked" in kinds:
        return ValidatorResult.fail(
            name,
            Severity.HIGH,
            "asked_not_stated",
            "the supporting words are only asked in a question, and the reply does not confirm them",
        )
    if "hedged" in kinds:
        return ValidatorResult.fail(
            name, Severity.HIGH, "overstated", "the source only says it might be so; the claim states it as fact"
        )
    if kinds:
        return ValidatorResult.fail(
            name, Severity.HIGH, "not_asserted", f"the source does not assert it: {proof.reason}"
        )
    return ValidatorResult.fail(name, Severity.HIGH, "unsupported", proof.reason)
