"""What a validator answers: a severity, the pipeline's decision, one result with its machine-readable code."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["Decision", "Severity", "ValidatorResult"]


class Severity(StrEnum):
    LOW = "LOW"
    MEDIUM = "MEDIUM"
    HIGH = "HIGH"


class Decision(StrEnum):
    PASS = "PASS"
    REJECT = "REJECT"
    NEEDS_REVISION = "NEEDS_REVISION"


@dataclass(frozen=True, slots=True)
class ValidatorResult:
    name: str
    passed: bool
    severity: Severity = Severity.LOW
    reason: str = ""
    code: str | None = None  # machine-readable rejection code, e.g. "missing_key_content"

    @classmethod
    def ok(cls, name: str, note: str = "") -> ValidatorResult:
        return cls(name, True, Severity.LOW, note)

    @classmethod
    def fail(cls, name: str, severity: Severity, code: str, reason: str) -> ValidatorResult:
        return cls(name, False, severity, reason, code)
