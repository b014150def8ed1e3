"""What a failed OpenAI SDK call becomes: :class:`LLMUnavailable` (HTTP 503), or :class:`LLMOutputUnusable`
where less input may pass (a timeout, a 400/413 "too large").

The error clients see names the model, never the internal server address (that goes to the log).
"""

from __future__ import annotations

import logging
import re

import openai

from factlayer.errors import LLMOutputUnusable, LLMUnavailable

__all__ = ["UNSUPPORTED_FORMAT_STATUS", "unavailable"]

log = logging.getLogger(__name__)

# Status codes with which servers say "I do not support this response_format" (llama-cpp-python: 500).
UNSUPPORTED_FORMAT_STATUS = frozenset({400, 422, 500, 501})
# Status codes with which servers refuse a request as too large for the model (less input may pass).
_TOO_LARGE_STATUS = frozenset({400, 413})
_ERROR_CODE = re.compile(r"^Error code: \d+ - ")


def unavailable(exc: openai.OpenAIError, *, model: str, base_url: str | None, timeout_s: float) -> LLMUnavailable:
    """The error to raise for ``exc`` from ``model`` at ``base_url`` (called with ``timeout_s``)."""
    log.warning("language model call to %s failed: %s: %s", base_url or "the OpenAI API", type(exc).__name__, exc)
    if isinstance(exc, openai.APITimeoutError):
        detail = f"The language model server did not answer within {timeout_s:g} s."
        return LLMOutputUnusable(detail, model=model)
    elif isinstance(exc, openai.APIConnectionError):
        cause = exc.__cause__
        reason = f" ({type(cause).__name__})" if cause is not None else ""
        detail = f"Cannot reach the language model server{reason}."
    elif isinstance(exc, openai.APIStatusError):
        message = _short(_ERROR_CODE.sub("", exc.message))
        detail = f"The language model server answered HTTP {exc.status_code}: {message}"
        if exc.status_code in _TOO_LARGE_STATUS:  # e.g. llama.cpp: the prompt exceeds the context window
            return LLMOutputUnusable(detail, model=model)
    else:
        detail = f"The language model call failed: {type(exc).__name__}"
    return LLMUnavailable(detail, model=model)


def _short(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
