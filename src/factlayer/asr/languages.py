"""The languages Whisper can be asked for: faster-whisper's own list of codes, and those the configured model knows.

Asked for a language it cannot do, the ASR job did not say so: an English-only model (the bundled tiny.en, any
``*.en``) transcribes the audio as English with only a warning in the log (faster-whisper: "using 'en' instead"),
and a multilingual model's tokenizer refuses a code it does not know, so the job fails after it was accepted.
The API checks ``language`` against these lists before it stores anything.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

from factlayer.asr.transcriber import resolve_model
from factlayer.config import ASRSettings

# CTranslate2's rule (WhisperReplica: ``_is_multilingual = vocabulary.size() >= 51865``): an English-only
# Whisper vocabulary has 51,864 tokens, a multilingual one 51,865 (large-v3: 51,866).
MULTILINGUAL_VOCABULARY = 51_865
ENGLISH_ONLY = ("en",)


@functools.cache
def whisper_languages() -> tuple[str, ...]:
    """Every language code Whisper knows (``af`` … ``yue``, 100 of them), as faster-whisper lists them."""
    from faster_whisper.tokenizer import _LANGUAGE_CODES  # loads ctranslate2 (~0.1 s), once per process

    return tuple(_LANGUAGE_CODES)


def _vocabulary_size(directory: Path) -> int | None:
    """The token count of a CTranslate2 model directory's vocabulary (as the runtime reads it), if it has one."""
    for name in ("vocabulary.json", "vocabulary.txt"):
        path = directory / name
        if path.is_file():
            found = path.stat()
            return _count_tokens(str(path), found.st_mtime_ns, found.st_size)
    return None


@functools.lru_cache(maxsize=8)
def _count_tokens(path: str, mtime_ns: int, size: int) -> int:
    """The tokens of one vocabulary file, read once per version of the file (every app built in a process asks:
    counting the 51,864 lines of tiny.en's took ~0.07 s of each startup)."""
    del mtime_ns, size  # the cache key: a file replaced in place is read again
    if path.endswith(".json"):
        return len(json.loads(Path(path).read_text(encoding="utf-8")))
    with open(path, encoding="utf-8") as lines:
        return sum(1 for _ in lines)


def model_languages(settings: ASRSettings) -> tuple[str, ...]:
    """The language codes the configured model can transcribe: all of Whisper's, or only ``en`` for an
    English-only model (told by its vocabulary, as CTranslate2 tells it; a size name faster-whisper downloads
    is English-only when it ends in ``.en``). A directory without a vocabulary is taken as multilingual."""
    path, _ = resolve_model(settings)
    directory = Path(path)
    if directory.is_dir():
        size = _vocabulary_size(directory)
        multilingual = size is None or size >= MULTILINGUAL_VOCABULARY
    else:
        multilingual = not path.endswith(".en")
    return whisper_languages() if multilingual else ENGLISH_ONLY


def check_forced_language(settings: ASRSettings) -> None:
    """Refuse a configured ``language`` the model cannot transcribe: faster-whisper would transcribe every upload
    as English, with a warning in the log only. Raises ValueError naming the setting."""
    forced = settings.language
    if forced is None:
        return
    known = model_languages(settings)
    if forced not in known:
        can = ", ".join(known) if len(known) < 5 else "the Whisper language codes"
        raise ValueError(
            f"FACTLAYER_ASR__LANGUAGE={forced!r}: the configured Whisper model transcribes {can} only; unset it, "
            "or configure a model that knows it (FACTLAYER_ASR__MODEL)"
        )
