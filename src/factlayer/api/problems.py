"""Every failure as RFC 9457 application/problem+json, with the request id in body and header."""

from __future__ import annotations

import email.message
import logging
import math
import types
import uuid
from collections.abc import Callable, Sequence
from typing import Any, Union, get_args, get_origin

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import ClientDisconnect
from starlette.responses import Response
from starlette.routing import Match, Mount
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from factlayer.errors import FactLayerError, InvalidInput, PayloadTooLarge, UnsupportedMedia

log = logging.getLogger("factlayer.api")

PROBLEM_JSON = "application/problem+json"
PROBLEM: dict[str, Any] = {"content": {PROBLEM_JSON: {}}}  # a route's documented error response (add a description)
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


def error_problem(request: Request, error: FactLayerError) -> JSONResponse:
    """The problem of ``error``: its class's status, code and title, its detail and extra members."""
    return problem(request, status=error.status, code=error.code, title=error.title, detail=error.detail, **error.extra)


def _field_path(loc: tuple[Any, ...] | list[Any]) -> str:
    """``("body", "query")`` → ``query``: only the first element says where the field is (a field may be named
    "query" itself, as the search request's is)."""
    parts = [str(p) for p in loc]
    if parts and parts[0] in ("body", "query", "path", "header", "cookie"):
        parts = parts[1:]
    return ".".join(parts) or "body"


def unknown_field_message(accepted: Sequence[str]) -> str:
    """The message of every unknown-field 422, JSON body or form: which fields the route does take."""
    return f"unknown field; the accepted fields are {', '.join(accepted)}" if accepted else "unknown field"


def _body_model(request: Request, path: Sequence[Any]) -> type[BaseModel] | None:
    """The model the route reads its JSON body into, followed down ``path`` (field names, list indexes)."""
    route = request.scope.get("route")
    body_field = route.body_field if isinstance(route, APIRoute) else None
    current: Any = body_field.field_info.annotation if body_field is not None else None
    for step in path:
        if isinstance(step, int):
            current = _item_type(current)
        elif (model := _model_in(current)) is not None:
            field = next((f for n, f in model.model_fields.items() if (f.alias or n) == step), None)
            current = field.annotation if field is not None else None
        else:
            return None
    return _model_in(current)


