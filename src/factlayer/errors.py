"""Typed errors. Services raise these; the API turns them into RFC 9457 problem+json.

No FastAPI import here: storage, digest, asr and llm code raise these without knowing about HTTP.
"""

from __future__ import annotations

from typing import Any, ClassVar


class FactLayerError(Exception):
    status: ClassVar[int] = 500
    code: ClassVar[str] = "internal-error"
    title: ClassVar[str] = "Internal server error"

    def __init__(self, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        self.extra = extra


class NotFound(FactLayerError):
    status = 404
    code = "not-found"
    title = "Resource not found"


class InvalidInput(FactLayerError):
    """A value the request's schema admits but the service cannot take (a cursor, a run of another transcription):
    to the client the same problem as a schema's validation error."""

    status = 422
    code = "validation-error"
    title = "Request validation failed"


class PayloadTooLarge(FactLayerError):
    status = 413
    code = "payload-too-large"
    title = "Payload too large"


class UnsupportedMedia(FactLayerError):
    status = 415
    code = "unsupported-media-type"
    title = "Unsupported media type"


class Conflict(FactLayerError):
    status = 409
    code = "conflict"
    title = "Conflict"


class NotReady(Conflict):
    """The transcription exists but is not completed yet (digest asked too early)."""

    code = "not-ready"
    title = "Transcription not ready"


class LLMUnavailable(FactLayerError):
    status = 503
    code = "llm-unavailable"
    title = "Language model unavailable"


class LLMOutputUnusable(LLMUnavailable):
    """The model server answered, but not usably for this input: invalid or cut-off JSON, no answer within
    the timeout, or a request it refused as too large. Less input may work, so a caller can split and retry
    (the digest's chunked extraction does); anyone else sees the 503 of ``LLMUnavailable``."""


class AudioDecodeError(FactLayerError):
    status = 422
    code = "audio-decode-error"
    title = "Could not decode audio"


class InvalidCitation(FactLayerError):
    """A fact's source span does not slice the transcription exactly: a pipeline bug, never stored."""

    status = 500
    code = "invalid-citation"
    title = "Fact citation does not match its source"
