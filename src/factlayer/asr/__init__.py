"""Speech recognition: audio file -> transcript with segments and words, each with char offsets and times.

No FastAPI and no database here (see DESIGN.md §2): callers get plain dataclasses.
"""

from factlayer.asr.audio import SAMPLE_RATE, decode_audio, probe_audio
from factlayer.asr.spans import span_to_audio
from factlayer.asr.transcriber import (
    ProgressCallback,
    Transcriber,
    WhisperTranscriber,
    load_whisper_model,
    resolve_model,
)
from factlayer.asr.types import SegmentResult, TranscriptResult, WordResult
from factlayer.asr.wer import normalize_words, word_error_rate

__all__ = [
    "SAMPLE_RATE",
    "ProgressCallback",
    "SegmentResult",
    "Transcriber",
    "TranscriptResult",
    "WhisperTranscriber",
    "WordResult",
    "decode_audio",
    "load_whisper_model",
    "normalize_words",
    "probe_audio",
    "resolve_model",
    "span_to_audio",
    "word_error_rate",
]
