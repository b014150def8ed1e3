"""A repetition loop on noise stops at MAX_WINDOW_TOKENS, and nothing Whisper heard is lost by it (real model)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from factlayer.asr import WhisperTranscriber
from factlayer.asr.quality import MAX_COMPRESSION_RATIO, compression_ratio, segment_doubt
from factlayer.asr.token_cap import MAX_WINDOW_TOKENS
from factlayer.config import ASRSettings
from tests.conftest import TEST_DATA

pytestmark = pytest.mark.slow


class _Recording:
    """CTranslate2's Whisper, recording how many tokens each window's decoding returned."""

    def __init__(self, whisper: Any) -> None:
        self._whisper = whisper
        self.decoded: list[int] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self._whisper, name)

    def generate(self, *args: Any, **kwargs: Any) -> Any:
        results = self._whisper.generate(*args, **kwargs)
        self.decoded.extend(len(result.sequences_ids[0]) for result in results)
        return results


async def test_a_loop_on_noise_stops_at_the_cap_and_the_heard_speech_stays(whisper_model: Any) -> None:
    """On the Apollo radio clip Whisper falls into a loop ("easy, easy, ..." with AVX-512 int8 kernels, "your VA,
    your VA, ..." with AVX2 ones): no window decodes past the cap, the loop reaches it, the opening words stay, and
    every segment that loops is doubted by Whisper's own scores, so no fact can rest on it. (With AVX2 kernels the
    loop carries over through the prompt into the later windows and the closing sentence is lost: an open #19
    finding, not asserted here.)"""
    recording = copy.copy(whisper_model)
    recording.model = _Recording(whisper_model.model)
    result = await WhisperTranscriber(recording, ASRSettings()).transcribe(TEST_DATA / "apollo11.mp3")
    assert max(recording.model.decoded) == MAX_WINDOW_TOKENS  # the loop, cut
    assert result.text.startswith("All 11 Houston, we got a recommendation for you on")
    looping = [
        s for s in result.segments if compression_ratio(s.text) > MAX_COMPRESSION_RATIO or "easy, easy" in s.text
    ]
    assert all(segment_doubt(s) is not None for s in looping)
    assert whisper_model.model is recording.model._whisper  # the shared model is left as it was
