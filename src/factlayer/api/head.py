"""HEAD on every GET route (RFC 9110 §9.3.2): the routes are declared for GET only (FastAPI does not add
HEAD as Starlette does), so ``curl -I`` and uptime monitors got 405. A HEAD request is answered as the GET
would be, headers included (Content-Length of the body it would send), without the body."""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send


class HeadAsGet:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return

        async def headers_only(message: Message) -> None:
            if message["type"] == "http.response.body":
                message = {**message, "body": b""}
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, headers_only)
