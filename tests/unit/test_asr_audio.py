"""probe_audio / decode_audio on real files: no model needed."""

from __future__ import annotations

import gc
import struct
import wave
import zlib
from pathlib import Path

import av
import numpy as np
import pytest

from factlayer.asr import SAMPLE_RATE, decode_audio, probe_audio
from factlayer.asr.audio import decode_parties
from factlayer.errors import AudioDecodeError

DATA = Path(__file__).resolve().parents[1] / "data"
NOT_AUDIO = ["edge_empty.wav", "edge_garbage.wav", "edge_text.mp3", "edge_header_only.wav"]


@pytest.mark.parametrize("name", NOT_AUDIO)
def test_not_audio(name: str) -> None:
    path = DATA / name
    assert probe_audio(path) is None
    with pytest.raises(AudioDecodeError, match=r"^could not decode audio: ") as caught:
        decode_audio(path)
    assert isinstance(caught.value.__cause__, av.error.InvalidDataError)
    assert caught.value.status == 422


@pytest.mark.parametrize(
    ("name", "seconds"),
    [
        ("edge_0.2s.wav", 0.2),
        ("edge_silence_5s.wav", 5.0),
        ("edge_noise_5s.wav", 5.0),
        ("edge_truncated.wav", 0.62),
        ("jfk.flac", 11.0),
        ("espeak_patient_rp140.wav", 9.71),
        ("espeak_patient.mp3", 7.62),
        ("espeak_patient.ogg", 7.62),
        ("espeak_patient.m4a", 7.62),
        ("espeak_patient.webm", 7.63),
    ],
)
def test_audio_probes_and_decodes(name: str, seconds: float) -> None:
    path = DATA / name
    assert probe_audio(path) == pytest.approx(seconds, abs=0.01)
    audio = decode_audio(path)
    assert audio.dtype == np.float32
    assert audio.ndim == 1
    assert audio.shape[0] / SAMPLE_RATE == pytest.approx(seconds, abs=0.07)  # mp3/m4a/webm pad a little


def _png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00"))
        + chunk(b"IEND", b"")
    )


def _video_without_sound(path: Path) -> None:
    with av.open(str(path), "w") as container:
        stream = container.add_stream("mpeg4", rate=10)
        stream.width = stream.height = 32
        stream.pix_fmt = "yuv420p"
        frame = av.VideoFrame.from_ndarray(np.zeros((32, 32, 3), np.uint8), format="rgb24")
        for packet in [*stream.encode(frame), *stream.encode()]:
            container.mux(packet)


@pytest.mark.parametrize("kind", ["png", "text", "video"])
def test_containers_without_audio(tmp_path: Path, kind: str) -> None:
    """FFmpeg opens these (png_pipe, tty, mp4) but there is no audio stream in them."""
    path = tmp_path / {"png": "image.png", "text": "notes.txt", "video": "clip.mp4"}[kind]
    if kind == "png":
        path.write_bytes(_png())
    elif kind == "text":
        path.write_text("this is not audio\n" * 100)
    else:
        _video_without_sound(path)
    assert probe_audio(path) is None
    with pytest.raises(AudioDecodeError, match=r"^could not decode audio: no audio stream$"):
        decode_audio(path)


def test_wav_without_samples(tmp_path: Path) -> None:
    """A valid header with zero frames: nothing to probe (rejected at upload), an empty signal when decoded."""
    path = tmp_path / "zero.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(b"")
    assert probe_audio(path) is None
    assert decode_audio(path).shape == (0,)


def test_missing_file(tmp_path: Path) -> None:
    assert probe_audio(tmp_path / "nope.wav") is None
    with pytest.raises(FileNotFoundError):
        decode_audio(tmp_path / "nope.wav")


def test_decoding_does_not_collect_the_whole_heap() -> None:
    """A full collection walks every object of the process (~0.1 s in the service); decoding needs none, and
    gives, sample for sample, the signal faster-whisper's own decode_audio gives."""
    from faster_whisper.audio import decode_audio as fw_decode_audio

    full_collections: list[int] = []

    def watch(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and info["generation"] == 2:
            full_collections.append(1)

    gc.disable()  # only an explicit gc.collect() can run a collection now
    gc.callbacks.append(watch)
    try:
        audio = decode_audio(DATA / "espeak_patient.mp3")
        decode_parties(DATA / "stereo_diarization.wav")
    finally:
        gc.callbacks.remove(watch)
        gc.enable()
    assert full_collections == []
    assert np.array_equal(audio, fw_decode_audio(str(DATA / "espeak_patient.mp3")))
