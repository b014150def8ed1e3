"""The signals' webhook against a real HTTP server on loopback: retries with backoff, never blocking."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from factlayer.observability.webhook import SignalWebhook


class Receiver:
    """A webhook receiver on 127.0.0.1: answers ``statuses`` in turn (then 200), after ``delay_s``; with
    ``hold_after``, every POST after that many holds until ``release`` is set."""

    def __init__(self, statuses: list[int] | None = None, delay_s: float = 0.0, hold_after: int | None = None) -> None:
        self.statuses = list(statuses or [])
        self.delay_s = delay_s
        self.hold_after = hold_after
        self.release = threading.Event()
        self.attempts: list[tuple[float, dict[str, Any]]] = []  # (time, body) of every POST, failed or not
        self.lock = threading.Lock()

    @property
    def received(self) -> list[dict[str, Any]]:
        """Bodies of the POSTs answered 2xx."""
        with self.lock:
            return [body for _, body in self.attempts if body.get("_answered") == 200]

    def handler(self) -> type[BaseHTTPRequestHandler]:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["content-length"])))
                time.sleep(receiver.delay_s)
                with receiver.lock:
                    held = receiver.hold_after is not None and len(receiver.attempts) >= receiver.hold_after
                if held:
                    receiver.release.wait(timeout=10)
                with receiver.lock:
                    status = receiver.statuses.pop(0) if receiver.statuses else 200
                    receiver.attempts.append((time.monotonic(), {**body, "_answered": status}))
                self.send_response(status)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        return Handler


@contextmanager
def serve(receiver: Receiver) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), receiver.handler())
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/hook"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


def closed_port_url() -> str:
    """A loopback URL nothing listens on (bound, then released)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), BaseHTTPRequestHandler)
    port = server.server_address[1]
    server.server_close()
    return f"http://127.0.0.1:{port}/hook"


async def wait_for(condition: Any, timeout_s: float = 10.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting")
        await asyncio.sleep(0.02)


async def test_a_failed_first_attempt_is_retried_after_a_backoff() -> None:
    receiver = Receiver(statuses=[503, 500])
    with serve(receiver) as url:
        webhook = SignalWebhook(url, max_attempts=4, backoff_s=0.2)
        webhook.start()
        assert webhook.publish({"signal": "claim_verified", "claim_id": "clm_1"})
        await wait_for(lambda: webhook.delivered == 1)
        await webhook.aclose()
    times = [t for t, _ in receiver.attempts]
    assert [b["_answered"] for _, b in receiver.attempts] == [503, 500, 200]
    assert receiver.received[0]["signal"] == "claim_verified" and receiver.received[0]["claim_id"] == "clm_1"
    # exponential backoff: ~0.2 s, then ~0.4 s
    assert times[1] - times[0] >= 0.18 and times[2] - times[1] >= 0.38
    assert (webhook.delivered, webhook.failed, webhook.dropped) == (1, 0, 0)


async def test_a_4xx_is_not_retried_and_gives_up_after_max_attempts() -> None:
    receiver = Receiver(statuses=[400, 503, 503])
    with serve(receiver) as url:
        webhook = SignalWebhook(url, max_attempts=2, backoff_s=0.01)
        webhook.start()
        webhook.publish({"signal": "claim_partial"})  # 400: refused, not retried
        webhook.publish({"signal": "claim_outdated"})  # 503, 503: gives up after 2
        webhook.publish({"signal": "claim_unverifiable"})  # 200
        await wait_for(lambda: webhook.delivered + webhook.failed == 3)
        await webhook.aclose()
    assert [(b["signal"], b["_answered"]) for _, b in receiver.attempts] == [
        ("claim_partial", 400),
        ("claim_outdated", 503),
        ("claim_outdated", 503),
        ("claim_unverifiable", 200),
    ]
    assert (webhook.delivered, webhook.failed) == (1, 2)


async def test_an_unreachable_receiver_is_retried_then_given_up() -> None:
    webhook = SignalWebhook(closed_port_url(), max_attempts=3, backoff_s=0.01, timeout_s=1.0)
    webhook.start()
    webhook.publish({"signal": "claim_verified"})
    await wait_for(lambda: webhook.failed == 1)
    await webhook.aclose()
    assert webhook.delivered == 0


async def test_publish_never_blocks_and_a_full_queue_drops() -> None:
    receiver = Receiver(delay_s=0.5)  # a slow receiver
    with serve(receiver) as url:
        webhook = SignalWebhook(url, queue_size=2, backoff_s=0.01)
        webhook.start()
        started = time.perf_counter()
        accepted = [webhook.publish({"signal": "claim_verified", "n": n}) for n in range(10)]
        assert time.perf_counter() - started < 0.05
        # the sender takes one off the queue at once at most; the queue holds 2: the rest are dropped
        assert accepted[:2] == [True, True] and accepted.count(True) <= 3
        assert webhook.dropped == accepted.count(False)
        await wait_for(lambda: webhook.delivered == accepted.count(True))
        await webhook.aclose()
    assert [b["n"] for b in receiver.received] == [n for n, ok in enumerate(accepted) if ok]


async def test_shutdown_sends_what_it_can_within_the_grace_then_stops() -> None:
    # the first signal is answered at once, every later one held past the grace: no race with a loaded machine
    receiver = Receiver(hold_after=1)
    with serve(receiver) as url:
        webhook = SignalWebhook(url, backoff_s=0.01)
        webhook.start()
        for n in range(5):
            webhook.publish({"signal": "claim_verified", "n": n})
        started = time.perf_counter()
        await webhook.aclose(grace_s=1.0)
        assert time.perf_counter() - started < 3.0
        receiver.release.set()
    assert webhook.delivered == 1
    assert webhook.delivered + webhook.dropped + webhook.failed == 5


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="queue_size"):
        SignalWebhook("http://127.0.0.1:1/", queue_size=0)
