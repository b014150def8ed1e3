"""Interpreter settings for a long-running service process (an API process or a `factlayer worker`).

Measured with ``bench.api_load`` (SQLite, 50 connections, digest worker in the API process) and a
``gc.callbacks`` timer in the server:

- **Full collections walked the startup heap.** About 230,000 objects live from startup to exit (the
  embedding model's tokenizer, lexicons, the stemmer's tables, the routes' pydantic models). Every full
  (generation-2) collection walked all of them: 19-25 in a minute of posting, median 160-210 ms and up to
  ~500 ms each, every request in the process stopped meanwhile. :func:`freeze_startup_heap` collects
  once, then moves what survives into the permanent generation (``gc.freeze``), which later collections
  skip: median full collection 6 ms, the same runs' total 4.0-4.7 s → 0.85-1.1 s. Nothing frozen is ever
  freed by the cycle collector, so it runs once per process, after startup, on live objects only.
- **The event loop waited for the GIL.** In-process digests run their CPU work in threads; each time the
  event loop's thread gives the GIL up (every socket call) it waits until the digest thread's switch
  interval ends, 5 ms by default, many times per request. :func:`share_gil_with_workers` shortens the
  interval to :data:`WORKER_SWITCH_INTERVAL_S` while the process runs workers.
"""

from __future__ import annotations

import gc
import sys

WORKER_SWITCH_INTERVAL_S = 0.0005

_frozen = False


def freeze_startup_heap() -> None:
    """Collect, then exempt every surviving object from later collections; only the first call in a
    process does anything."""
    global _frozen
    if _frozen:
        return
    gc.collect()
    gc.freeze()
    _frozen = True


def share_gil_with_workers() -> float:
    """Shorten the GIL switch interval for a process whose event loop shares the GIL with worker threads;
    returns the previous interval (to restore it when the workers stop)."""
    previous = sys.getswitchinterval()
    sys.setswitchinterval(WORKER_SWITCH_INTERVAL_S)
    return previous
