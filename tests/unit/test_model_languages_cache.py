"""asr.languages reads a model directory's vocabulary once per version of the file (every app built in a process
asks at startup), and reads it again when the file is replaced: the cache never answers for another model."""

from __future__ import annotations

import os
from pathlib import Path

from factlayer.asr.languages import ENGLISH_ONLY, model_languages, whisper_languages
from factlayer.config import ASRSettings


def _vocabulary(directory: Path, tokens: int, *, name: str = "vocabulary.txt", mtime_ns: int) -> None:
    path = directory / name
    if name.endswith(".json"):
        path.write_text("[" + ",".join(f'"t{i}"' for i in range(tokens)) + "]", encoding="utf-8")
    else:
        path.write_text("".join(f"t{i}\n" for i in range(tokens)), encoding="utf-8")
    os.utime(path, ns=(mtime_ns, mtime_ns))


def test_a_vocabulary_replaced_in_place_is_read_again(tmp_path: Path) -> None:
    settings = ASRSettings(model=str(tmp_path))
    _vocabulary(tmp_path, 51_864, mtime_ns=1_000_000_000)
    assert model_languages(settings) == ENGLISH_ONLY
    assert model_languages(settings) == ENGLISH_ONLY  # the cached answer
    # the same directory now holds a multilingual model (one token more, a later file)
    _vocabulary(tmp_path, 51_865, mtime_ns=2_000_000_000)
    assert model_languages(settings) == whisper_languages()


def test_a_json_vocabulary_counts_its_entries(tmp_path: Path) -> None:
    _vocabulary(tmp_path, 51_866, name="vocabulary.json", mtime_ns=1_000_000_000)
    assert model_languages(ASRSettings(model=str(tmp_path))) == whisper_languages()
    (tmp_path / "vocabulary.json").unlink()
    assert model_languages(ASRSettings(model=str(tmp_path))) == whisper_languages()  # no vocabulary: multilingual
    _vocabulary(tmp_path, 51_864, mtime_ns=1_000_000_000)
    assert model_languages(ASRSettings(model=str(tmp_path))) == ENGLISH_ONLY
