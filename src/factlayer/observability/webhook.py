"""Seed 004's signals, POSTed to a webhook (``FACTLAYER_VERIFY__WEBHOOK_URL``) in the background.

:meth:`SignalWebhook.publish` only puts the signal on a bounded queue and returns at once: a response
never waits for, or fails because of, the webhook. One background task sends the queue in order, each
signal as one JSON body, retrying a connection error, a timeout, a 429 or a 5xx up to ``max_attempts``
times with exponential backoff (``backoff_s``, twice that, … capped at 60 s). Another 4xx is not retried
(the receiver refused this body). A full queue drops the new signal, with a warning; so does shutdown
after a grace period. Delivery is at-least-once: a receiver that answers too late may see a repeat.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import httpx

from factlayer import __version__

log = logging.getLogger(__name__)

MAX_BACKOFF_S = 60.0


class SignalWebhook:
    def __init__(
        self,
        url: str,
        *,
        max_attempts: int = 5,
        backoff_s: float = 0.5,
        timeout_s: float = 5.0,
        queue_size: int = 1000,
    ) -> None:
        if max_attempts < 1 or backoff_s < 0 or timeout_s <= 0 or queue_size < 1:
            raise ValueError("webhook: max_attempts >= 1, backoff_s >= 0, timeout_s > 0, queue_size >= 1")
        self.url = url
        self._max_attempts = max_attempts
        self._backoff_s = backoff_s
        self._timeout_s = timeout_s
        self._queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue(maxsize=queue_size)
        self._task: asyncio.Task[None] | None = None
        self._client: httpx.AsyncClient | None = None
        self.delivered = 0
        self.failed = 0  # given up after the last attempt, or refused with a 4xx
        self.dropped = 0  # the queue was full, or shutdown came first

    def start(self) -> None:
        """Start the sender on the running event loop (the app's lifespan)."""
        if self._task is None:
            self._client = httpx.AsyncClient(
                timeout=self._timeout_s, headers={"user-agent": f"factlayer/{__version__}"}
            )
            self._task = asyncio.create_task(self._run(), name="factlayer-signal-webhook")

    def publish(self, signal: dict[str, Any]) -> bool:
        """Queue ``signal`` for sending; never blocks. False (and a warning) when the queue is full."""
        try:
            self._queue.put_nowait(signal)
        except asyncio.QueueFull:
            self.dropped += 1
            log.warning("webhook queue full (%d): dropped signal %s", self._queue.maxsize, signal.get("signal"))
            return False
        return True

    async def aclose(self, grace_s: float = 5.0) -> None:
        """Send what is queued for up to ``grace_s`` seconds, then stop (the rest is dropped, counted)."""
        if self._task is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._queue.join(), grace_s)
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        left = self._queue.qsize()
        if left:
            self.dropped += left
            log.warning("webhook stopped with %d signal(s) unsent", left)
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    async def _run(self) -> None:
        while True:
            signal = await self._queue.get()
            try:
                if await self._deliver(signal):
                    self.delivered += 1
                else:
                    self.failed += 1
            except asyncio.CancelledError:  # shutdown while this one was being sent (or waiting to retry)
                self.dropped += 1
                raise
            except Exception:  # never let one signal stop the sender
                self.failed += 1
                log.exception("webhook: sending %s failed", signal.get("signal"))
            finally:
                self._queue.task_done()

    async def _deliver(self, signal: dict[str, Any]) -> bool:
        assert self._client is not None
        for attempt in range(1, self._max_attempts + 1):
            try:
                response = await self._client.post(self.url, json=signal)
            except httpx.TransportError as exc:  # connection refused, timeout, reset
                outcome = f"{type(exc).__name__}: {exc}"
            else:
                if response.is_success:
                    return True
                outcome = f"HTTP {response.status_code}"
                if response.status_code != 429 and response.status_code < 500:
                    log.warning("webhook refused %s (%s): not retried", signal.get("signal"), outcome)
                    return False
            if attempt == self._max_attempts:
                log.warning("webhook: gave up on %s after %d attempts (%s)", signal.get("signal"), attempt, outcome)
                return False
            delay = min(self._backoff_s * 2 ** (attempt - 1), MAX_BACKOFF_S)
            log.info(
                "webhook: %s attempt %d failed (%s), retrying in %.2f s", signal.get("signal"), attempt, outcome, delay
            )
            await asyncio.sleep(delay)
        return False
