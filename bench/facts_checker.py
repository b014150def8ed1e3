"""The one adapter between the fact-level benchmark and the service's checker.

``check(claim, source)`` must answer what ``POST /v1/verify`` answers for ``{"claim": claim, "source_text":
source}`` with the request defaults: today that is :meth:`factlayer.verify.checker.ClaimChecker.verify` (built from
the settings, as the service builds it) with the request's default ``confidence_threshold`` (0.85) and no LLM
judge. When the checker changes (the ``proof`` engine), change only this module.
"""

from __future__ import annotations

import asyncio

from factlayer.config import Settings
from factlayer.models.verdict import VerifyRequest
from factlayer.services.pipeline import build_checker
from factlayer.verify.checker import ClaimChecker, SourceDoc

NAME = "factlayer.verify.ClaimChecker (POST /v1/verify, no judge)"
_THRESHOLD = float(VerifyRequest.model_fields["confidence_threshold"].default)
_runner: asyncio.Runner | None = None
_checker: ClaimChecker | None = None


def check(claim: str, source: str) -> tuple[str, float]:
    """(verdict, confidence) of the service's checker for ``claim`` against ``source``."""
    global _runner, _checker
    if _runner is None:
        _runner = asyncio.Runner()
    if _checker is None:
        _checker = build_checker(Settings(), None)  # as the service builds it, no LLM
    checker = _checker
    response = _runner.run(checker.verify(claim, [SourceDoc(text=source)], threshold=_THRESHOLD))
    return str(response.verdict.value), float(response.confidence)
