"""A long clean recording for ``bench/asr.py``'s settings: the shared clips with a reference, one after another.

    .venv/bin/python bench/asr_long.py [SWEEP row ...]   # default: the default, condition_on_previous_text off

The shared clips are 5-36 s, one or two 30 s windows each, so a setting that changes how one window leads into the
next (the previous text as the prompt) is not seen on them. Joined with 1 s pauses (Harvard, JFK, the three patient
clips: 78.7 s, three windows) they are. Prints CPU seconds, WER against the joined references and the segments.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
import wave
from pathlib import Path

import numpy as np

from bench.asr import BASELINE, CLIPS, DEFAULT_ROW, OPTIONS, SWEEP, WithOptions, shared_audio_dir
from factlayer.asr import word_error_rate
from factlayer.asr.audio import SAMPLE_RATE, decode_audio
from factlayer.asr.transcriber import load_whisper_model

ORDER = [
    "OSR_us_000_0034_8k.wav",
    "jfk.flac",
    "espeak_patient_rp140.wav",
    "espeak_patient_klatt140.wav",
    "espeak_patient.mp3",
]


def joined(out: Path) -> str:
    """Write the clips of :data:`ORDER` with 1 s pauses to ``out`` (16 kHz mono WAV); return their joined reference."""
    pause = np.zeros(SAMPLE_RATE, dtype=np.float32)
    parts = [part for name in ORDER for part in (decode_audio(shared_audio_dir() / name), pause)]
    with wave.open(str(out), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(SAMPLE_RATE)
        wav.writeframes((np.concatenate(parts) * 32767).astype("<i2").tobytes())
    return " ".join(str(CLIPS[name][0]) for name in ORDER)


async def main(names: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "joined.wav"
        reference = joined(path)
        for name in names:
            settings = BASELINE.model_copy(update=SWEEP[name])
            transcriber = WithOptions(load_whisper_model(settings), settings, OPTIONS.get(name, {}))
            started = time.process_time()
            result = await transcriber.transcribe(path)
            cpu = time.process_time() - started
            wer = word_error_rate(reference, result.text)
            segments = len(result.segments)
            print(f"{name}: {result.duration_s:.1f} s audio, {cpu:.2f} CPU s, WER {wer:.4f}, {segments} segments")
            for segment in result.segments:
                print(f"  {segment.start_s:6.2f}-{segment.end_s:6.2f} {segment.text}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", choices=list(SWEEP), default=[DEFAULT_ROW, "beam5_t2_nofallback_nocond"])
    asyncio.run(main(parser.parse_args().names))
