"""Audio decoding and probing (PyAV, which bundles FFmpeg). Both functions block: call them in a thread.

PyAV, numpy and faster-whisper are imported on first use, so that importing ``factlayer.asr`` (for the
types or :func:`span_to_audio`) stays cheap.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from factlayer.errors import AudioDecodeError

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

log = logging.getLogger(__name__)

SAMPLE_RATE = 16_000
"""Whisper's input rate; :func:`decode_audio` resamples to it (mono)."""

_PROBE_MAX_PACKETS = 64


_AV_TIME_BASE = 1_000_000  # av.time_base: container durations are in microseconds


def _reason(exc: BaseException) -> str:
    if isinstance(exc, IndexError):
        return "no audio stream"
    strerror = getattr(exc, "strerror", None)  # av.error.FFmpegError: without the file name
    return str(strerror or exc) or type(exc).__name__


_GROUP_SAMPLES = 500_000
"""Decoded samples are resampled in groups of this many (faster-whisper's ``decode_audio`` does the same, so the
signal is identical to the one it gives)."""


def _valid_frames(frames: Iterator[Any]) -> Iterator[Any]:
    """The decoded frames, skipping undecodable ones in the middle (a damaged packet)."""
    import av

    while True:
        try:
            yield next(frames)
        except StopIteration:
            return
        except av.error.InvalidDataError:
            continue


def _decode(path: Path, layouts: Sequence[str]) -> list[npt.NDArray[np.float32]]:
    """The first audio stream of ``path``, decoded once and resampled to :data:`SAMPLE_RATE` s16 for each of
    ``layouts`` ('mono', 'stereo': channels interleaved), as float32 in [-1, 1).

    faster-whisper's ``decode_audio`` gives the same samples, but reads the file once per layout and ends with
    ``gc.collect()``: a full collection of the whole process heap on every call, ~0.1 s in the service (200k
    objects) where a 10 s clip costs ~0.9 s of CPU to transcribe. It was there for PyAV's resamplers, which
    leaked without it in old PyAV releases; with PyAV 18 decoding 60 times without it keeps the peak RSS flat.
    Errors as :func:`decode_audio`.
    """
    import av
    import numpy as np

    if not path.is_file():
        raise FileNotFoundError(f"no such audio file: {path}")
    resamplers = [
        av.audio.resampler.AudioResampler(format="s16", layout=layout, rate=SAMPLE_RATE) for layout in layouts
    ]
    buffers = [io.BytesIO() for _ in layouts]

    def resample(frame: Any) -> None:  # a group of frames, or None to flush the resamplers
        for resampler, buffer in zip(resamplers, buffers, strict=True):
            for out in resampler.resample(frame):
                buffer.write(out.to_ndarray().tobytes())

    try:
        with av.open(str(path), mode="r", metadata_errors="ignore") as container:
            fifo = av.audio.fifo.AudioFifo()
            for frame in _valid_frames(container.decode(audio=0)):
                frame.pts = None  # no timestamp check in the FIFO
                fifo.write(frame)
                if fifo.samples >= _GROUP_SAMPLES:
                    resample(fifo.read())
            if fifo.samples > 0:
                resample(fifo.read())
            resample(None)
    # What PyAV raises on bad input: av.error.* for unreadable data (InvalidDataError is a ValueError),
    # IndexError when the container has no audio stream (an image, a text file FFmpeg reads as "tty", a video
    # without sound), EOFError on some truncated streams.
    except (av.error.FFmpegError, ValueError, IndexError, EOFError) as exc:
        raise AudioDecodeError(f"could not decode audio: {_reason(exc)}") from exc
    return [np.frombuffer(buffer.getbuffer(), dtype=np.int16).astype(np.float32) / 32768.0 for buffer in buffers]


