"""`factlayer transcribe` runs the real model locally and reports undecodable files without crashing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from factlayer.asr.wer import word_error_rate
from tests.conftest import TEST_DATA

JFK = "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country."


def test_transcribe_writes_json_and_flags_bad_files(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "factlayer.cli",
            "transcribe",
            str(TEST_DATA / "jfk.flac"),
            str(TEST_DATA / "edge_text.mp3"),
            "-o",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert proc.returncode == 1  # one file failed
    jfk, bad = json.loads(out.read_text())
    assert word_error_rate(JFK, jfk["text"]) <= 0.10
    assert all(jfk["text"][s["start_char"] : s["end_char"]] == s["text"] for s in jfk["segments"])
    assert bad["error"].startswith("could not decode audio")
