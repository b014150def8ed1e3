"""Where the CPU of one transcription goes: cProfile (CPU-time clock) of ``WhisperTranscriber`` per clip.

    .venv/bin/python bench/asr_profile.py [--runs 2] [--clips jfk.flac ...]

Each clip is transcribed once to warm up, then ``--runs`` times under cProfile with ``time.process_time``
as its clock (CPU seconds of the whole process, all threads: CTranslate2's threads are counted against the
Python call that waits on them). Prints, per clip, the median CPU seconds of each part: audio decode and
resample (PyAV), VAD (Silero ONNX), mel features (numpy), encoder, decoder (beam search), word-timestamp
alignment (cross-attention DTW), our post-processing in ``asr/`` (pieces, coverage, assembly, speakers) and
the rest. ``--service-heap`` builds the FastAPI app first, as the service process holds it (the ASR worker runs
in the same process), which a full garbage collection during a transcription has to walk.
Settings come from ``ASRSettings`` (environment ``FACTLAYER_ASR__*`` as in the service).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import pstats
import statistics
import threading
import time
from pathlib import Path

from bench.asr import CLIPS, shared_audio_dir
from factlayer.asr.transcriber import WhisperTranscriber, load_whisper_model
from factlayer.config import ASRSettings

# part -> (file suffix, function name) whose cumulative time is the part's
PARTS: dict[str, list[tuple[str, str]]] = {
    "decode": [("factlayer/asr/audio.py", "decode_parties"), ("factlayer/asr/audio.py", "decode_audio")],
    "vad": [("faster_whisper/vad.py", "get_speech_timestamps")],
    "features": [("faster_whisper/feature_extractor.py", "__call__")],
    "encoder": [("faster_whisper/transcribe.py", "encode")],
    "decoder": [("faster_whisper/transcribe.py", "generate_with_fallback")],
    "word_times": [("faster_whisper/transcribe.py", "add_word_timestamps")],
    "ours": [
        ("factlayer/asr/pieces.py", "split_segment"),
        ("factlayer/asr/assemble.py", "add"),
        ("factlayer/asr/transcriber.py", "_speakers"),
        ("factlayer/asr/transcriber.py", "_unheard_speech"),
    ],
}
TOTAL = ("factlayer/asr/transcriber.py", "_transcribe_blocking")


def cumulative(stats: pstats.Stats, file_suffix: str, name: str) -> float:
    """Cumulative time of the outermost calls of ``name`` (recursion and nesting not double-counted)."""
    total = 0.0
    for (filename, _line, function), (_cc, _nc, _tt, ct, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        if function == name and filename.endswith(file_suffix):
            total += ct
    return total


def profile_once(transcriber: WhisperTranscriber, path: Path) -> dict[str, float]:
    profiler = cProfile.Profile(time.process_time)
    profiler.enable()
    transcriber._transcribe_blocking(path, None, None, threading.Event())
    profiler.disable()
    stats = pstats.Stats(profiler)
    parts = {part: sum(cumulative(stats, *f) for f in funcs) for part, funcs in PARTS.items()}
    if cumulative(stats, *PARTS["decode"][0]) > 0:  # decode_parties calls decode_audio: count it once
        parts["decode"] = cumulative(stats, *PARTS["decode"][0])
    total = cumulative(stats, *TOTAL)
    parts["rest"] = total - sum(parts.values())
    parts["total"] = total
    return parts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--clips", nargs="+", default=list(CLIPS))
    parser.add_argument(
        "--service-heap",
        action="store_true",
        help="build the FastAPI app first, so the process holds the objects the service holds while it transcribes",
    )
    args = parser.parse_args()
    if args.service_heap:
        from factlayer.api.app import create_app
        from factlayer.config import Settings

        app = create_app(Settings())  # kept alive: its objects are the heap a full garbage collection walks
        print(f"service heap: {len(gc.get_objects())} objects ({type(app).__name__} built)")
    settings = ASRSettings()
    transcriber = WhisperTranscriber(load_whisper_model(settings), settings)
    audio_dir = shared_audio_dir()
    columns = [*PARTS, "rest", "total"]
    print(f"{'clip':<28}{'audio s':>8}" + "".join(f"{c:>11}" for c in columns) + f"{'RTF/CPU s':>10}")
    sums = dict.fromkeys(columns, 0.0)
    audio_total = 0.0
    for name in args.clips:
        path = audio_dir / name
        result = transcriber._transcribe_blocking(path, None, None, threading.Event())  # warm-up
        runs = [profile_once(transcriber, path) for _ in range(args.runs)]
        median = {c: statistics.median(run[c] for run in runs) for c in columns}
        audio_total += result.duration_s
        for c in columns:
            sums[c] += median[c]
        print(
            f"{name:<28}{result.duration_s:>8.1f}"
            + "".join(f"{median[c]:>11.3f}" for c in columns)
            + f"{result.duration_s / median['total']:>10.1f}"
        )
    print(
        f"{'all':<28}{audio_total:>8.1f}"
        + "".join(f"{sums[c]:>11.3f}" for c in columns)
        + f"{audio_total / sums['total']:>10.1f}"
    )
    print("CPU seconds (process, all threads) per part; median of", args.runs, "profiled runs after a warm-up")


if __name__ == "__main__":
    main()
