"""The port the pipeline talks to a language model through, and what a call reports."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel

__all__ = ["DEFAULT_MAX_TOKENS", "CallRecord", "CallTotals", "JsonMode", "LLMProvider", "ModelT"]

ModelT = TypeVar("ModelT", bound=BaseModel)
JsonMode = Literal["json_schema", "json_object", "none"]

DEFAULT_MAX_TOKENS = 768


@runtime_checkable
class LLMProvider(Protocol):
    """What the digest pipeline needs from a language model."""

    async def complete_json(
        self, *, system: str, user: str, schema: type[ModelT], max_tokens: int = DEFAULT_MAX_TOKENS
    ) -> ModelT:
        """Ask for a JSON answer and return it validated as ``schema``; ``LLMUnavailable`` otherwise."""
        ...

    async def judge_yes_no(self, *, system: str, user: str) -> float:
        """Continuous yes/no score ``log P(yes) - log P(no)`` of the first answer token (> 0 leans yes)."""
        ...

    async def aclose(self) -> None:
        """Release the HTTP connection pool."""
        ...


@dataclass(frozen=True)
class CallRecord:
    """Timing and token counts of the last request, for logs and benchmarks."""

    kind: Literal["json", "judge"]
    json_mode: JsonMode | None
    seconds: float
    prompt_tokens: int | None
    completion_tokens: int | None
    attempts: int


@dataclass
class CallTotals:
    """Requests, tokens and seconds summed over a provider's life, per kind of answer (a schema's name, or
    "judge"): what a benchmark reads to split a digest's time between extraction, judging and summary, and
    to compare runs by tokens when wall time swings with the machine's load."""

    requests: dict[str, int] = field(default_factory=dict)
    prompt_tokens: dict[str, int] = field(default_factory=dict)
    completion_tokens: dict[str, int] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)

    def add(self, kind: str, record: CallRecord) -> None:
        self.requests[kind] = self.requests.get(kind, 0) + record.attempts
        self.prompt_tokens[kind] = self.prompt_tokens.get(kind, 0) + (record.prompt_tokens or 0)
        self.completion_tokens[kind] = self.completion_tokens.get(kind, 0) + (record.completion_tokens or 0)
        self.seconds[kind] = self.seconds.get(kind, 0.0) + record.seconds
