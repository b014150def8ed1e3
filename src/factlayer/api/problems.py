"""Every failure as RFC 9457 application/problem+json, with the request id in body and header."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import ClientDisconnect
from starlette.responses import Response
from starlette.routing import Match, Mount
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from factlayer.errors import FactLayerError

log = logging.getLogger("factlayer.api")

PROBLEM_JSON = "application/problem+json"
CLIENT_CLOSED_REQUEST = 499  # nginx's code: the client went away before its request was read; nobody reads this
TYPE_BASE = "https://factlayer.dev/problems/"
REQUEST_ID_HEADER = "X-Request-ID"
_METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")


def request_id_of(request: Request) -> str:
    return str(getattr(request.state, "request_id", "") or uuid.uuid4().hex)


def problem(request: Request, *, status: int, code: str, title: str, detail: str, **extra: Any) -> JSONResponse:
    request_id = request_id_of(request)
    body = {
        "type": TYPE_BASE + code,
        "title": title,
        "status": status,
        "detail": detail,
        "instance": str(request.url.path),
        "request_id": request_id,
        **extra,
    }
    return JSONResponse(body, status_code=status, media_type=PROBLEM_JSON, headers={REQUEST_ID_HEADER: request_id})


def _field_path(loc: tuple[Any, ...] | list[Any]) -> str:
    """``("body", "query")`` → ``query``: only the first element says where the field is (a field may be named
    "query" itself, as the search request's is)."""
    parts = [str(p) for p in loc]
    if parts and parts[0] in ("body", "query", "path", "header", "cookie"):
        parts = parts[1:]
    return ".".join(parts) or "body"


def _validation_entry(error: Any) -> dict[str, str]:
    kind = str(error.get("type", ""))
    loc = tuple(error.get("loc", ()))
    if kind == "json_invalid":
        # pydantic puts the character offset where a field name would be
        where = f" at character {loc[-1]}" if loc and isinstance(loc[-1], int) else ""
        reason = str((error.get("ctx") or {}).get("error", "")) or "JSON decode error"
        return {"field": "body", "message": f"the body is not valid JSON{where} ({reason})", "type": kind}
    # pydantic prefixes a validator's own message ("Value error, text must not be empty"): the message alone reads
    message = str(error.get("msg", "")).removeprefix("Value error, ").removeprefix("Assertion failed, ")
    return {"field": _field_path(loc), "message": message, "type": kind}


async def _factlayer_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, FactLayerError)
    if exc.status >= 500:
        log.error("%s [%s] %s", exc.code, request_id_of(request), exc.detail, exc_info=exc.__cause__ or exc)
    return problem(request, status=exc.status, code=exc.code, title=exc.title, detail=exc.detail, **exc.extra)


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = [_validation_entry(e) for e in exc.errors()]
    summary = "; ".join(f"{e['field']}: {e['message']}" for e in errors[:5])
    return problem(
        request,
        status=422,
        code="validation-error",
        title="Request validation failed",
        detail=summary or "the request is not valid",
        errors=errors,
    )


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    titles = {404: "Not found", 405: "Method not allowed", 400: "Bad request", 413: "Payload too large"}
    detail = exc.detail if isinstance(exc.detail, str) else "request failed"
    if exc.status_code == 404 and detail == "Not Found":
        detail = f"no route matches {request.method} {request.url.path}"
    response = problem(
        request,
        status=exc.status_code,
        code=f"http-{exc.status_code}",
        title=titles.get(exc.status_code, "HTTP error"),
        detail=detail,
    )
    for name, value in (exc.headers or {}).items():  # e.g. the Allow header of a 405 (RFC 9110)
        response.headers[name] = value
    if exc.status_code == 405 and (allowed := _allowed_methods(request)):
        response.headers["Allow"] = allowed
    return response


def _allowed_methods(request: Request) -> str:
    """Every method some route serves at this path. Starlette's own Allow names only the first route whose
    path matched, so ``DELETE /v1/transcriptions`` said ``POST`` though ``GET`` lists them. A mount (static
    files) matches any method and keeps the Allow its app sent."""
    routes = [route for route in request.app.router.routes if not isinstance(route, Mount)]
    allowed = [
        method
        for method in _METHODS
        if any(route.matches({**request.scope, "method": method})[0] == Match.FULL for route in routes)
    ]
    if "GET" in allowed and "HEAD" not in allowed:  # api/head.py answers HEAD wherever GET is served
        allowed.insert(allowed.index("GET") + 1, "HEAD")
    return ", ".join(allowed)


async def _unexpected_error(request: Request, exc: Exception) -> JSONResponse:
    log.exception("unhandled error [%s] on %s %s", request_id_of(request), request.method, request.url.path)
    return problem(
        request,
        status=500,
        code="internal-error",
        title="Internal server error",
        detail="an unexpected error occurred; quote the request_id when reporting it",
    )


async def _client_gone(request: Request, exc: Exception) -> Response:
    """The client closed the connection before its body was read (a load generator stopping, a browser tab
    closed): not a server error, and there is nobody to answer."""
    log.info(
        "client closed the connection before its request was read [%s] on %s %s",
        request_id_of(request),
        request.method,
        request.url.path,
    )
    return Response(status_code=CLIENT_CLOSED_REQUEST)


def install_problem_handlers(app: FastAPI) -> None:
    app.add_exception_handler(ClientDisconnect, _client_gone)
    app.add_exception_handler(FactLayerError, _factlayer_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(Exception, _unexpected_error)


def accepted_request_id(incoming: str) -> str:
    """The client's ``X-Request-ID`` when it is usable (1-128 printable characters), else a new id."""
    return incoming if 0 < len(incoming) <= 128 and incoming.isprintable() else uuid.uuid4().hex


class BodySizeLimit:
    """Refuse request bodies over a limit with 413, without reading them into memory.

    A declared Content-Length over the limit is refused before any byte is read; a chunked body is
    counted as it streams and cut off (the app sees a disconnect) once it passes the limit.
    """

    def __init__(self, app: ASGIApp, limit_for: Callable[[Scope], int]) -> None:
        self.app = app
        self.limit_for = limit_for

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS", "DELETE"):
            await self.app(scope, receive, send)
            return
        limit = self.limit_for(scope)
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await self._refuse(scope, send, limit)
            return
        received = 0
        refused = False
        response_started = False

        async def limited_receive() -> Message:
            nonlocal received, refused
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    refused = True
                    return {"type": "http.disconnect"}
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal response_started
            if refused:
                return
            response_started = response_started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, limited_receive, guarded_send)
        except Exception:
            if not refused:
                raise
        if refused and not response_started:
            await self._refuse(scope, send, limit)

    @staticmethod
    async def _refuse(scope: Scope, send: Send, limit: int) -> None:
        request = Request(scope)
        request.state.request_id = uuid.uuid4().hex
        response = problem(
            request,
            status=413,
            code="payload-too-large",
            title="Payload too large",
            detail=f"the request body is larger than the limit of {limit} bytes",
        )

        async def _noop_receive() -> Message:
            return {"type": "http.disconnect"}

        await response(scope, _noop_receive, send)
