"""Stopping the engine's work when its caller no longer waits (``POST /v1/verify``'s ``timeout_s``).

The caller runs the engine under :func:`stoppable` with a test of its own stop flag; the engine's long loops
(reading a source sentence by sentence, checking a proposition window by window) call :func:`checkpoint`, which
raises :class:`Stopped` once the flag is up. The flag lives in a context variable, so a worker thread sees only its
own caller's flag and code run without one (the digest pipeline, the benchmarks) never stops. Nothing half-done is
kept: ``proof.source.build`` caches a source only when it is read to the end.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar

__all__ = ["Stopped", "checked", "checkpoint", "stoppable"]

T = TypeVar("T")
_STOP: ContextVar[Callable[[], bool] | None] = ContextVar("factlayer_proof_stop", default=None)


class Stopped(Exception):
    """The caller stopped waiting: the work in progress is abandoned."""


def checkpoint() -> None:
    """Raise :class:`Stopped` when the caller of the work in progress has stopped waiting for it."""
    stop = _STOP.get()
    if stop is not None and stop():
        raise Stopped


def checked(items: Iterable[T]) -> Iterator[T]:
    """``items``, with a :func:`checkpoint` before each (a long loop's way to stop)."""
    for item in items:
        checkpoint()
        yield item


@contextmanager
def stoppable(stop: Callable[[], bool]) -> Iterator[None]:
    """Run the engine in this block so that it ends at its next :func:`checkpoint` once ``stop()`` is true."""
    token = _STOP.set(stop)
    try:
        yield
    finally:
        _STOP.reset(token)
