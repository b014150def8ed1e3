"""API keys (optional): who is calling, and which namespace they may see.

Off by default (``FACTLAYER_REQUIRE_API_KEY=false``): every caller is local and unscoped. On, each
request needs ``Authorization: Bearer <key>`` (or ``X-API-Key: <key>``, or HTTP Basic with the key as the
password — what a browser sends for the HTML pages after its login prompt); the key's namespace scopes
every store read and write for that request (``storage.scope``). Health checks stay open. Rows of
another namespace answer 404, exactly like rows that do not exist.
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, FastAPI, Request
from fastapi.responses import JSONResponse

from factlayer.api.deps import get_state
from factlayer.api.problems import error_problem
from factlayer.errors import FactLayerError
from factlayer.storage.api_keys import ApiKeyStore
from factlayer.storage.scope import set_namespace

OPEN_PATHS = frozenset({"/healthz", "/readyz"})


class Unauthenticated(FactLayerError):
    status = 401
    code = "unauthenticated"
    title = "API key required"


class Forbidden(FactLayerError):
    status = 403
    code = "forbidden"
    title = "Not allowed for this API key"


@dataclass(frozen=True, slots=True)
class Caller:
    namespace: str | None  # None: unscoped (API keys off)
    admin: bool


LOCAL_CALLER = Caller(namespace=None, admin=True)


# Two challenges, one per header line (browsers read one per line): API clients use Bearer; a browser
# cannot, so Basic makes it ask for the key (any user name, the key as the password) and resend it.
CHALLENGES = ('Bearer realm="factlayer"', 'Basic realm="factlayer", charset="UTF-8"')


def _basic_password(credentials: str) -> str | None:
    try:
        decoded = base64.b64decode(credentials, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None
    user, _, password = decoded.partition(":")
    return password or user or None


def presented_key(authorization: str, x_api_key: str | None) -> str | None:
    """The key a request presents: ``Authorization: Bearer <key>`` or ``Basic`` (the key as the password),
    else ``X-API-Key``."""
    scheme, _, value = authorization.partition(" ")
    if scheme.lower() == "bearer" and value.strip():
        return value.strip()
    if scheme.lower() == "basic" and value.strip():
        return _basic_password(value.strip()) or x_api_key or None
    return x_api_key or None


def _presented_key(request: Request) -> str | None:
    return presented_key(request.headers.get("authorization", ""), request.headers.get("x-api-key"))


async def authenticate(request: Request) -> Caller:
    """App-wide dependency: identify the caller and scope this request to its namespace."""
    services = get_state(request)
    if not services.settings.require_api_key or request.url.path in OPEN_PATHS:
        set_namespace(None)
        caller = LOCAL_CALLER
    else:
        presented = _presented_key(request)
        if presented is None:
            raise Unauthenticated(
                "send an API key: 'Authorization: Bearer <key>', 'X-API-Key: <key>' "
                "or HTTP Basic with the key as the password"
            )
        key = await ApiKeyStore(services.engine).find(presented)
        if key is None:
            raise Unauthenticated("the API key is not valid (unknown or revoked)")
        set_namespace(key.namespace)
        caller = Caller(namespace=key.namespace, admin=key.is_admin)
    request.state.caller = caller
    return caller


async def require_admin(caller: Annotated[Caller, Depends(authenticate)]) -> Caller:
    """Router dependency: only admin keys (or anyone, with API keys off)."""
    if not caller.admin:
        raise Forbidden("this endpoint needs an admin key (`factlayer keys create --admin`)")
    return caller


async def _unauthenticated(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, Unauthenticated)
    response = error_problem(request, exc)
    for challenge in CHALLENGES:
        response.headers.append("WWW-Authenticate", challenge)
    return response


def install_auth(app: FastAPI) -> None:
    """401 answers carry ``WWW-Authenticate`` (RFC 9110); the rest is the usual problem+json."""
    app.add_exception_handler(Unauthenticated, _unauthenticated)
