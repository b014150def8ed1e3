"""Decoding options that are not settings, measured in one run beside the default: CPU, WER, and whether the words
and their times stay the same.

    .venv/bin/python bench/asr_options.py [--runs 2] [--only default beam3 ...]

Each candidate is ``ASRSettings`` changes plus faster-whisper ``transcribe`` options added to the transcriber's own
(word timestamps, VAD parameters, ...). Per candidate, over the clips of ``bench/asr.py``: CPU seconds (process,
all threads, median of ``--runs`` after a warm-up), audio seconds per CPU second, the 2-core figure, WER per half,
how many clips keep the default's text and its segment and word times exactly, and the clips whose WER got worse.
The default is measured first and again last (its spread is the run's noise).
"""

from __future__ import annotations

import argparse
import os
import statistics
import threading
import time
from typing import Any

from bench.asr import CLIPS, shared_audio_dir
from factlayer.asr import word_error_rate
from factlayer.asr.transcriber import WhisperTranscriber, load_whisper_model
from factlayer.config import ASRSettings

# name -> (changes to ASRSettings(), extra faster-whisper transcribe options)
CANDIDATES: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "default": ({}, {}),
    "beam4": ({"beam_size": 4}, {}),
    "beam3": ({"beam_size": 3}, {}),
    "beam3_patience2": ({"beam_size": 3}, {"patience": 2}),
    "no_condition_on_previous_text": ({}, {"condition_on_previous_text": False}),
    "without_timestamps": ({}, {"without_timestamps": True}),
    "no_word_timestamps": ({}, {"word_timestamps": False}),
    "vad_silence_500ms": ({}, {"vad_parameters": {"min_silence_duration_ms": 500}}),
    "vad_threshold_0.6": ({}, {"vad_parameters": {"threshold": 0.6}}),
    "max_new_tokens_200": ({}, {"max_new_tokens": 200}),
    "threads1": ({"cpu_threads": 1}, {}),
    "beam2": ({"beam_size": 2}, {}),
    "beam2_batch8": ({"beam_size": 2, "batch_size": 8}, {}),
    "beam5_batch8": ({"batch_size": 8}, {}),
    "default (again)": ({}, {}),
}


class _WithOptions(WhisperTranscriber):
    def __init__(self, model: Any, settings: ASRSettings, extra: dict[str, Any]) -> None:
        super().__init__(model, settings)
        self._extra = extra

    def _options(self, language: str | None) -> dict[str, Any]:
        return {**super()._options(language), **self._extra}


def measure(transcriber: WhisperTranscriber, runs: int) -> dict[str, dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    for clip, (reference, half) in CLIPS.items():
        path = shared_audio_dir() / clip
        transcriber._transcribe_blocking(path, None, None, threading.Event())  # warm-up
        cpus = []
        for _ in range(runs):
            started = time.process_time()
            result = transcriber._transcribe_blocking(path, None, None, threading.Event())
            cpus.append(time.process_time() - started)
        rows[clip] = {
            "half": half,
            "audio_s": result.duration_s,
            "cpu_s": statistics.median(cpus),
            "wer": None if reference is None else word_error_rate(reference, result.text),
            "text": result.text,
            "times": [(s.start_s, s.end_s, [(w.start_s, w.end_s) for w in s.words]) for s in result.segments],
        }
    return rows


def _mean_wer(rows: dict[str, dict[str, Any]], half: str) -> float:
    wers = [float(r["wer"]) for r in rows.values() if r["half"] == half and r["wer"] is not None]
    return sum(wers) / len(wers)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--only", nargs="+", choices=list(CANDIDATES))
    args = parser.parse_args()
    names = ["default", *(n for n in CANDIDATES if n != "default" and (not args.only or n in args.only))]
    models: dict[int, Any] = {}
    results: dict[str, dict[str, dict[str, Any]]] = {}
    for name in names:
        changes, extra = CANDIDATES[name]
        settings = ASRSettings().model_copy(update=changes)
        if settings.cpu_threads not in models:
            models[settings.cpu_threads] = load_whisper_model(settings)
        rows = results[name] = measure(_WithOptions(models[settings.cpu_threads], settings, extra), args.runs)
        base = results["default"]
        audio = sum(r["audio_s"] for r in rows.values())
        cpu = sum(r["cpu_s"] for r in rows.values())
        same_text = sum(rows[c]["text"] == base[c]["text"] for c in rows)
        same_times = sum(rows[c]["times"] == base[c]["times"] for c in rows)
        worse = [c for c in rows if rows[c]["wer"] is not None and rows[c]["wer"] > base[c]["wer"]]
        two_core = audio * min(settings.cpu_threads, 2) / cpu
        print(
            f"{name:<31} CPU s {cpu:6.2f}  RTF/CPU s {audio / cpu:5.1f}  2-core {two_core:5.1f}"
            f"  WER fit {_mean_wer(rows, 'fit'):.3f} held-out {_mean_wer(rows, 'held-out'):.3f}"
            f"  same text {same_text}/{len(rows)} same times {same_times}/{len(rows)}  WER worse: {worse or '-'}"
            f"  (Apollo {rows['apollo11.mp3']['cpu_s']:.2f} s, load {os.getloadavg()[0]:.1f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
