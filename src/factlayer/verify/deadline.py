"""Proving a claim against its sources within a deadline (``timeout_s``), keeping what is done.

The engine runs in a worker thread, source after source and proposition after proposition
(:func:`factlayer.proof.proof.prove_steps`), recording each finished step in a :class:`Progress` owned by
this one call. When the deadline passes, the caller stops waiting: under the progress lock it raises the
stop flag and copies what is recorded, so the answer is built from finished steps only; the thread sees the
flag before its next step, or inside a step at the engine's next checkpoint (``proof.stopping``: the next sentence
of a source it reads, the next window it checks), and ends; anything it finishes after the copy is dropped.
Nothing is written anywhere (verification stores nothing), so stopping leaves no half-written state.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from factlayer.proof.proof import Proof, PropositionProof, proof_of, prove_steps
from factlayer.proof.stopping import Stopped, stoppable

log = logging.getLogger(__name__)


class Progress:
    """The steps finished so far, per source; shared by the worker thread and the waiting coroutine."""

    def __init__(self, sources: int) -> None:
        self._lock = threading.Lock()
        self._stopped = False
        self._parts: list[list[PropositionProof]] = [[] for _ in range(sources)]
        self._complete = [False] * sources

    def add(self, source: int, part: PropositionProof) -> bool:
        """Record a finished step; False once stopped (the step is dropped, the worker should end)."""
        with self._lock:
            if self._stopped:
                return False
            self._parts[source].append(part)
            return True

    def finish(self, source: int) -> bool:
        with self._lock:
            if self._stopped:
                return False
            self._complete[source] = True
            return True

    def stopped(self) -> bool:
        """Has the caller stopped waiting? (read by the worker inside its long loops: ``proof.stopping``)"""
        return self._stopped

    def stop(self) -> Checked:
        """Stop the worker and take what is done (consistent: no step lands after this)."""
        with self._lock:
            self._stopped = True
            return Checked(tuple(tuple(p) for p in self._parts), tuple(self._complete))


@dataclass(frozen=True, slots=True)
class Checked:
    parts: tuple[tuple[PropositionProof, ...], ...]
    complete: tuple[bool, ...]

    @property
    def timed_out(self) -> bool:
        return not all(self.complete)

    def proofs(self, claim: str) -> dict[int, Proof]:
        """Source index → its proof, for every source checked (fully, or in part when time ran out)."""
        return {k: proof_of(claim, parts) for k, parts in enumerate(self.parts) if self.complete[k] or parts}


def _work(claims: Sequence[str], texts: Sequence[str], progress: Progress, roles: bool) -> None:
    try:
        with stoppable(progress.stopped):  # the engine also ends inside a step (reading a long source)
            _steps(claims, texts, progress, roles)
    except Stopped:
        return


def _steps(claims: Sequence[str], texts: Sequence[str], progress: Progress, roles: bool) -> None:
    for k, (claim, text) in enumerate(zip(claims, texts, strict=True)):
        for part in prove_steps(claim, text, roles=roles):
            if not progress.add(k, part):
                return
        if not progress.finish(k):
            return


def _retrieve(task: asyncio.Future[None]) -> None:
    """A worker left behind at the deadline: read its outcome so an error is logged, not 'never retrieved'."""
    if not task.cancelled() and task.exception() is not None:
        log.warning("a verification step failed after its deadline: %r", task.exception())


async def prove_within(
    claims: Sequence[str], texts: Sequence[str], deadline: float | None, *, roles: bool = True
) -> Checked:
    """Prove ``claims[k]`` (one claim, as each source would say it) against ``texts[k]`` until done or until
    ``deadline`` (event-loop time); ``roles``: see :func:`factlayer.proof.proof.prove`."""
    progress = Progress(len(texts))
    loop = asyncio.get_running_loop()
    if deadline is not None and deadline <= loop.time():
        return progress.stop()  # no time left (a batch's later claims): nothing checked
    task = asyncio.ensure_future(asyncio.to_thread(_work, claims, texts, progress, roles))
    try:
        if deadline is None:
            await task
        else:
            await asyncio.wait({task}, timeout=max(deadline - loop.time(), 0.0))
            if task.done():
                task.result()  # the engine's error, if any, as without a deadline
    finally:
        checked = progress.stop()  # also when the request itself is cancelled: the worker ends at its next step
        if not task.done():
            task.add_done_callback(_retrieve)
    return checked
