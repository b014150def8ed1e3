"""A small scripted OpenAI-compatible chat-completions server on a free loopback port.

Real HTTP: the app's own ``openai`` client talks to it as it would to llama.cpp. A test gives a *script*,
``(payload) -> Reply``, that answers every ``POST /v1/chat/completions`` (the payload is the request's
JSON body); the server records every payload. A reply can be a JSON answer, raw text (invalid or cut off,
with ``finish_reason="length"``), a delay (to force a client timeout) or an HTTP error.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["Reply", "ScriptedLLM", "scripted_llm", "system_of", "user_of"]


@dataclass(frozen=True)
class Reply:
    content: str = "{}"
    finish_reason: str = "stop"
    delay_s: float = 0.0
    status: int = 200

    @classmethod
    def json(cls, value: Any) -> Reply:
        return cls(content=json.dumps(value))


Script = Callable[[dict[str, Any]], Reply]


def system_of(payload: dict[str, Any]) -> str:
    return str(payload["messages"][0]["content"])


def user_of(payload: dict[str, Any]) -> str:
    """The first user turn (the one with the transcript; a repair turn comes later)."""
    return str(next(m["content"] for m in payload["messages"] if m["role"] == "user"))


@dataclass
class ScriptedLLM:
    base_url: str
    requests: list[dict[str, Any]] = field(default_factory=list)

    def calls(self, system_starts: str) -> list[dict[str, Any]]:
        return [r for r in self.requests if system_of(r).startswith(system_starts)]


def _body(reply: Reply) -> bytes:
    completion = {
        "id": "chatcmpl-scripted",
        "object": "chat.completion",
        "created": 1,
        "model": "scripted",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": reply.content},
                "finish_reason": reply.finish_reason,
            }
        ],
        "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
    }
    return json.dumps(completion).encode()


@contextmanager
def scripted_llm(script: Script) -> Iterator[ScriptedLLM]:
    """Serve ``script`` on ``127.0.0.1:<free port>`` for the duration of the ``with`` block."""
    lock = threading.Lock()
    state = ScriptedLLM(base_url="")

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            payload = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
            with lock:
                state.requests.append(payload)
            reply = script(payload)
            if reply.delay_s:
                time.sleep(reply.delay_s)
            if reply.status != 200:
                data = json.dumps({"error": {"message": reply.content, "type": "server_error"}}).encode()
            else:
                data = _body(reply)
            try:
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):  # the client gave up (a timeout test)
                pass

        def log_message(self, format: str, *args: Any) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    state.base_url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
