"""Liveness and readiness."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict

from factlayer.api.deps import StateDep
from factlayer.storage.db import current_revision

router = APIRouter(tags=["health"])


class Health(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"status": "ok"}]})

    status: Literal["ok"]


class Readiness(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "status": "ready",
                    "database": "ok",
                    "schema_revision": "0005_audit_log_append_only",
                    "head_revision": "0005_audit_log_append_only",
                }
            ]
        }
    )

    status: Literal["ready", "not_ready"]
    database: str
    schema_revision: str | None
    head_revision: str | None


@router.head("/healthz", include_in_schema=False)
@router.get("/healthz", response_model=Health, summary="Liveness: the process answers")
async def healthz() -> Health:
    return Health(status="ok")


@router.head("/readyz", include_in_schema=False)
@router.get(
    "/readyz",
    response_model=Readiness,
    summary="Readiness: database reachable and migrated to head",
    responses={503: {"model": Readiness, "description": "Not ready"}},
)
async def readyz(state: StateDep) -> JSONResponse:
    try:
        revision = await current_revision(state.engine)
        database = "ok"
    except Exception as exc:  # the database itself is unreachable
        revision, database = None, f"unreachable: {type(exc).__name__}"
    ready = database == "ok" and revision is not None and revision == state.head_revision
    if database == "ok" and revision != state.head_revision:
        database = "ok (schema not at head: run `make migrate`)"
    body = Readiness(
        status="ready" if ready else "not_ready",
        database=database,
        schema_revision=revision,
        head_revision=state.head_revision,
    )
    return JSONResponse(body.model_dump(), status_code=200 if ready else 503)
