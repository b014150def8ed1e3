"""Audit verification (admin keys only): the chain, its key, every audited row, a checkpoint."""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Annotated, Any, TypeVar

from fastapi import APIRouter, Body, Depends
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, ConfigDict

from factlayer.api.auth import require_admin
from factlayer.api.deps import StateDep
from factlayer.api.problems import PROBLEM
from factlayer.storage.audit_verify import CHECKPOINT_FORMAT, checkpoint_at, verify_database_at

router = APIRouter(prefix="/v1/audit", tags=["audit"], dependencies=[Depends(require_admin)])

_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {**PROBLEM, "description": "API keys are on and none (or an unknown one) was sent"},
    403: {**PROBLEM, "description": "The key is not an admin key"},
}
# One verification at a time, in a separate process: hashing a long chain in a thread of this process
# would still hold the GIL for long stretches and stall /healthz (measured: p95 103 ms with a thread).
_one_at_a_time = asyncio.Lock()
T = TypeVar("T")


async def _in_process(function: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    async with _one_at_a_time:
        pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        try:
            return await asyncio.wrap_future(pool.submit(function, *args, **kwargs))
        finally:
            pool.shutdown(wait=False)  # the worker exits on its own; joining it here would block the loop


_HOLDS: dict[str, Any] = {
    "status": "ok",
    "entries": 42,
    "first_broken_seq": None,
    "reason": None,
    "keyed": True,
    "rows_checked": 40,
    "rows_unchecked": 0,
    "problems": [],
    "checkpoint": None,
}
_CHANGED_ROW = ["fact fct_3f2a… differs from its audit entry (changed after it was written)"]


class AuditVerification(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={"examples": [_HOLDS, _HOLDS | {"status": "broken", "problems": _CHANGED_ROW}]}
    )

    status: str
    entries: int
    first_broken_seq: int | None
    reason: str | None
    keyed: bool
    rows_checked: int
    rows_unchecked: int
    problems: list[str]
    checkpoint: str | None


def _key(services: StateDep) -> str | None:
    key = services.settings.audit_key
    return key.get_secret_value() if key is not None else None


@router.get(
    "/verify",
    response_model=AuditVerification,
    summary="Verify the audit chain and every audited row",
    responses=_ERRORS,
)
async def verify_audit(services: StateDep) -> AuditVerification:
    report = await _in_process(verify_database_at, services.settings.resolved_database_url, key=_key(services))
    return AuditVerification.model_validate(report.as_dict())


@router.post(
    "/verify",
    response_model=AuditVerification,
    summary="Verify as GET does, and that the chain still holds a checkpoint written earlier",
    responses=_ERRORS,
)
async def verify_audit_against(
    services: StateDep,
    checkpoint: Annotated[dict[str, Any], Body(description="A file written by `factlayer audit checkpoint`")],
) -> AuditVerification:
    if checkpoint.get("format") != CHECKPOINT_FORMAT or not isinstance(checkpoint.get("seq"), int):
        # a body that is no checkpoint is a bad request, not a broken chain
        detail = f"not a factlayer audit checkpoint (format {CHECKPOINT_FORMAT!r} and an integer seq)"
        raise RequestValidationError([{"type": "value_error", "loc": ("body", "format"), "msg": detail}])
    report = await _in_process(
        verify_database_at, services.settings.resolved_database_url, key=_key(services), checkpoint=checkpoint
    )
    return AuditVerification.model_validate(report.as_dict())


@router.post(
    "/checkpoint", summary="The chain's head (seq, hash), signed with the audit key when set", responses=_ERRORS
)
async def audit_checkpoint(services: StateDep) -> dict[str, Any]:
    return await _in_process(checkpoint_at, services.settings.resolved_database_url, _key(services))