def decode_audio(path: Path) -> npt.NDArray[np.float32]:
    """The first audio stream of ``path`` as mono float32 at :data:`SAMPLE_RATE`.

    Undecodable frames in the middle are skipped (a truncated file gives what decodes). Raises
    :class:`FileNotFoundError` for a missing file and :class:`~factlayer.errors.AudioDecodeError`
    ("could not decode audio: <reason>", original exception as ``__cause__``) for anything that is
    not decodable audio: empty files, random bytes, a text file, a header without data, no audio stream.
    """
    return _decode(path, ["mono"])[0]


def _stream_duration(container: Any, stream: Any) -> float:
    """Duration from the metadata, else from the packet timestamps (demux only, no decoding)."""
    if container.duration is not None:
        return float(container.duration / _AV_TIME_BASE)
    if stream.duration is not None and stream.time_base is not None:
        return float(stream.duration * stream.time_base)
    container.seek(0)
    end = 0.0
    for packet in container.demux(stream):
        if packet.pts is not None and packet.time_base is not None:
            end = max(end, float((packet.pts + (packet.duration or 0)) * packet.time_base))
    return end


def probe_audio(path: Path) -> float | None:
    """Duration in seconds if ``path`` holds decodable audio, else ``None``. Cheap (milliseconds).

    "Decodable" means: FFmpeg opens the container, it has an audio stream, and a frame of it decodes
    (so an image, a text file or a video without sound give ``None``, and so does a WAV without samples).
    The duration comes from the container/stream metadata: exact for WAV/FLAC, an *estimate* for a
    truncated MP3 (from its header's bitrate); the decoded length is :attr:`TranscriptResult.duration_s`.
    """
    import av

    try:
        with av.open(str(path), mode="r", metadata_errors="ignore") as container:
            if not container.streams.audio:
                return None
            stream = container.streams.audio[0]
            if not _decodes_a_frame(container, stream):
                return None
            return _stream_duration(container, stream)
    except (av.error.FFmpegError, OSError, ValueError, EOFError) as exc:
        log.debug("probe_audio(%s): %s", path, exc)
        return None


def _decodes_a_frame(container: Any, stream: Any) -> bool:
    for n, packet in enumerate(container.demux(stream)):
        if n >= _PROBE_MAX_PACKETS:
            return False
        try:
            if packet.decode():
                return True
        except ValueError:  # av.error.InvalidDataError: a damaged packet, try the next one
            continue
    return False


DISTINCT_CHANNELS = 0.3
"""Stereo channels count as separate parties when the energy of their difference is at least this share of
their total energy (0 for a mono recording stored as stereo; ~1 for two different voices; measured 1.01 on
the shared two-speaker clip and 0.0004 on the JFK stereo FLAC)."""


def channel_count(path: Path) -> int:
    """How many channels the first audio stream has (0 if it cannot be read). Cheap: metadata only."""
    import av

    try:
        with av.open(str(path), mode="r", metadata_errors="ignore") as container:
            if not container.streams.audio:
                return 0
            return int(container.streams.audio[0].codec_context.channels)
    except (av.error.FFmpegError, OSError, ValueError, EOFError):
        return 0


def channel_difference(left: npt.NDArray[np.float32], right: npt.NDArray[np.float32]) -> float:
    """Energy of ``left - right`` over the energy of both (0: the same signal, 1: unrelated signals)."""
    import numpy as np

    total = float(np.dot(left, left) + np.dot(right, right))
    if total == 0.0:
        return 0.0
    diff = left - right
    return float(np.dot(diff, diff)) / total


def decode_parties(path: Path) -> list[npt.NDArray[np.float32]]:
    """The audio as one mono signal, or, for a stereo recording whose channels carry different voices
    (a phone call recorded one party per channel), one signal per channel (left first).

    A stereo file is decoded once, into both its mono mix and its two channels. Errors as :func:`decode_audio`.
    """
    if channel_count(path) != 2:
        return [decode_audio(path)]
    mono, stereo = _decode(path, ["mono", "stereo"])
    left, right = stereo[0::2], stereo[1::2]
    if channel_difference(left, right) >= DISTINCT_CHANNELS:
        return [left, right]
    return [mono]
