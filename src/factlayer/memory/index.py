"""The semantic index.

``NumpyVectorIndex`` keeps each namespace's unit vectors in one float32 matrix and ranks by brute-force dot
product (10k facts × 384 dims: about a millisecond). The vectors themselves are stored as float32 blobs
(``fact_vectors``), so the same rows can feed pgvector later.

The fusion of rankings and the order of a result list are in ``ranking.py``.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from factlayer.memory.embeddings import DIMENSIONS, Vectors

# Ranking by cosine after subtracting the mean vector: sentence embeddings share a common direction,
# and short generic facts ("Melanie loves it.") near it come up for every query (hubs; Mu & Viswanath,
# 2018, "All-but-the-Top"). Only once there are enough vectors for the mean to be a background.
CENTRE_MIN = 100
TURN_CHARS = 600  # the longest stretch of a turn indexed beside a fact


@dataclass(frozen=True)
class Turn:
    start: int  # offset of the turn in the source: facts of one turn share it
    text: str  # the turn, cut to TURN_CHARS around the fact
    previous: str  # the turn before it (what it answers), cut to TURN_CHARS / 2

    @property
    def context(self) -> str:
        return f"{self.previous}\n{self.text}" if self.previous else self.text


def turn_of(source: str, start: int, end: int) -> Turn:
    """The turn (line) of ``source`` that holds ``[start, end)`` and the turn before it (what it
    answers): the turn's start offset and that text, each cut to ``TURN_CHARS`` around the span. A fact
    is indexed with it, so "Researching adoption agencies" is found by "plans for the summer?" asked
    just before; facts of one turn share its key."""
    line_start = source.rfind("\n", 0, start) + 1
    line_end = source.find("\n", end)
    line_end = len(source) if line_end < 0 else line_end
    left = max(line_start, start - TURN_CHARS // 2)
    right = min(line_end, max(end, left + TURN_CHARS))
    previous_start = source.rfind("\n", 0, max(0, line_start - 1)) + 1 if line_start else line_start
    previous = source[previous_start : max(previous_start, line_start - 1)][-TURN_CHARS // 2 :]
    return Turn(line_start, source[left:right], previous)


def to_blob(vector: Vectors) -> bytes:
    return np.asarray(vector, dtype="<f4").tobytes()


def from_blob(blob: bytes) -> Vectors:
    return np.frombuffer(blob, dtype="<f4").astype(np.float32)


class NumpyVectorIndex:
    """Per-namespace float32 matrices in memory; brute-force cosine (the vectors are unit length)."""

    def __init__(self) -> None:
        self._ids: dict[str, list[str]] = {}
        self._chunks: dict[str, list[Vectors]] = {}
        self._matrix: dict[str, Vectors] = {}
        self._known: dict[str, set[str]] = {}
        self._positions: dict[str, dict[str, int]] = {}
        self._centred: dict[str, tuple[Vectors, Vectors, Vectors]] = {}  # matrix it was made from, centred, mean
        self._lock = threading.Lock()

    def add(self, namespace: str, ids: Sequence[str], vectors: Vectors) -> None:
        with self._lock:
            known = self._known.setdefault(namespace, set())
            keep = [i for i, fact_id in enumerate(ids) if fact_id not in known]
            self._ids.setdefault(namespace, [])
            self._chunks.setdefault(namespace, [])
            if not keep:
                return
            self._ids[namespace] += [ids[i] for i in keep]
            known.update(ids[i] for i in keep)
            self._chunks[namespace].append(np.asarray(vectors, dtype=np.float32)[keep])
            self._matrix.pop(namespace, None)

    def _matrix_of(self, namespace: str) -> Vectors:
        with self._lock:
            matrix = self._matrix.get(namespace)
            if matrix is None:
                chunks = self._chunks.get(namespace) or []
                matrix = np.vstack(chunks) if chunks else np.zeros((0, DIMENSIONS), dtype=np.float32)
                self._matrix[namespace] = matrix
                self._chunks[namespace] = [matrix] if chunks else []
            return matrix

    def vector(self, namespace: str, fact_id: str) -> Vectors | None:
        if fact_id not in self._known.get(namespace, set()):
            return None
        matrix = self._matrix_of(namespace)
        row: Vectors = matrix[self._position(namespace, fact_id)]
        return row

    def _position(self, namespace: str, fact_id: str) -> int:
        positions = self._positions.get(namespace)
        if positions is None or len(positions) != len(self._ids[namespace]):
            positions = {f: i for i, f in enumerate(self._ids[namespace])}
            self._positions[namespace] = positions
        return positions[fact_id]

    def _centred_of(self, namespace: str, matrix: Vectors) -> tuple[Vectors, Vectors]:
        with self._lock:
            cached = self._centred.get(namespace)
            if cached is None or cached[0] is not matrix:
                mean = matrix.mean(axis=0)
                centred = matrix - mean
                centred /= np.maximum(np.linalg.norm(centred, axis=1, keepdims=True), 1e-12)
                cached = (matrix, centred, mean)
                self._centred[namespace] = cached
            return cached[1], cached[2]

    def search(self, namespace: str, query: Vectors, limit: int, *, centred: bool = False) -> list[tuple[str, float]]:
        """The ``limit`` nearest vectors by cosine. ``centred``: cosine after subtracting the namespace's
        mean vector (from ``CENTRE_MIN`` vectors on), which ranks; the raw cosine is what a duplicate
        threshold compares to."""
        matrix = self._matrix_of(namespace)
        if matrix.shape[0] == 0 or limit <= 0:
            return []
        ids = self._ids[namespace]
        unit = np.asarray(query, dtype=np.float32).reshape(-1)
        if centred and matrix.shape[0] >= CENTRE_MIN:
            matrix, mean = self._centred_of(namespace, matrix)
            unit = unit - mean
            unit /= max(float(np.linalg.norm(unit)), 1e-12)
        # einsum's own loop, not BLAS: OpenBLAS threads a matrix-vector product, and on a loaded 2-core
        # machine its spinning threads took 8-16 ms for 10k x 384 instead of about 1 ms
        scores = np.einsum("ij,j->i", matrix, unit)
        limit = min(limit, scores.shape[0])
        top = np.argpartition(-scores, limit - 1)[:limit]
        top = top[np.argsort(-scores[top])]
        return [(ids[i], float(scores[i])) for i in top]
