"""HTTP side of observability: the request event (latency by route template) and the ids in context."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import Request

from factlayer.observability.events import emit, request_id_var

UNMATCHED_ROUTE = "<unmatched>"  # 404s keep their paths out of the label set


async def telemetry_middleware(request: Request, call_next: Callable[[Request], Awaitable[Any]]) -> Any:
    """Put the request id in context for the events below, and emit ``http.request`` when it is answered."""
    token = request_id_var.set(getattr(request.state, "request_id", None))
    started = time.perf_counter()
    status = 500
    try:
        response = await call_next(request)
        status = response.status_code
        return response
    finally:
        route = request.scope.get("route")
        emit(
            "http.request",
            method=request.method,
            route=getattr(route, "path", UNMATCHED_ROUTE),
            status=status,
            seconds=round(time.perf_counter() - started, 6),
        )
        request_id_var.reset(token)
