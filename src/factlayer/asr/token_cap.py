"""A cap on the tokens Whisper decodes in one 30 s window, so a repetition loop stops early.

On noise Whisper can fall into a loop ("easy, easy, easy, ..."): the beams never end and CTranslate2 decodes
until its limit, ``min(max_length / 2, max_length - prompt + 1)`` tokens — 224 with faster-whisper's
``max_length`` of 448. On the Apollo clip one such window took 2.4 of the clip's 4.0 CPU seconds, and all of it
is thrown away: the loop has no closing timestamp, so faster-whisper drops that unfinished segment and the next
window starts after the last finished one. Cut at :data:`MAX_WINDOW_TOKENS` the loop is dropped the same way,
and sooner. A real window that needs more tokens than that is not lost either: its unfinished last segment is
decoded again at the start of the next window.

faster-whisper's own ``max_new_tokens`` cannot do this: it sets ``max_length`` to prompt + n, so the cap moves
with the prompt (n/2 tokens for the first window, whose prompt is one token). Here the cap is the same for every
window and the previous text still reaches the prompt in full.
"""

from __future__ import annotations

import copy
from typing import Any

MAX_WINDOW_TOKENS = 160
"""Tokens (words, punctuation and timestamps) one 30 s window may take: ~3 tokens a second of speech were seen on
the shared clips (87 for the 30 s of Harvard sentences); fast talk (200 words a minute, pauses under the VAD's
2 s cut) comes to ~150. Whisper's own limit is 224."""

WHISPER_MAX_LENGTH = 448
"""The decoder's context: prompt and decoded tokens together."""


class _CappedWhisper:
    """A ``ctranslate2.models.Whisper`` whose ``generate`` decodes at most ``cap`` tokens per window."""

    def __init__(self, whisper: Any, cap: int) -> None:
        self._whisper = whisper
        self._cap = cap

    def __getattr__(self, name: str) -> Any:
        return getattr(self._whisper, name)

    def generate(self, features: Any, prompts: list[list[int]], **options: Any) -> Any:
        """CTranslate2 decodes at most ``min(max_length / 2, max_length - prompt + 1)`` tokens (the prompt's last
        token is the first step: measured, a 209-token prompt with ``max_length`` 369 decoded 161); this
        ``max_length`` makes that ``cap`` whatever the prompt's length (up to the decoder's context)."""
        prompt = max(len(p) for p in prompts)
        limit = min(WHISPER_MAX_LENGTH, max(2 * self._cap, prompt + self._cap - 1))
        options["max_length"] = min(int(options.get("max_length", WHISPER_MAX_LENGTH)), limit)
        return self._whisper.generate(features, prompts, **options)


def with_token_cap(model: Any, cap: int = MAX_WINDOW_TOKENS) -> Any:
    """A shallow copy of the ``faster_whisper.WhisperModel`` ``model`` that decodes at most ``cap`` tokens per
    window (``model`` itself is left as it is: tests and callers may share it). Anything without a CTranslate2
    model inside (``None`` where a test needs no decoding) is returned as it is."""
    if getattr(model, "model", None) is None:
        return model
    capped = copy.copy(model)
    capped.model = _CappedWhisper(model.model, cap)
    return capped
