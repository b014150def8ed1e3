"""``factlayer worker``: the job runners of the service without its HTTP side (an entry point, like ``cli``).

The app's lifespan is the one place that wires stores, the ASR model, the digest generator and the
runners together; a worker process runs that lifespan with the workers on and serves no requests. Any
number of worker and API processes can share one PostgreSQL database (or one SQLite file on one machine)
and the uploads directory: jobs are claimed under leases (``storage.job_store``), so each runs once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from pathlib import Path

from fastapi import FastAPI

from factlayer.api.app import create_app
from factlayer.config import Settings

log = logging.getLogger("factlayer.worker")
ALIVE_INTERVAL_S = 5.0


async def _touch_forever(path: Path) -> None:
    while True:
        path.touch()
        await asyncio.sleep(ALIVE_INTERVAL_S)


async def run_workers(settings: Settings, *, app: FastAPI | None = None, alive_file: Path | None = None) -> None:
    """Run the job runners until SIGTERM or SIGINT. ``app``: the FastAPI app whose lifespan starts them
    (built with ``create_app(settings)`` if not given)."""
    if app is None:
        app = create_app(settings)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    async with app.router.lifespan_context(app):
        log.info("worker running; stop with SIGTERM or SIGINT")
        alive = asyncio.create_task(_touch_forever(alive_file)) if alive_file is not None else None
        await stop.wait()
        log.info("worker stopping")
        if alive is not None:
            alive.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await alive
