"""ASR benchmark: real-time factor, model load time, peak RSS and WER of the default Whisper model.

    .venv/bin/python bench/asr.py [--runs 3] [--cpu-threads 1] [--beam-size 5] [--out bench/results/asr.json]
    .venv/bin/python bench/asr.py --sweep     # beam size x threads, WER beside RTF (bench/results/asr_sweep.json)

Clips come from the shared data set: ``../shared/data/audio`` next to the repository, or
``$FACTLAYER_SHARED_DIR/data/audio``. RTF = audio seconds / wall seconds (higher is faster), measured
around ``WhisperTranscriber.transcribe`` (decode + VAD + model + segment iteration). "CPU RTF" divides
by the process's CPU seconds instead: less sensitive to other work on the machine (with cpu_threads=1
it is close to the wall-clock RTF of an idle machine).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.metadata
import json
import os
import platform
import resource
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from factlayer.asr import TranscriptResult, WhisperTranscriber, word_error_rate
from factlayer.config import ASRSettings

REPO = Path(__file__).resolve().parents[1]

# Reference transcripts from ../shared/data/PROVENANCE.md (None: no human transcript).
CLIPS: dict[str, str | None] = {
    "jfk.flac": "And so my fellow Americans, ask not what your country can do for you, "
    "ask what you can do for your country.",
    "OSR_us_000_0034_8k.wav": "A gold ring will please most any girl. The long journey home took a year. "
    "She saw a cat in the neighbor's house. A pink shell was found on the sandy beach. "
    "Small children came to see him. The grass and bushes were wet with dew. "
    "The blind man counted his old coins. A severe storm tore down the barn. "
    "She called his name many times. When you hear the bell, come quickly.",
    "espeak_patient_rp140.wav": "Hi, my name is John Smith. I've had a headache since Monday, "
    "but I don't have a fever. I take ibuprofen twice a day.",
    "apollo11.mp3": None,
}


def shared_audio_dir() -> Path:
    shared = Path(os.environ.get("FACTLAYER_SHARED_DIR", REPO.parent / "shared"))
    return shared / "data" / "audio"


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


async def bench_clip(
    transcriber: WhisperTranscriber, path: Path, runs: int
) -> tuple[list[float], list[float], TranscriptResult]:
    """Wall and process CPU seconds of each run, and the last result."""
    walls: list[float] = []
    cpus: list[float] = []
    result: TranscriptResult | None = None
    for _ in range(runs):
        started, cpu_started = time.perf_counter(), time.process_time()
        current = await transcriber.transcribe(path)
        walls.append(time.perf_counter() - started)
        cpus.append(time.process_time() - cpu_started)
        if result is not None and current.text != result.text:
            print(f"  note: {path.name} gave a different text on a repeated run", file=sys.stderr)
        result = current
    assert result is not None
    return walls, cpus, result


async def main(runs: int, cpu_threads: int, out: Path, beam_size: int | None = None) -> dict[str, Any]:
    audio_dir = shared_audio_dir()
    missing = [name for name in CLIPS if not (audio_dir / name).is_file()]
    if missing:
        raise SystemExit(f"missing clips in {audio_dir}: {', '.join(missing)} (set FACTLAYER_SHARED_DIR)")

    settings = ASRSettings(cpu_threads=cpu_threads)
    if beam_size is not None:
        settings = settings.model_copy(update={"beam_size": beam_size})
    load_avg = os.getloadavg()[0]
    rss_before = peak_rss_mb()
    started = time.perf_counter()
    transcriber = await WhisperTranscriber.load(settings)
    load_s = time.perf_counter() - started
    rss_after_load = peak_rss_mb()

    rows: list[dict[str, Any]] = []
    for name, reference in CLIPS.items():
        walls, cpus, result = await bench_clip(transcriber, audio_dir / name, runs)
        rtfs = [result.duration_s / wall for wall in walls]
        rows.append(
            {
                "clip": name,
                "audio_s": round(result.duration_s, 3),
                "wall_s_median": round(statistics.median(walls), 3),
                "rtf_median": round(statistics.median(rtfs), 2),
                "rtf_min": round(min(rtfs), 2),
                "rtf_max": round(max(rtfs), 2),
                "cpu_s_median": round(statistics.median(cpus), 3),
                "rtf_cpu_median": round(result.duration_s / statistics.median(cpus), 2),
                "segments": len(result.segments),
                "words": len(result.words),
                "wer": None if reference is None else round(word_error_rate(reference, result.text), 4),
                "text": result.text,
            }
        )

    total_audio = sum(row["audio_s"] for row in rows)
    total_wall = sum(row["wall_s_median"] for row in rows)
    total_cpu = sum(row["cpu_s_median"] for row in rows)
    report: dict[str, Any] = {
        "benchmark": "asr",
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": {
            "cpus": os.cpu_count(),
            "load_avg_1min_at_start": round(load_avg, 2),
            "python": platform.python_version(),
            "faster_whisper": importlib.metadata.version("faster-whisper"),
            "ctranslate2": importlib.metadata.version("ctranslate2"),
        },
        "settings": settings.model_dump(),
        "model": transcriber.model_name,
        "runs_per_clip": runs,
        "model_load_s": round(load_s, 3),
        "peak_rss_mb_before_load": round(rss_before, 1),
        "peak_rss_mb_after_load": round(rss_after_load, 1),
        "peak_rss_mb": round(peak_rss_mb(), 1),
        "overall_rtf": round(total_audio / total_wall, 2),
        "overall_rtf_cpu": round(total_audio / total_cpu, 2),
        "load_avg_1min_at_end": round(os.getloadavg()[0], 2),
        "clips": rows,
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    tmp.replace(out)
    return report


def print_report(report: dict[str, Any], out: Path) -> None:
    header = f"{'clip':<26}{'audio s':>8}{'wall s':>8}{'RTF med':>9}{'min':>7}{'max':>7}{'CPU RTF':>9}{'WER':>7}"
    print(header)
    print("-" * len(header))
    for row in report["clips"]:
        wer = "-" if row["wer"] is None else f"{row['wer']:.3f}"
        print(
            f"{row['clip']:<26}{row['audio_s']:>8.1f}{row['wall_s_median']:>8.2f}"
            f"{row['rtf_median']:>9.1f}{row['rtf_min']:>7.1f}{row['rtf_max']:>7.1f}{row['rtf_cpu_median']:>9.1f}{wer:>7}"
        )
    print("-" * len(header))
    print(
        f"model {report['model']} ({report['settings']['compute_type']}, cpu_threads="
        f"{report['settings']['cpu_threads']}, beam {report['settings']['beam_size']}): "
        f"load {report['model_load_s']:.2f} s, overall RTF {report['overall_rtf']:.1f}x "
        f"(per CPU second {report['overall_rtf_cpu']:.1f}x), "
        f"peak RSS {report['peak_rss_mb']:.0f} MB (after load {report['peak_rss_mb_after_load']:.0f} MB), "
        f"{report['runs_per_clip']} runs per clip, load average {report['machine']['load_avg_1min_at_start']} "
        f"at start, {report['load_avg_1min_at_end']} at end (other work on the machine slows wall-clock RTF)"
    )
    print(f"wrote {out}")


SWEEP = ((5, 1), (1, 1), (5, 2), (1, 2))  # (beam size, cpu threads); the first is the default before the sweep


def mean_wer(report: dict[str, Any]) -> float:
    wers = [row["wer"] for row in report["clips"] if row["wer"] is not None]
    return sum(wers) / len(wers)


async def sweep(runs: int, out: Path) -> None:
    """Every setting of :data:`SWEEP` on the same clips, in one process, one after the other."""
    rows = []
    for beam, threads in SWEEP:
        report = await main(runs, threads, out.with_name(f"asr_beam{beam}_t{threads}.json"), beam_size=beam)
        rows.append(
            {
                "beam_size": beam,
                "cpu_threads": threads,
                "overall_rtf": report["overall_rtf"],
                "overall_rtf_cpu": report["overall_rtf_cpu"],
                "mean_wer": round(mean_wer(report), 4),
                "wer": {row["clip"]: row["wer"] for row in report["clips"] if row["wer"] is not None},
            }
        )
    print(f"{'beam':>5}{'threads':>8}{'RTF':>8}{'CPU RTF':>9}{'mean WER':>10}")
    for row in rows:
        print(
            f"{row['beam_size']:>5}{row['cpu_threads']:>8}{row['overall_rtf']:>8.1f}"
            f"{row['overall_rtf_cpu']:>9.1f}{row['mean_wer']:>10.3f}"
        )
    out.write_text(json.dumps({"benchmark": "asr_sweep", "runs_per_clip": runs, "rows": rows}, indent=2) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, help="runs per clip (median, min, max); default 3")
    parser.add_argument("--cpu-threads", type=int, default=ASRSettings().cpu_threads)
    parser.add_argument("--beam-size", type=int, default=None, help="default: the setting's default")
    parser.add_argument("--sweep", action="store_true", help="beam size x threads, WER beside RTF")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    results = REPO / "bench" / "results"
    if args.sweep:
        asyncio.run(sweep(args.runs, args.out or results / "asr_sweep.json"))
    else:
        out = args.out or results / "asr.json"
        print_report(asyncio.run(main(args.runs, args.cpu_threads, out, beam_size=args.beam_size)), out)