def _model_in(annotation: Any) -> type[BaseModel] | None:
    """The model of ``Model`` or ``Model | None``."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    if get_origin(annotation) in (Union, types.UnionType):
        return next((m for a in get_args(annotation) if (m := _model_in(a)) is not None), None)
    return None


def _item_type(annotation: Any) -> Any:
    """The item type of ``list[X]`` (or ``list[X] | None``), else None."""
    if get_origin(annotation) in (Union, types.UnionType):
        return next((t for a in get_args(annotation) if (t := _item_type(a)) is not None), None)
    args = get_args(annotation)
    return args[-1] if get_origin(annotation) in (list, tuple, set, frozenset) and args else None


def _accepted_fields(request: Request, loc: tuple[Any, ...]) -> list[str]:
    model = _body_model(request, loc[1:-1]) if loc[:1] == ("body",) else None
    if model is None:
        return []
    fields = sorted(model.model_fields.items(), key=lambda item: not item[1].is_required())  # required first
    return [field.alias or name for name, field in fields]


_NUMBER_CHECKS = ("greater_than", "greater_than_equal", "less_than", "less_than_equal", "multiple_of", "finite_number")


def _non_finite(value: Any) -> bool:
    """NaN or ±infinity, as a number or as the text a query parameter or lax JSON field carries it in."""
    if isinstance(value, str):
        try:
            value = float(value)
        except ValueError:
            return False
    return isinstance(value, float) and not math.isfinite(value)


def _validation_entry(request: Request, error: Any) -> dict[str, str]:
    kind = str(error.get("type", ""))
    loc = tuple(error.get("loc", ()))
    if kind == "json_invalid":
        # pydantic puts the character offset where a field name would be
        where = f" at character {loc[-1]}" if loc and isinstance(loc[-1], int) else ""
        reason = str((error.get("ctx") or {}).get("error", "")) or "JSON decode error"
        return {"field": "body", "message": f"the body is not valid JSON{where} ({reason})", "type": kind}
    if kind == "extra_forbidden" and error.get("msg") == "Extra inputs are not permitted":
        # pydantic's own words say neither that the name is the problem nor what would have been right
        return {
            "field": _field_path(loc),
            "message": unknown_field_message(_accepted_fields(request, loc)),
            "type": kind,
        }
    if kind in _NUMBER_CHECKS and _non_finite(error.get("input")):
        # NaN fails every bound, so pydantic would say "should be less than or equal to 300" of it
        message = f"must be a finite number, not {error.get('input')}"
        return {"field": _field_path(loc), "message": message, "type": "finite_number"}
    # pydantic prefixes a validator's own message ("Value error, text must not be empty"): the message alone reads
    message = str(error.get("msg", "")).removeprefix("Value error, ").removeprefix("Assertion failed, ")
    return {"field": _field_path(loc), "message": message, "type": kind}


async def _factlayer_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, FactLayerError)
    if exc.status >= 500:
        log.error("%s [%s] %s", exc.code, request_id_of(request), exc.detail, exc_info=exc.__cause__ or exc)
    extra = dict(exc.extra)
    if (field := extra.pop("field", None)) is not None:
        # the shape of a validation error's: a client reads every 422's offending fields from `errors`
        extra["errors"] = [{"field": str(field), "message": exc.detail, "type": "value_error"}]
    return problem(request, status=exc.status, code=exc.code, title=exc.title, detail=exc.detail, **extra)


def _unparsed_body(request: Request, exc: RequestValidationError) -> JSONResponse | None:
    """A 415 when the route reads a JSON body and the body was not sent as JSON: FastAPI then hands the model
    the raw bytes, and pydantic's "Input should be a valid dictionary" would not say what is wrong."""
    unparsed = [e for e in exc.errors() if tuple(e.get("loc", ())) == ("body",) and isinstance(e.get("input"), bytes)]
    if not unparsed or any(e.get("type") == "json_invalid" for e in unparsed):  # JSON, but broken: a 422
        return None
    content_type = request.headers.get("content-type")
    if content_type:
        message = email.message.Message()
        message["content-type"] = content_type
        sent = f"content-type {message.get_content_type()!r} was sent"
    else:
        sent = "no content-type was sent"
    return error_problem(request, UnsupportedMedia(f"the body must be application/json (a JSON object); {sent}"))


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    if (unsupported := _unparsed_body(request, exc)) is not None:
        return unsupported
    errors = [_validation_entry(request, e) for e in exc.errors()]
    summary = "; ".join(f"{e['field']}: {e['message']}" for e in errors[:5])
    return error_problem(request, InvalidInput(summary or "the request is not valid", errors=errors))


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    titles = {404: "Not found", 405: "Method not allowed", 400: "Bad request", 413: "Payload too large"}
    detail = exc.detail if isinstance(exc.detail, str) else "request failed"
    allowed = _allowed_methods(request) if exc.status_code == 405 else ""
    if exc.status_code == 404 and detail == "Not Found":
        detail = f"no route matches {request.method} {request.url.path}"
    elif exc.status_code == 405 and detail == "Method Not Allowed":
        allows = allowed or (exc.headers or {}).get("Allow", "")
        detail = f"{request.method} is not allowed on {request.url.path}" + (
            f"; the allowed methods are {allows}" if allows else ""
        )
    response = problem(
        request,
        status=exc.status_code,
        code=f"http-{exc.status_code}",
        title=titles.get(exc.status_code, "HTTP error"),
        detail=detail,
    )
    for name, value in (exc.headers or {}).items():  # e.g. the Allow header of a 405 (RFC 9110)
        response.headers[name] = value
    if allowed:
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
    unexpected = FactLayerError("an unexpected error occurred; quote the request_id when reporting it")
    return error_problem(request, unexpected)


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
        too_large = PayloadTooLarge(f"the request body is larger than the limit of {limit} bytes")
        response = error_problem(request, too_large)

        async def _noop_receive() -> Message:
            return {"type": "http.disconnect"}

        await response(scope, _noop_receive, send)
